/**
 * A part's details in one short line, for its collapsed card on a phone (issue 38, item 12): the board, the grain
 * lock, the grain run, the bands and the holes, so a 30-part list is checked without opening every "More". Pure:
 * the words come from the page's language (`row.summary` in messages/islands/<locale>/cutlist.json).
 */
import { describeHoles, holesOf } from "./holes";
import { materialIn, materialName, type Catalog } from "./materials";
import { describeBands } from "./share";
import type { CutListRow } from "./types";
import { fill } from "@/lib/i18n/template";
import type { Say } from "@/lib/i18n/say";

export interface PartSummaryWords {
  grain: string;
  run: string;
  band: string;
  noBand: string;
  holes: string;
}

export function partSummary(
  row: Pick<CutListRow, "material" | "grain" | "run" | "edges" | "holes" | "note">,
  catalog: Catalog,
  words: PartSummaryWords,
  say: Say,
): string {
  const bits = [materialIn(catalog, row.material)?.label ?? materialName(row.material)];
  if (row.grain) bits.push(words.grain);
  const run = row.run?.trim();
  if (run) bits.push(fill(words.run, { run }));
  const bands = describeBands(row.edges);
  bits.push(bands ? fill(words.band, { bands }) : words.noBand);
  const holes = describeHoles(holesOf(row));
  if (holes) bits.push(fill(words.holes, { holes: say(holes) }));
  return bits.join(" · ");
}
