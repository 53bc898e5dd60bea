/**
 * The layering, checked (issue 39, point 5; issue 36, the order's door): dependency-cruiser reads the import graph
 * of app/, lib/, models/ and components/ with the rules of .dependency-cruiser.cjs (no circle, nothing in lib/ imports
 * the HTTP layer or the routes, the order's collections only behind lib/orders/store/), and two rules that
 * need the files' contents are checked here: models/ imports no server-only module (only the shared vocabularies),
 * and no client module imports a server-only one.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");

interface Cruised {
  modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

const cruised: Cruised = JSON.parse(
  execFileSync(
    process.execPath,
    [
      path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs"),
      "--config",
      ".dependency-cruiser.cjs",
      "--output-type",
      "json",
      "app",
      "lib",
      "models",
      "components",
    ],
    { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: "utf8" },
  ),
);

const ours = (file: string) => /^(app|lib|models|components)\/.*\.(ts|tsx|mts|mjs)$/.test(file);
const contents = new Map<string, string>();
const text = (file: string) => contents.get(file) ?? contents.set(file, readFileSync(path.join(root, file), "utf8")).get(file)!;
const isServerOnly = (file: string) => ours(file) && /^import "server-only";/m.test(text(file));
const isClient = (file: string) => ours(file) && /^(?:"use client";|import "client-only";)/m.test(text(file));

const edges = cruised.modules.flatMap((m) => m.dependencies.map((d) => ({ from: m.source, to: d.resolved, types: d.dependencyTypes })));

describe("the import graph", () => {
  it("reads the whole tree", () => {
    expect(cruised.modules.filter((m) => ours(m.source)).length).toBeGreaterThan(300);
  });

  it("breaks none of the rules of .dependency-cruiser.cjs (no circle, no import upward, the order's door)", () => {
    expect(cruised.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it("models/ imports no server-only module: only the shared vocabularies", () => {
    expect(edges.filter((e) => e.from.startsWith("models/") && isServerOnly(e.to)).map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it("no client module imports a server-only one", () => {
    const wrong = edges.filter((e) => isClient(e.from) && isServerOnly(e.to) && !e.types.includes("type-only"));
    expect(wrong.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it("only the order's workflow writes its status and history (issue 50): every other change of an order leaves them alone", () => {
    // Every module that changes an order (through the store's change) other than the workflow itself.
    const changers = edges
      .filter((e) => e.to === "lib/orders/store/change.ts" || e.to === "lib/orders/workflow.ts")
      .map((e) => e.from)
      .filter((f) => f !== "lib/orders/workflow.ts" && !f.startsWith("lib/orders/store/") && f.startsWith("lib/"));
    expect(changers.length).toBeGreaterThan(4);
    const writes = (file: string) =>
      /\bset\.(status|history)\s*=|\b(set|fields)\s*:\s*\{[^}]*\b(status|history)\s*:|\bsave\(\s*\{[^}]*\b(status|history)\s*:/.test(text(file));
    expect(changers.filter(writes)).toEqual([]);
    // The check sees a status written where it is: the workflow writes one.
    expect(writes("lib/orders/workflow.ts") || /const fields: Partial<OrderDoc> = \{ status: to \}/.test(text("lib/orders/workflow.ts"))).toBe(true);
    expect(text("lib/orders/workflow.ts")).toMatch(/history: current\.history/);
  });

  it("only the order's author changes an order outside its money (issue 66): the batch asks lib/orders to join and leave", () => {
    // Outside lib/orders, only the money's own writes (payments, papers) open the order's door.
    const outside = edges
      .filter((e) => e.to === "lib/orders/store/change.ts" && !e.from.startsWith("lib/orders/") && !e.types.includes("type-only"))
      .map((e) => e.from)
      .filter((f) => /\bchangeOrder\b/.test(text(f)));
    expect([...new Set(outside)].sort()).toEqual(["lib/money/invoices.ts", "lib/money/payments.ts"]);
    // The batch's life joins and leaves through the author's module, which the check must see.
    expect(edges.some((e) => e.from === "lib/batches/life.ts" && e.to === "lib/orders/batch-membership.ts")).toBe(true);
    expect(text("lib/orders/workflow.ts")).not.toMatch(/export async function transition\(/);
  });

  it("sees what the rules are about: the door reads the order's model; money only names its type", () => {
    // The rules are only as good as their matching: check it on the graph's own vocabulary.
    const runtime = (e: (typeof edges)[number]) => !e.types.includes("type-only");
    expect(edges.some((e) => e.from === "lib/orders/store/change.ts" && e.to === "models/Order.ts" && runtime(e))).toBe(true);
    expect(edges.some((e) => e.from === "lib/money/payments.ts" && e.to === "models/Order.ts" && !runtime(e))).toBe(true);
    expect(edges.some((e) => e.from === "lib/money/payments.ts" && e.to === "models/Order.ts" && runtime(e))).toBe(false);
  });

  // Issue 66, item 3: a layout that shows the architecture. Each folder of lib/ (a loose file is its own) imports the
  // ones below it; the pairs that still import each other are named here with why, so a new one fails.
  const folderOf = (file: string) => {
    const parts = file.split("/");
    return parts[0] === "lib" && parts.length > 2 ? `lib/${parts[1]}` : file.replace(/\.(ts|tsx|mts|mjs)$/, "");
  };
  const ourEdges = edges.filter((e) => ours(e.from) && ours(e.to) && folderOf(e.from) !== folderOf(e.to));

  it("no two folders of lib/ import each other but the four named in docs/ARCHITECTURE.md", () => {
    const pairs = new Set(ourEdges.map((e) => `${folderOf(e.from)} → ${folderOf(e.to)}`));
    const mutual = [...pairs]
      .map((p) => p.split(" → "))
      .filter(([a, b]) => a.startsWith("lib/") && b.startsWith("lib/") && a < b && pairs.has(`${b} → ${a}`))
      .map(([a, b]) => `${a} ↔ ${b}`)
      .sort();
    expect(mutual).toEqual(["lib/backup ↔ lib/config", "lib/batches ↔ lib/orders", "lib/capacity ↔ lib/orders", "lib/cutting ↔ lib/sheets"]);
    const doc = readFileSync(path.join(root, "docs/ARCHITECTURE.md"), "utf8");
    for (const pair of mutual) expect(doc).toContain(pair.replace(" ↔ ", "` ↔ `"));
  });

  it("lib/ has three loose files (errors, config, answers); the vocabularies below the domains import no domain", () => {
    const loose = [...new Set(cruised.modules.map((m) => m.source))].filter((f) => /^lib\/[^/]+\.(ts|mts|mjs)$/.test(f)).sort();
    expect(loose).toEqual(["lib/answers.ts", "lib/config.ts", "lib/errors.ts"]);
    const below = (f: string) =>
      /^lib\/(vocabulary|validation|i18n|format|text|util|tax)\//.test(f) || ["lib/errors.ts", "lib/answers.ts"].includes(f);
    const up = ourEdges
      .filter((e) => /^lib\/(vocabulary|validation)\//.test(e.from) && e.to.startsWith("lib/") && !below(e.to) && e.to !== "lib/job-work/job-work.ts")
      .map((e) => `${e.from} → ${e.to}`);
    expect(up).toEqual([]);
  });

  it("at the top, nothing imports upward but models/ reading lib/'s vocabularies (components never app/, scripts never bench/)", () => {
    const top = (f: string) => f.split("/")[0];
    const wrong = edges.filter((e) => (top(e.from) === "components" && top(e.to) === "app") || (top(e.from) === "scripts" && top(e.to) === "bench"));
    expect(wrong.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });
});
