// `npm test`: the whole suite, in order, stopping at the first failure:
// type check, lint, formatting (Prettier), the tests' Python readers (a venv, made once), unit tests, production build, API tests (server + embedded
// database over the wire), Playwright end-to-end tests (production build in
// Debian's Chromium), and the JavaScript budget of `/`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const steps = [
  ["types", bin("next"), ["typegen"]],
  ["type check", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["formatting", bin("prettier"), ["--check", "."]],
  ["test tools", bin("tsx"), ["tests/tools/python.ts"]],
  ["unit tests", bin("vitest"), ["run", "--project", "unit"]],
  ["build", bin("next"), ["build"]],
  ["API tests", bin("vitest"), ["run", "--project", "api"], { SKIP_BUILD: "1" }],
  ["end-to-end tests", bin("playwright"), ["test"], { SKIP_BUILD: "1" }],
];

const only = process.argv.slice(2);
for (const [name, cmd, args, extraEnv] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...env, ...extraEnv } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`\n✗ ${name} failed (${secs} s)`);
    process.exit(res.status ?? 1);
  }
  console.log(`✓ ${name} (${secs} s)`);
}
console.log("\nAll test steps passed.");
