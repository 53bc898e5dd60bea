/**
 * A priced sheet's guillotine tree, rebuilt from the plan as it was stored (its cuts, placements and offcuts): the
 * saw's file (./write.ts) is written from this, so the saw cuts the very plan the customer was priced on. Nothing
 * is optimised again: every piece boundary is one of the plan's own cuts, and every part and offcut must come out
 * as a leaf, or the sheet is refused.
 *
 * Geometry (lib/cutting/engine/types.ts): x along the board's length, y across it, from the board's corner; the
 * usable region is the board less `trim` on every edge; a cut's segment lies on the kerf's centre line and spans
 * the piece it divides edge to edge, so a piece ends half a kerf before the line and the next begins half a kerf
 * after it. A cut whose centre falls just past the piece's far edge (the blade takes a sliver and some air) ends
 * the piece there and leaves nothing after it.
 */
import type { Cut, Offcut, Placement, SheetPlan } from "@/lib/cutting/engine/types";

export interface Rect {
  x: number;
  y: number;
  /** Along x. */
  length: number;
  /** Along y. */
  width: number;
}

export type Leaf = { kind: "part"; placement: number } | { kind: "offcut"; offcut: number } | { kind: "waste" };

export interface Piece {
  rect: Rect;
  /** The plan's cut that ends this piece (its `seq`), or null when the piece runs to its parent's far edge. */
  cutAfter: number | null;
  /** The axis its siblings are laid along: "y" for pieces split off by rips, "x" by crosscuts. */
  along: "x" | "y";
  kids: Piece[];
  /** What a piece without kids is. */
  leaf: Leaf | null;
}

export class PlanNotWritable extends Error {}

const EPS = 0.06;
const tenth = (n: number) => Math.round(n * 10) / 10;
const near = (a: number, b: number) => Math.abs(a - b) <= EPS;

/** The cuts of `cuts` that cross the whole of `r`, all on one axis (a guillotine region has no other kind). */
function spanning(r: Rect, cuts: readonly Cut[], kerf: number): { along: "x" | "y"; cuts: Cut[] } | null {
  const reach = kerf / 2 + EPS;
  const cross = cuts.filter(
    (c) => c.kind === "crosscut" && c.x1 > r.x && c.x1 < r.x + r.length + reach && near(c.y1, r.y) && near(c.y2, r.y + r.width),
  );
  const rips = cuts.filter((c) => c.kind === "rip" && c.y1 > r.y && c.y1 < r.y + r.width + reach && near(c.x1, r.x) && near(c.x2, r.x + r.length));
  if (cross.length && rips.length) throw new PlanNotWritable("a rip and a crosscut both cross one piece: not a guillotine plan");
  if (cross.length) return { along: "x", cuts: cross.sort((a, b) => a.x1 - b.x1) };
  if (rips.length) return { along: "y", cuts: rips.sort((a, b) => a.y1 - b.y1) };
  return null;
}

/** The cuts lying inside `r` (both ends within it, allowing the half kerf past its far edges). */
function inside(r: Rect, cuts: readonly Cut[], kerf: number): Cut[] {
  const reach = kerf / 2 + EPS;
  return cuts.filter(
    (c) =>
      Math.min(c.x1, c.x2) >= r.x - EPS &&
      Math.max(c.x1, c.x2) <= r.x + r.length + reach &&
      Math.min(c.y1, c.y2) >= r.y - EPS &&
      Math.max(c.y1, c.y2) <= r.y + r.width + reach,
  );
}

interface Lookup {
  placements: readonly Placement[];
  offcuts: readonly Offcut[];
  used: Set<number>;
}

function leafOf(r: Rect, look: Lookup): Leaf {
  const same = (p: { x: number; y: number; length: number; width: number }) =>
    near(p.x, r.x) && near(p.y, r.y) && near(p.length, r.length) && near(p.width, r.width);
  const part = look.placements.findIndex((p, i) => !look.used.has(i) && same(p));
  if (part >= 0) {
    look.used.add(part);
    return { kind: "part", placement: part };
  }
  const stray = look.placements.findIndex((p, i) => !look.used.has(i) && near(p.x, r.x) && near(p.y, r.y));
  if (stray >= 0) throw new PlanNotWritable(`a part at ${r.x}, ${r.y} is not separated by the plan's cuts`);
  const offcut = look.offcuts.findIndex((o) => same(o));
  return offcut >= 0 ? { kind: "offcut", offcut } : { kind: "waste" };
}

function split(r: Rect, cuts: readonly Cut[], kerf: number, look: Lookup, along: "x" | "y"): Piece {
  const found = spanning(r, cuts, kerf);
  if (!found) return { rect: r, cutAfter: null, along, kids: [], leaf: leafOf(r, look) };
  const kids: Piece[] = [];
  const rest = cuts.filter((c) => !found.cuts.includes(c));
  const start = found.along === "x" ? r.x : r.y;
  const end = found.along === "x" ? r.x + r.length : r.y + r.width;
  let from = start;
  const piece = (a: number, b: number): Rect =>
    found.along === "x"
      ? { x: tenth(a), y: r.y, length: tenth(b - a), width: r.width }
      : { x: r.x, y: tenth(a), length: r.length, width: tenth(b - a) };
  const bounds = [...found.cuts.map((c) => ({ at: found.along === "x" ? c.x1 : c.y1, seq: c.seq as number | null })), { at: null, seq: null }];
  for (const b of bounds) {
    const to = b.at === null ? end : Math.min(end, b.at - kerf / 2);
    if (to - from > EPS) {
      const rect = piece(from, to);
      const sub = split(rect, inside(rect, rest, kerf), kerf, look, found.along);
      kids.push({ ...sub, cutAfter: b.seq, along: found.along });
    } else if (b.seq !== null && kids.length) {
      // A cut that takes only a sliver off the previous piece: that piece ends at it.
      kids[kids.length - 1] = { ...kids[kids.length - 1], cutAfter: b.seq };
    }
    if (b.at !== null) from = b.at + kerf / 2;
  }
  return { rect: r, cutAfter: null, along, kids, leaf: null };
}

/**
 * The saw trims a board's edges phase by phase (MATERIALS' front trims), not first as the drawing does: the board's
 * raw far edges are still on the pieces of the first two phases (a strip runs the board's whole length). So a piece
 * of those phases that reaches the usable region's far edge is ended by that edge's trim cut, and a part or offcut
 * the first phase releases is cut once more across, so that it leaves the saw with four cut edges.
 */
function closeRawEdges(root: Piece, usable: Rect, trims: readonly Cut[]): Piece {
  const far = (axis: "x" | "y") => (axis === "x" ? usable.x + usable.length : usable.y + usable.width);
  const trimAt = (axis: "x" | "y") =>
    trims.find((c) => (axis === "x" ? near(c.x1, far("x")) && near(c.x2, c.x1) : near(c.y1, far("y")) && near(c.y2, c.y1)))?.seq ?? null;
  const end = (p: Piece) => (p.along === "x" ? p.rect.x + p.rect.length : p.rect.y + p.rect.width);
  // Waste that reaches the edge falls away with the trim: no cut of its own.
  const close = (p: Piece): Piece =>
    p.cutAfter === null && p.leaf?.kind !== "waste" && near(end(p), far(p.along)) ? { ...p, cutAfter: trimAt(p.along) } : p;
  const first = root.kids.length ? root.kids : [{ ...root, along: "y" as const }];
  const kids = first.map((strip) => {
    const p = close(strip);
    if (p.kids.length) return { ...p, kids: p.kids.map(close) };
    // A board used whole (a stored offcut, the customer's leftover) has sawn edges: nothing raw to cut off.
    if (!trims.length || (p.leaf?.kind !== "part" && p.leaf?.kind !== "offcut")) return p;
    const across = close({ rect: p.rect, cutAfter: null, along: p.along === "x" ? "y" : "x", kids: [], leaf: p.leaf });
    return { ...p, leaf: null, kids: [across] };
  });
  return { ...root, kids, leaf: null };
}

/**
 * The sheet's tree: its usable region divided by the plan's cuts, phase by phase. Throws PlanNotWritable when a
 * part or an offcut does not come out as a piece of its own (a plan the saw could not cut as drawn).
 */
export function sheetTree(sheet: SheetPlan, board: { length: number; width: number }, trim: number, kerf: number): Piece {
  const usable: Rect = { x: trim, y: trim, length: tenth(board.length - 2 * trim), width: tenth(board.width - 2 * trim) };
  const look: Lookup = { placements: sheet.placements, offcuts: sheet.offcuts, used: new Set() };
  const root = split(
    usable,
    sheet.cuts.filter((c) => c.kind !== "trim"),
    kerf,
    look,
    "y",
  );
  if (look.used.size !== sheet.placements.length) throw new PlanNotWritable("a part of the plan lies in no piece of its cuts");
  return closeRawEdges(
    root,
    usable,
    sheet.cuts.filter((c) => c.kind === "trim"),
  );
}
