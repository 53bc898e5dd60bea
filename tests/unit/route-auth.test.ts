/**
 * Every route declares who may call it (issue 51): each `route(` of every route file under app/ names `auth` (a
 * permission of vocabulary/roles.ts, or "public", "user", "optional"), and every record route its permission. A route
 * that declares none fails here. (tests/api/permissions.test.ts then calls each console route as each role.)
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "@/vocabulary/roles";

const root = path.resolve(__dirname, "../..");

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** The declarations of a source: each `route(`'s `auth`, and each record route's `permission`. */
export function declarations(source: string): { calls: number; auths: string[] } {
  const calls = (source.match(/\broute(<[^>]*>)?\(/g) ?? []).length + (source.match(/\badminRecordRoutes\(/g) ?? []).length;
  const auths = [...source.matchAll(/\b(?:auth|permission): "([a-z.]+)"/g)].map((m) => m[1]);
  return { calls, auths };
}

const LEVELS = ["public", "user", "optional", ...PERMISSIONS];

describe("every route declares who may call it", () => {
  const files = routeFiles(path.join(root, "app"));
  it("finds the route files", () => expect(files.length).toBeGreaterThan(60));
  for (const file of files) {
    const rel = path.relative(root, file);
    it(rel, () => {
      const { calls, auths } = declarations(readFileSync(file, "utf8"));
      // A file of plain handlers (no route wrapper) has none to declare: the static-file routes and the QR redirect.
      if (calls === 0) return;
      expect(auths.length, `${rel}: each route( names auth`).toBeGreaterThanOrEqual(calls);
      for (const a of auths) expect(LEVELS, `${rel}: ${a}`).toContain(a);
    });
  }
  it("sees a route without a declaration", () => {
    expect(declarations(`export const GET = route(async () => new Response("x"));`)).toEqual({ calls: 1, auths: [] });
  });
});

/** The levels an `auth: "a" | "b"` of a text names (a table cell escapes its bars). */
const levelsNamed = (text: string) =>
  [...text.matchAll(/\bauth: ((?:"[a-z.-]+"(?:\s*\\?\|\s*)?)+)/g)].flatMap((m) => [...m[1].matchAll(/"([a-z.-]+)"/g)].map((q) => q[1]));

describe('the docs name only the levels the route wrapper takes (issue 66: `auth: "admin"` was stale)', () => {
  const docs = [
    "README.md",
    ...readdirSync(path.join(root, "docs"))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `docs/${f}`),
  ];
  it('every `auth: "…"` in README.md and docs/ is public, user, optional or a permission', () => {
    const named = docs.flatMap((f) => levelsNamed(readFileSync(path.join(root, f), "utf8")).map((level) => `${f}: ${level}`));
    expect(named.length).toBeGreaterThan(3);
    expect(named.filter((n) => !LEVELS.includes(n.split(": ")[1]))).toEqual([]);
    // The check reads a union as the docs write it, in a table cell too.
    expect(levelsNamed('`route(handler, { auth: "user" \\| "admin" \\| "optional" })`')).toEqual(["user", "admin", "optional"]);
  });
});
