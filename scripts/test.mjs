// `npm test`: the whole suite, in order, stopping at the first failure:
// type check, lint, formatting (Prettier), the tests' Python readers (a venv, made once), unit tests, production build, API tests (server + embedded
// database over the wire, and again on a MongoDB replica set), Playwright end-to-end tests (production build in
// Debian's Chromium), and the JavaScript budget of `/`.
//
// Steps in one stage run side by side (the checks that read the code; the unit tests and the tests' Python venv beside
// the build): on two cores each leaves the others the time it spends waiting (docs/PERFORMANCE.md, "The test
// suite's time"). Their output is held and printed whole when each ends, so a failure reads as one block.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

const stages = [
  [["types", bin("next"), ["typegen"]]],
  [
    ["type check", bin("tsc"), ["--noEmit"]],
    ["lint", bin("eslint"), [".", "--max-warnings=0"]],
    ["formatting", bin("prettier"), ["--check", "."]],
  ],
  [
    // The tests' Python venv (PyPI: mostly waiting on the network) is first needed by the API tests.
    ["test tools", bin("tsx"), ["tests/tools/python.ts"]],
    ["unit tests", bin("vitest"), ["run", "--project", "unit"]],
    ["build", bin("next"), ["build"], { BUILD_TYPES_CHECKED: "1" }],
  ],
  // Files that share the server run two at a time; those that stop the database or read the query log run alone after.
  // The same suite on a three-member MongoDB replica set (issue 68, docs/SCALE.md) runs beside it: each run's files
  // that run alone leave a core to the other's.
  [
    ["API tests", bin("vitest"), ["run", "--project", "api", "--project", "api-alone"], { SKIP_BUILD: "1" }],
    ["API tests on a replica set", bin("vitest"), ["run", "--project", "api", "--project", "api-alone"], { SKIP_BUILD: "1", TEST_DB: "replica-set" }],
  ],
  [["end-to-end tests", bin("playwright"), ["test"], { SKIP_BUILD: "1" }]],
];

/** Runs one step; alone it prints as it goes, beside others its output is held until it ends. */
function run([name, cmd, args, extraEnv], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (alone) console.log(`\n=== ${name} ===`);
    const child = spawn(cmd, args, { cwd: root, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...env, ...extraEnv } });
    const out = [];
    child.stdout?.on("data", (d) => out.push(d));
    child.stderr?.on("data", (d) => out.push(d));
    child.on("close", (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(out).toString()}`);
      console.log(code === 0 ? `✓ ${name} (${secs} s)` : `\n✗ ${name} failed (${secs} s)`);
      resolve(code ?? 1);
    });
  });
}

const only = process.argv.slice(2);
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
  if (!steps.length) continue;
  const codes = await Promise.all(steps.map((s) => run(s, steps.length === 1)));
  const failed = codes.find((c) => c !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log("\nAll test steps passed.");
