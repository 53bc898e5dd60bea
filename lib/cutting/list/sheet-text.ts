/**
 * A sheet of a plan in words, as the saw operator and the customer read it:
 * each cut, and the parts on the sheet. Pure; the cut-list page, its print
 * and the workshop pack all say it the same way.
 */
import type { Cut, Placement } from "@/lib/cutting/engine/types";
import { said, type Refusal } from "@/lib/i18n/refusal";

/** "Rip at y = 570 mm (x 10 → 2430)": a cut as the saw operator reads it (keyed, said in the reader's language). */
export function describeCut(c: Cut): Refusal {
  const horizontal = c.y1 === c.y2; // runs along x (the sheet's length)
  const at = horizontal ? `y = ${c.y1}` : `x = ${c.x1}`;
  const span = horizontal ? `x ${c.x1} → ${c.x2}` : `y ${c.y1} → ${c.y2}`;
  return said("cut", { kind: c.kind === "trim" || c.kind === "rip" ? c.kind : "cross", at, span });
}

/** A part's own name: as the customer wrote it, or "Part n" (keyed) for one they did not name. */
export const partWords = (part: { name: string; numbered?: number }): Refusal | string =>
  part.numbered ? said("partNumbered", { n: String(part.numbered) }) : part.name;

/** A part's name as a sheet lists it: "Drawer front (grain run A)" for a piece of a grain run; its own name otherwise. */
export function partName(part: { name: string; run?: string; numbered?: number }): Refusal | string {
  return part.run ? said("partInRun", { name: partWords(part), run: part.run }) : partWords(part);
}

/** "3 Shelf: 760 × 520 × 2 (1 turned)": one line per part and size, in the order they first appear; `turned` says "1 turned" in the page's language. */
export function partsOnSheet(
  placements: Pick<Placement, "part" | "length" | "width" | "rotated">[],
  name: (part: number) => string,
  turned: (count: number) => string = (count) => `${count} turned`,
): string[] {
  const groups = new Map<string, { count: number; turned: number }>();
  for (const pl of placements) {
    const key = `${name(pl.part)}: ${pl.rotated ? `${pl.width} × ${pl.length}` : `${pl.length} × ${pl.width}`}`;
    const g = groups.get(key) ?? { count: 0, turned: 0 };
    g.count += 1;
    if (pl.rotated) g.turned += 1;
    groups.set(key, g);
  }
  return [...groups].map(([key, g]) => `${key} × ${g.count}${g.turned ? ` (${turned(g.turned)})` : ""}`);
}
