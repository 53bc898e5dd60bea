/**
 * A part's holes per piece: its own fields when any is set, otherwise what
 * its note states plainly (lists typed before the fields existed, and
 * customers who write boring in the note as on the paper sheets). The page
 * shows what it read from a note; the workshop confirms the price.
 *
 * Understood: a count before the word ("2 hinge cups", "2 × 35 mm cups",
 * "4 shelf pin holes", "2 hinges", "6 nos holes") or after it with a sign
 * ("hinge cups: 2", "holes x 4"). Cups and hinges are hinge cups; holes and
 * bores are other holes. A size in mm is never read as a count.
 */
import type { CutListRow, HoleCount } from "./types";
import { joined, said, type Refusal } from "@/lib/i18n/refusal";

const NOUN = String.raw`(hinge\s*cups?|cups?|hinges?|holes?|bores?)`;
// count, optional "nos"/"pcs", optional "× [Ø]35 [mm]", up to two describing words, then the noun.
const BEFORE = new RegExp(
  String.raw`(?<![\d.ø])(\d{1,3})(?![\d.])(?!\s*mm)\s*(?:(?:nos?|pcs?)\.?\s*)?(?:[x×*]\s*(?:(?:ø\s*)?\d{1,2}(?:\.\d)?\s*(?:mm)?\s+)?)?((?:[a-z-]+\s+){0,2}?)${NOUN}\b`,
  "giu",
);
const AFTER = new RegExp(String.raw`${NOUN}\s*[:=x×*-]\s*(\d{1,3})(?![\d.])(?!\s*mm)`, "giu");

const isHinge = (phrase: string) => /cup|hinge/i.test(phrase);

export function holesFromNote(note: string): HoleCount {
  const out: HoleCount = { hingeCups: 0, otherHoles: 0 };
  const text = note.toLowerCase();
  const rest = text.replace(BEFORE, (_m, count: string, words: string, noun: string) => {
    const n = Number(count);
    if (isHinge(`${words} ${noun}`)) out.hingeCups += n;
    else out.otherHoles += n;
    return " ";
  });
  for (const m of rest.matchAll(AFTER)) {
    const n = Number(m[2]);
    if (isHinge(m[1])) out.hingeCups += n;
    else out.otherHoles += n;
  }
  return out;
}

/** The holes the estimate, the pack and the messages count for one piece of `row`, and where they came from. */
export function holesOf(row: Pick<CutListRow, "holes" | "note">): HoleCount & { from: "fields" | "note" | "none" } {
  if (row.holes && (row.holes.hingeCups > 0 || row.holes.otherHoles > 0)) return { ...row.holes, from: "fields" };
  const read = holesFromNote(row.note ?? "");
  return { ...read, from: read.hingeCups || read.otherHoles ? "note" : "none" };
}

/** "2 hinge cups, 4 other holes" (per piece, keyed: said in the reader's language), or "" when none. */
export function describeHoles(h: HoleCount): Refusal | string {
  const parts = [];
  if (h.hingeCups) parts.push(said("hingeCups", { n: h.hingeCups }));
  if (h.otherHoles) parts.push(said("otherHoles", { n: h.otherHoles }));
  return joined(parts, "listComma");
}
