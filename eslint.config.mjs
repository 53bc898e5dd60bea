import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".next-*/**",
    "out/**",
    "next-env.d.ts",
    ".data/**",
    ".bin/**",
    "bench/results/**",
    "test-results/**",
    "playwright-report/**",
    "tools/**",
  ]),
]);
