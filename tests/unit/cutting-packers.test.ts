/**
 * The packers besides the greedy one: the strip filler (strip-filler.ts) and
 * the rectangle-first packer (best-fit.ts). Every layout either makes is a
 * sound guillotine tree on the bin (each cut splits its piece exactly, each
 * part sits in a leaf of its own size, grain-locked parts are never turned),
 * places each part at most once, and accounts for every part (placed or
 * returned). On a kitchen's parts the strip filler fills the first board more
 * densely than the greedy packer's portfolio.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildStockProblem } from "@/lib/cutting/engine/stock-search";
import { fillers } from "@/lib/cutting/engine/fillers";
import type { Item } from "@/lib/cutting/engine/items";
import { fillSheet, type Node } from "@/lib/cutting/engine/sheet-packer";
import { fillSheetBestFit } from "@/lib/cutting/engine/best-fit";
import { stripFill } from "@/lib/cutting/engine/strip-filler";
import { stockInstances } from "../../bench/cutting/stock";

/** The problems of the tree, or [] when it is sound. */
function treeProblems(root: Node, L: number, W: number): string[] {
  const out: string[] = [];
  if (root.x !== 0 || root.y !== 0 || root.l !== L || root.w !== W) out.push("the root is not the bin");
  const walk = (n: Node) => {
    if (n.kids) {
      const [a, b] = n.kids;
      const at = n.cut!.at;
      const sound =
        n.cut!.axis === "x"
          ? a.x === n.x && b.x === at && a.l + b.l === n.l && a.y === n.y && b.y === n.y && a.w === n.w && b.w === n.w && a.l > 0
          : a.y === n.y && b.y === at && a.w + b.w === n.w && a.x === n.x && b.x === n.x && a.l === n.l && b.l === n.l && a.w > 0;
      if (!sound) out.push(`an unsound ${n.cut!.axis} cut at ${at}`);
      if (n.item) out.push("a part on a piece that is cut again");
      walk(a);
      walk(b);
    } else if (n.item) {
      const [along, across] = n.rotated ? [n.item.w, n.item.l] : [n.item.l, n.item.w];
      if (along !== n.l || across !== n.w) out.push(`part ${n.item.id} in a leaf of another size`);
      if (n.rotated && !n.item.turnable) out.push(`grain-locked part ${n.item.id} turned`);
    }
  };
  walk(root);
  return out;
}

function leafItems(root: Node): Item[] {
  const out: Item[] = [];
  const walk = (n: Node) => {
    if (n.item) out.push(n.item);
    n.kids?.forEach(walk);
  };
  walk(root);
  return out;
}

const problem = fc
  .record({ L: fc.integer({ min: 50, max: 3000 }), W: fc.integer({ min: 50, max: 1500 }), kerf: fc.constantFrom(0, 4, 40) })
  .chain(({ L, W, kerf }) =>
    fc.record({
      L: fc.constant(L),
      W: fc.constant(W),
      kerf: fc.constant(kerf),
      items: fc
        .array(
          fc.record({
            l: fc.integer({ min: 1, max: Math.round(L * 1.1) }),
            w: fc.integer({ min: 1, max: Math.round(W * 1.1) }),
            turnable: fc.boolean(),
            copies: fc.integer({ min: 1, max: 8 }),
          }),
          { maxLength: 12 },
        )
        .map((types) =>
          types
            .flatMap((t, part) => Array.from({ length: t.copies }, () => ({ part, l: t.l, w: t.w, turnable: t.turnable, area: t.l * t.w })))
            .map((it, id): Item => ({ ...it, id })),
        ),
    }),
  );

describe.each([
  ["stripFill", stripFill],
  ["fillSheetBestFit", (items: readonly Item[], L: number, W: number, kerf: number) => fillSheetBestFit(items, L, W, kerf, "max-area")],
] as const)("%s", (_, pack) => {
  it("makes a sound guillotine layout and accounts for every part (property-based)", () => {
    fc.assert(
      fc.property(problem, ({ L, W, kerf, items }) => {
        const { layout, rest } = pack(items, L, W, kerf);
        expect(treeProblems(layout.root, L, W)).toEqual([]);
        const placed = leafItems(layout.root);
        expect(new Set(placed.map((it) => it.id)).size).toBe(placed.length);
        expect(placed.map((it) => it.id).sort((a, b) => a - b)).toEqual(layout.items.map((it) => it.id).sort((a, b) => a - b));
        expect(layout.area).toBe(placed.reduce((s, it) => s + it.area, 0));
        expect([...placed, ...rest].map((it) => it.id).sort((a, b) => a - b)).toEqual(items.map((it) => it.id));
        // The parts are the caller's own objects, not copies.
        for (const it of placed) expect(items).toContain(it);
      }),
      { numRuns: 400 },
    );
  });
});

describe("stripFill", () => {
  it("fills a kitchen's first 8x4 more densely than 64 greedy fillers do", () => {
    const { types, items, kerf } = buildStockProblem(stockInstances.find((i) => i.name === "kitchen-l-shaped/rack")!.input);
    const { binL, binW } = types[0].problem;
    let greedy = 0;
    for (const f of fillers(items, 64, null, 0)) greedy = Math.max(greedy, fillSheet(f.order, binL, binW, kerf, f.rules).layout.area);
    const strips = stripFill(items, binL, binW, kerf).layout.area;
    expect(strips / (binL * binW)).toBeGreaterThan(0.97);
    expect(strips).toBeGreaterThan(greedy);
  });
});
