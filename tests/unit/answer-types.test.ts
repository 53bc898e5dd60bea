/**
 * Answers typed at the source (issue 50, item 4): every JSON answer a route sends names its type
 * (`NextResponse.json<OrderAnswer>(…)`, never an inline `{…}` or `unknown`), and each browser function in
 * lib/client/api asks for exactly the type the route it calls answers with. What the types promise is checked
 * against docs/openapi.yaml on every answer of the API suite (tests/api/contract.ts).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

function filesUnder(dir: string, name: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(root, dir))) {
    const rel = path.join(dir, entry);
    if (statSync(path.join(root, rel)).isDirectory()) out.push(...filesUnder(rel, name));
    else if (name.test(entry)) out.push(rel);
  }
  return out;
}

/** The type argument after each `call<` (angle brackets balanced), with where it stands. */
export function typeArguments(source: string, call: RegExp): { type: string; at: number }[] {
  const out: { type: string; at: number }[] = [];
  for (const m of source.matchAll(new RegExp(`${call.source}<`, "g"))) {
    let depth = 1;
    let i = m.index! + m[0].length;
    const start = i;
    for (; i < source.length && depth > 0; i++) {
      if (source[i] === "<") depth++;
      else if (source[i] === ">" && source[i - 1] !== "=") depth--;
    }
    out.push({
      type: source
        .slice(start, i - 1)
        .replace(/\s+/g, " ")
        .trim(),
      at: i,
    });
  }
  return out;
}

/** Calls that answer JSON without naming its type. */
export function untypedAnswers(source: string): string[] {
  const bare = [...source.matchAll(/\b(?:NextResponse|Response)\.json\(/g)].map((m) => source.slice(m.index, m.index! + 60));
  return bare;
}

/** A named type: identifiers, generics over named types and arrays; no inline object, no unknown or any. */
export const isNamed = (type: string) => /^[A-Z]\w*(<[A-Z][\w<>, [\]]*>)?(\[\])?$/.test(type) && !/\b(unknown|any)\b/.test(type);

/** The named answers a route file sends. */
function routeAnswers(source: string): string[] {
  const types = typeArguments(source, /\b(?:NextResponse\.json|answerText)/).map((t) => t.type);
  // adminRecordRoutes: the PATCH answers Saved<its answer's type>, the DELETE Said.
  for (const m of source.matchAll(/answer: \([^)]*\): (\w+) =>/g)) types.push(`Saved<${m[1]}>`, "Said");
  return types;
}

const routeFiles = filesUnder("app", /^route\.ts$/);
const routes = routeFiles
  .map((file) => {
    const dir = path.dirname(file).replace(/^app/, "");
    const pattern = dir.replace(/\[[^\]]+\]/g, "[^/]+");
    return { file, dir, re: new RegExp(`^${pattern}$`), params: (dir.match(/\[/g) ?? []).length };
  })
  .sort((a, b) => a.params - b.params);

/** The route a client call's address reaches: a `${…}` that starts a segment stands for it, one glued to a segment's end adds a query; the query is dropped. */
export function routeOf(address: string): string | undefined {
  const bare = address
    .replace(/^\$\{API_HOST\}/, "")
    .replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, (_, at: number, all: string) => (all[at - 1] === "/" ? "X" : ""))
    .split("?")[0]
    .replace(/\/$/, "");
  return routes.find((r) => r.re.test(bare))?.file;
}

/** The address literal right after `(`: a string or a template, as written. */
function addressAt(source: string, at: number): string | null {
  const m = /^\(\s*(["`])/.exec(source.slice(at));
  if (!m) return null;
  const quote = m[1];
  let i = at + m[0].length;
  let depth = 0;
  let out = "";
  for (; i < source.length; i++) {
    const c = source[i];
    if (depth === 0 && c === quote) break;
    if (c === "{" && source[i - 1] === "$") depth++;
    else if (c === "}" && depth > 0) depth--;
    out += c;
  }
  return out;
}

describe("every JSON answer names its type", () => {
  const servers = [...routeFiles, ...filesUnder("lib/http", /\.ts$/)];

  it("finds the route files and their answers", () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(50);
    expect(routeAnswers(read("app/api/admin/batches/route.ts"))).toEqual(["BatchesAnswer", "Saved<BatchAnswer>"]);
  });

  it("can fail: an inline or unknown answer type is caught", () => {
    const bad = 'NextResponse.json<{ message: string }>({ message: "x" }); NextResponse.json({ a: 1 }); NextResponse.json<unknown>(x)';
    expect(untypedAnswers(bad)).toHaveLength(1);
    expect(typeArguments(bad, /\bNextResponse\.json/).map((t) => isNamed(t.type))).toEqual([false, false]);
    expect(isNamed("Saved<OrderAnswer>")).toBe(true);
    expect(isNamed("AdminService[]")).toBe(true);
  });

  for (const file of servers) {
    const source = read(file);
    if (!/\b(?:NextResponse|Response)\.json\b|answerText</.test(source)) continue;
    it(`${file}: every answer is a named type`, () => {
      expect(untypedAnswers(source), "answer without a type argument").toEqual([]);
      for (const t of typeArguments(source, /\b(?:NextResponse\.json|answerText)/)) expect(isNamed(t.type), `${file}: json<${t.type}>`).toBe(true);
    });
  }
});

describe("each browser call asks for the type its route answers with", () => {
  const clients = filesUnder("lib/client/api", /\.ts$/).filter((f) => !f.endsWith("request.ts"));

  it("can fail: a call to a route that answers another type is caught", () => {
    expect(routeOf("/api/admin/batches/${id}")).toBe("app/api/admin/batches/[id]/route.ts");
    expect(routeOf("/api/admin/gallery/order")).toBe("app/api/admin/gallery/order/route.ts");
    expect(routeOf("/api/user/?page=${page}")).toBe("app/api/user/route.ts");
    expect(routeAnswers(read("app/api/admin/batches/[id]/route.ts"))).not.toContain("BatchesAnswer");
  });

  for (const file of clients) {
    const source = read(file);
    const calls = typeArguments(source, /\bapi(?:Request|Response)/);
    if (!calls.length) continue;
    it(`${file}: ${calls.length} call(s), each typed as its route answers`, () => {
      for (const { type, at } of calls) {
        expect(isNamed(type), `${file}: apiRequest<${type}>`).toBe(true);
        const address = addressAt(source, at);
        expect(address, `${file}: apiRequest<${type}> is called with a written /api address`).toMatch(/^(\$\{API_HOST\})?\/api\//);
        const route = routeOf(address!);
        expect(route, `${file}: ${address} is a route`).toBeTruthy();
        expect(routeAnswers(read(route!)), `${file}: ${address} (${route}) answers ${type}`).toContain(type);
      }
    });
  }
});
