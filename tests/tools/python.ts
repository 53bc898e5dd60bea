/**
 * The Python readers the tests check files with (ezdxf for DXF), in a venv of
 * their own at .venv-test, made on first use from tests/tools/requirements.txt
 * (PyPI). `npm test` therefore needs python3 with venv, nothing installed by hand.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// __dirname: this file is loaded by Vitest, by Playwright (as CommonJS) and by tsx alike.
const here = __dirname;
const root = path.resolve(here, "../..");
const venv = path.join(root, ".venv-test");
const python = path.join(venv, "bin", "python");
const requirements = path.join(here, "requirements.txt");
const stamp = path.join(venv, "requirements.txt");

/** The venv's python, made or brought up to date with the requirements first. */
export function testPython(): string {
  const wanted = readFileSync(requirements, "utf8");
  if (existsSync(python) && existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) return python;
  if (!existsSync(python)) execFileSync("python3", ["-m", "venv", venv], { stdio: "inherit" });
  execFileSync(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", requirements], { stdio: "inherit" });
  writeFileSync(stamp, wanted);
  return python;
}

/** Runs tests/tools/<script> with the venv's python and parses its JSON output. */
export function runPythonJson<T>(script: string, args: string[]): T {
  const out = execFileSync(testPython(), [path.join(here, script), ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out) as T;
}

// `tsx tests/tools/python.ts`: make the venv ahead of the tests (npm test's "test tools" step), so no test waits on PyPI.
if (process.argv[1] && path.resolve(process.argv[1]) === __filename) console.log(`test python: ${testPython()}`);
