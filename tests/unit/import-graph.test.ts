/**
 * The layering, checked (issue 39, point 5; issue 36, the order's door): dependency-cruiser reads the import graph
 * of app/, lib/, models/, components/ and vocabulary/ with the rules of .dependency-cruiser.cjs (no circle, nothing in
 * lib/ imports the HTTP layer or the routes, models/ only vocabulary/, vocabulary/ nothing, the order's collections only
 * behind lib/orders/store/), and the rules that need the files' contents or the folders' graph are checked here.
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
      "vocabulary",
    ],
    { cwd: root, maxBuffer: 256 * 1024 * 1024, encoding: "utf8" },
  ),
);

const ours = (file: string) => /^(app|lib|models|components|vocabulary)\/.*\.(ts|tsx|mts|mjs)$/.test(file);
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

  it("models/ imports only vocabulary/, and vocabulary/ nothing of the project (issue 66: a layer below both)", () => {
    const top = (f: string) => f.split("/")[0];
    const fromModels = edges.filter((e) => top(e.from) === "models" && ours(e.to) && !["models", "vocabulary"].includes(top(e.to)));
    expect(fromModels.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
    const fromVocabulary = edges.filter((e) => top(e.from) === "vocabulary" && ours(e.to) && top(e.to) !== "vocabulary");
    expect(fromVocabulary.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
    // The check sees the models' imports: they read the vocabulary.
    expect(edges.some((e) => e.from === "models/Order.ts" && e.to === "vocabulary/order.ts")).toBe(true);
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

  it("the folders of lib/ import in one direction: the only circle is the order's life (orders, batches, capacity)", () => {
    const next = new Map<string, Set<string>>();
    for (const e of ourEdges)
      if (folderOf(e.from).startsWith("lib/") && folderOf(e.to).startsWith("lib/"))
        next.set(folderOf(e.from), (next.get(folderOf(e.from)) ?? new Set()).add(folderOf(e.to)));
    // The folders each folder reaches; two that reach each other stand in one circle.
    const reach = (from: string) => {
      const seen = new Set<string>();
      const walk = (f: string) => next.get(f)?.forEach((t) => !seen.has(t) && (seen.add(t), walk(t)));
      walk(from);
      return seen;
    };
    const reached = new Map([...next.keys()].map((f) => [f, reach(f)]));
    const inCircle = [...next.keys()].filter((f) => reached.get(f)!.has(f)).sort();
    expect(inCircle).toEqual(["lib/batches", "lib/capacity", "lib/orders"]);
    const doc = readFileSync(path.join(root, "docs/ARCHITECTURE.md"), "utf8");
    for (const pair of ["lib/batches` ↔ `lib/orders", "lib/capacity` ↔ `lib/orders"]) expect(doc).toContain(pair);
    // The check sees a circle where there is one.
    expect(reached.get("lib/orders")!.has("lib/batches") && reached.get("lib/batches")!.has("lib/orders")).toBe(true);
  });

  it("lib/ has two loose files (errors, answers); its words and checks below the domains import no domain", () => {
    const loose = [...new Set(cruised.modules.map((m) => m.source))].filter((f) => /^lib\/[^/]+\.(ts|mts|mjs)$/.test(f)).sort();
    expect(loose).toEqual(["lib/answers.ts", "lib/errors.ts"]);
    const below = (f: string) =>
      /^(vocabulary\/|lib\/(validation|i18n|format|text|util|tax)\/)/.test(f) || ["lib/errors.ts", "lib/answers.ts"].includes(f);
    const up = ourEdges
      .filter((e) => /^lib\/(validation|i18n|format|text|util)\//.test(e.from) && ours(e.to) && !below(e.to) && e.to !== "lib/job-work/job-work.ts")
      .map((e) => `${e.from} → ${e.to}`);
    expect(up).toEqual([]);
  });

  it("at the top, nothing imports upward (components never app/, scripts never bench/, models/ never lib/)", () => {
    const top = (f: string) => f.split("/")[0];
    const wrong = edges.filter(
      (e) =>
        (top(e.from) === "components" && top(e.to) === "app") ||
        (top(e.from) === "scripts" && top(e.to) === "bench") ||
        (top(e.from) === "models" && top(e.to) === "lib"),
    );
    expect(wrong.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });
});
