/**
 * Issue 39: a doc cannot go stale silently. Every repository path the README, docs/ and the code's comments name
 * (lib/…, components/…, app/…, docs/…, and so on, with its extension) exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const SKIP = /node_modules|\.next|\.git$|\.data|test-results|\.bin|\.venv/;

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((f) => {
    const rel = path.join(dir, f);
    if (SKIP.test(rel)) return [];
    return statSync(path.join(root, rel)).isDirectory() ? walk(rel) : [rel];
  });
}

/** Paths that are written when a tool runs, not kept in the repository. */
const WRITTEN_BY_TOOLS = [
  // The benchmarks' latest results (bench/bench.mjs, bench/api-load.mjs), gitignored.
  /^bench\/results\//,
  // The bare Next.js app scripts/lib/bare-next.mjs writes in a temporary folder to measure against.
  /^app\/api\/constant\/route\.js$/,
];

const PATH =
  /(?<![\w/.-])((?:lib|components|app|models|tests|e2e|scripts|docs|tools|messages|public|bench|\.ci)\/[\w\-./[\]()@]+\.(?:tsx|ts|mjs|json|js|md|go|css|cjs|yaml|sh|xlsx))(?!\w)/g;

const sources = [
  "README.md",
  ...walk("docs").filter((f) => f.endsWith(".md")),
  ...["lib", "components", "app", "models", "scripts", "tools", "e2e", "tests", "bench"]
    .filter((d) => existsSync(path.join(root, d)))
    .flatMap(walk)
    .filter((f) => /\.(tsx?|mjs|cjs|js|go|sh)$/.test(f)),
];

describe("paths named in the README, docs and comments", () => {
  it("reads a real number of sources", () => {
    expect(sources.length).toBeGreaterThan(200);
  });

  it("all exist", () => {
    const missing = sources.flatMap((file) =>
      [...readFileSync(path.join(root, file), "utf8").matchAll(PATH)]
        .map((m) => m[1])
        .filter((p) => !WRITTEN_BY_TOOLS.some((w) => w.test(p)) && !existsSync(path.join(root, p)))
        .map((p) => `${file}: ${p}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});
