/**
 * Claims of docs/ARCHITECTURE.md a machine can check (issue 50, item 5), over the site's own code (app/, components/,
 * lib/, models/, comments left out):
 *
 * - every environment variable the server reads is parsed once, in lib/config/index.ts. Elsewhere only the values Next.js
 *   itself puts into the code at build time may be named: NODE_ENV, NEXT_PHASE and the business facts'
 *   NEXT_PUBLIC_* (inlined at build time: the seed of the business facts, lib/site/seed.ts, and the builder's credit);
 * - only lib/client/api names an API path (the calls, and the links to downloads in links.ts); the API's routes
 *   under app/api are where the paths live;
 * - only lib/format/money.ts turns paise into rupees (issue 66: one formatter, for pages, papers and machine files);
 * - every TanStack Query key is lib/client/query/keys.ts's (docs/ARCHITECTURE.md: a key written twice by hand drifts);
 * - the console saves through one path, lib/client/console-save.ts (issue 66): no console component makes its own mutation.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalRupees, formatRupees, parseRupees, rupeeValue } from "@/lib/format/money";

const root = path.resolve(__dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return files(rel);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.d\.m?ts$/.test(name) ? [rel] : [];
  });
}

/** The code without its comments (a block comment, or a line comment that is not part of a URL). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

const source = ["app", "components", "lib", "models"]
  .flatMap(files)
  .map((file) => ({ file, text: code(readFileSync(path.join(root, file), "utf8")) }));

/** Each `process.env…` of a file, with its line. */
function envReads(text: string): string[] {
  return text.split("\n").flatMap((line, i) => [...line.matchAll(/process\.env(\.[A-Za-z_]+|\[[^\]]*\])?/g)].map((m) => `${i + 1}: ${m[0]}`));
}
const BUILT_IN = /^\d+: process\.env\.(NODE_ENV|NEXT_PHASE|NEXT_PUBLIC_[A-Z_]+)$/;

describe("one source", () => {
  it("only lib/config/index.ts reads the environment (but for what Next.js inlines at build time)", () => {
    const others = source
      .filter(({ file }) => file !== path.join("lib", "config", "index.ts"))
      .flatMap(({ file, text }) =>
        envReads(text)
          .filter((read) => !BUILT_IN.test(read))
          .map((read) => `${file}:${read}`),
      );
    expect(others).toEqual([]);
    // The check sees a read when there is one.
    expect(envReads("const a = process.env.TRUST_PROXY;")).toEqual(["1: process.env.TRUST_PROXY"]);
  });

  it("only lib/client/api names an API path", () => {
    const apiPath = /["'`]\/api\/[A-Za-z$]|\}\/api\/[A-Za-z$]/;
    const others = source
      // lib/site-pages/changes.ts calls its own server's internal route (no page links to it), so it names it.
      .filter(({ file }) => !file.startsWith(path.join("lib", "client", "api")) && !file.startsWith(path.join("app", "api")))
      .filter(({ file }) => file !== path.join("lib", "site-pages", "changes.ts"))
      .flatMap(({ file, text }) => text.split("\n").flatMap((line, i) => (apiPath.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(others).toEqual([]);
    expect(apiPath.test("href={`${origin}/api/orders/${ref}/quote.pdf`}")).toBe(true);
  });

  it("every query key is lib/client/query/keys.ts's: none is written out where it is used", () => {
    const inline = /queryKey:\s*\[\s*["'`]/;
    const others = source
      .filter(({ file }) => file !== path.join("lib", "client", "query", "keys.ts"))
      .flatMap(({ file, text }) => text.split("\n").flatMap((line, i) => (inline.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(others).toEqual([]);
    expect(inline.test('queryKey: ["admin", "audit", query.toString()],')).toBe(true);
    expect(inline.test("queryKey: [...queryKeys.services, locale],")).toBe(false);
  });

  it("the console saves through lib/client/console-save.ts only", () => {
    const own = source
      .filter(({ file, text }) => file.startsWith(path.join("components", "admin")) && /\buseMutation\b/.test(text))
      .map(({ file }) => file);
    expect(own).toEqual([]);
    expect(source.some(({ file, text }) => file === path.join("lib", "client", "console-save.ts") && /\buseMutation\b/.test(text))).toBe(true);
  });

  it("only lib/format/money.ts turns paise into rupees", () => {
    // Paise divided by a hundred, then written out (toFixed, toLocaleString) or kept as a rupee figure.
    const ownFormatter = /[Pp]aise\)?\s*\/\s*100\b|\/\s*100\)\.(toFixed|toLocaleString)\(/;
    const others = source
      .filter(({ file }) => file !== path.join("lib", "format", "money.ts"))
      .flatMap(({ file, text }) => text.split("\n").flatMap((line, i) => (ownFormatter.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));
    expect(others).toEqual([]);
    expect(ownFormatter.test("const amount = (paise: number) => (paise / 100).toFixed(2);")).toBe(true);
    expect(ownFormatter.test("        d.totalPaise / 100,")).toBe(true);
    expect(ownFormatter.test("const money = (paise: number) => Math.round(paise) / 100;")).toBe(true);
    // A share of an amount is not a formatter.
    expect(ownFormatter.test("roundToRupee((confirmedPaise * percent) / 100)")).toBe(false);
  });
});

describe("the rupee formatter", () => {
  it("writes machine files' rupees as two decimals from whole paise, sign and all, and they read back", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (paise) => {
        expect(decimalRupees(paise)).toBe((paise / 100).toFixed(2).replace(/^-0\.00$/, "0.00"));
        expect(rupeeValue(paise)).toBe(Number(decimalRupees(paise)));
        if (paise >= 0 && paise < 1e11) expect(parseRupees(formatRupees(paise))).toBe(paise);
      }),
    );
    expect(decimalRupees(-1250)).toBe("-12.50");
    expect(formatRupees(123456700)).toBe("₹12,34,567.00");
  });
});
