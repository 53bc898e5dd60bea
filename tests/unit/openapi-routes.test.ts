/**
 * Every route file anywhere under app/ (app/api, app/uploads, app/media …) is documented in
 * docs/openapi.yaml with exactly the methods it implements, and nothing is
 * documented that does not exist. A new route file fails this test until its
 * author documents it (the runtime checks are in tests/api/openapi.test.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const ROUTE_ROOTS = ["app"];
const HTTP = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

type Doc = { paths: Record<string, Record<string, unknown>> };
const doc = load(readFileSync(path.join(root, "docs/openapi.yaml"), "utf8")) as Doc;

/** `app/api/user/[id]/route.ts` → `/api/user/{id}`; route groups `(x)` vanish. */
export function routePath(file: string): string {
  const rel = path.relative(path.join(root, "app"), path.dirname(file)).split(path.sep);
  const segs = rel.filter((s) => !/^\(.*\)$/.test(s)).map((s) => s.replace(/^\[(?:\.\.\.)?(.+)\]$/, "{$1}"));
  return `/${segs.join("/")}`;
}

function routeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...routeFiles(full));
    else if (/^route\.(ts|tsx|js|mjs)$/.test(name)) out.push(full);
  }
  return out;
}

/** The methods a route file implements: its own handlers, not the 405 answers from otherMethods(). */
export function implementedMethods(source: string): string[] {
  const allowed = /otherMethods\(\s*\[([^\]]*)\]/.exec(source);
  if (allowed) return [...allowed[1].matchAll(/"([A-Z]+)"/g)].map((m) => m[1]).sort();
  const found = new Set<string>();
  for (const m of HTTP) {
    if (new RegExp(`export\\s+(const|async\\s+function|function)\\s+${m}\\b`).test(source)) found.add(m);
    if (new RegExp(`export\\s+const\\s*\\{[^}]*\\b${m}\\b[^}]*\\}`).test(source)) found.add(m);
  }
  return [...found].sort();
}

const files = ROUTE_ROOTS.flatMap((r) => routeFiles(path.join(root, r)));

describe("docs/openapi.yaml covers every route file", () => {
  it("finds the route files", () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(routePath(path.join(root, "app/api/user/[id]/route.ts"))).toBe("/api/user/{id}");
  });

  for (const file of files) {
    const p = routePath(file);
    it(`${p} (${path.relative(root, file)}) is documented with the methods it implements`, () => {
      expect(Object.keys(doc.paths), `add ${p} to docs/openapi.yaml`).toContain(p);
      const documented = Object.keys(doc.paths[p])
        .filter((k) => (HTTP as readonly string[]).includes(k.toUpperCase()))
        .map((k) => k.toUpperCase())
        .sort();
      expect(documented, `methods of ${p}`).toEqual(implementedMethods(readFileSync(file, "utf8")));
    });
  }

  it("documents no path without a route file", () => {
    const existing = new Set(files.map(routePath));
    for (const p of Object.keys(doc.paths)) expect(existing.has(p), `${p} has no route file`).toBe(true);
  });
});
