import { defineConfig } from "vitest/config";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
// Tests run server modules in Node directly: `server-only` is the empty module it is on the server.
const alias = { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          environment: "node",
          // The optimiser's step-capped plans take 2–3 s on a quiet machine; a busy one must not turn that
          // into a failure (time is measured by the benchmarks, never asserted by a test).
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          // One server and one database for the whole run; files run one at a time
          // because some of them stop the database on purpose.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
