/**
 * Stored offcuts in a plan (pure). A plan is made on the store's pieces grouped
 * by size and price (one stock row per group, so the optimiser sees few rows);
 * then each sheet cut from a group is given one real piece of it, by id, so the
 * order, the pack and the reservation name the piece to pull from the rack.
 */
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { BoardSource } from "@/lib/cutting/list/plan-inputs";

export interface PieceGroup {
  length: number;
  width: number;
  pricePaise: number;
  /** The pieces' ids, in the order they are handed out. */
  ids: string[];
}

/** Most groups of pieces offered to one material's plan (the largest first). */
export const MAX_PIECE_GROUPS = 12;

/** How a stored piece is named wherever a customer may read it: its size first, its id (for the rack) after (issue 36). */
export const offcutLabel = (id: string, length: number, width: number) => `Stored offcut ${length} × ${width} mm (${id})`;

/** Free pieces of one material → groups of equal size and price, largest first, at most MAX_PIECE_GROUPS. */
export function groupPieces(pieces: { id: string; length: number; width: number; pricePaise: number }[]): PieceGroup[] {
  const groups = new Map<string, PieceGroup>();
  for (const p of pieces) {
    const key = `${p.length}x${p.width}@${p.pricePaise}`;
    const g = groups.get(key);
    if (g) g.ids.push(p.id);
    else groups.set(key, { length: p.length, width: p.width, pricePaise: p.pricePaise, ids: [p.id] });
  }
  return [...groups.values()].sort((a, b) => b.length * b.width - a.length * a.width || a.pricePaise - b.pricePaise).slice(0, MAX_PIECE_GROUPS);
}

/** The groups as the plan's sources (before the rack's boards). */
export function groupSources(groups: PieceGroup[]): BoardSource[] {
  return groups.map((g) => ({
    kind: "offcut",
    label: `Offcut from the store ${g.length} × ${g.width} mm`,
    length: g.length,
    width: g.width,
    pricePaise: g.pricePaise,
    quantity: g.ids.length,
  }));
}

/**
 * Gives each sheet cut from a group one piece of it: the plan's sources become
 * one source per piece used (quantity 1, its id) and the other sources as they
 * were, with every sheet's `stock` index moved to match. Returns the ids used.
 * A plan that uses no group is returned as it is.
 */
export function assignPieces(
  plan: MaterialPlan,
  groups: PieceGroup[],
  name: (id: string, g: PieceGroup) => Pick<BoardSource, "label" | "shelf"> = (id, g) => ({ label: offcutLabel(id, g.length, g.width) }),
): { plan: MaterialPlan; ids: string[] } {
  const sources = plan.sources ?? [];
  const isGroup = (i: number) => i < groups.length && sources[i]?.kind === "offcut" && sources[i].offcut === undefined;
  if (!plan.plan.sheets.some((s) => isGroup(s.stock ?? 0))) return { plan, ids: [] };
  const next: BoardSource[] = [];
  const moved = new Map<number, number>();
  const handedOut = groups.map(() => 0);
  const ids: string[] = [];
  const sheets = plan.plan.sheets.map((sheet) => {
    const i = sheet.stock ?? 0;
    if (isGroup(i)) {
      const g = groups[i];
      const id = g.ids[handedOut[i]++];
      ids.push(id);
      next.push({
        kind: "offcut",
        ...name(id, g),
        length: g.length,
        width: g.width,
        pricePaise: g.pricePaise,
        quantity: 1,
        offcut: id,
      });
      return { ...sheet, stock: next.length - 1 };
    }
    if (!moved.has(i)) {
      next.push(sources[i]);
      moved.set(i, next.length - 1);
    }
    return { ...sheet, stock: moved.get(i)! };
  });
  // Keep the sources no sheet used (the rack's other sizes), so the plan still says what it could have used.
  sources.forEach((s, i) => {
    if (!isGroup(i) && !moved.has(i)) next.push(s);
  });
  return { plan: { ...plan, sources: next, plan: { ...plan.plan, sheets } }, ids };
}
