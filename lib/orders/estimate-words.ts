/**
 * An estimate's lines and remarks, and a paper's lines, as the customer reads them, in their language: the keyed words
 * each carries beside its English (lib/orders/estimate.ts, lib/money/tax-lines.ts). Orders placed and papers issued
 * before the words were kept carry only the English this code wrote, in a few fixed forms: those are read back into
 * the same keys here (never translated: a text that is not one of the forms is shown as written). Pure: the order's
 * page on the server and the cut-list page's estimate on the phone both use it.
 */
import { joined, said, type Refusal } from "@/lib/i18n/refusal";
import type { Estimate, EstimateLine } from "./estimate";

/** A board as an older estimate wrote it: the console's name, or one of the customer's or the store's pieces. */
function storedBoard(label: string): Refusal | string {
  let m = /^Stored offcut (\S+) × (\S+) mm \((\S+)\)$/.exec(label);
  if (m) return said("boardStoredOffcut", { length: m[1], width: m[2], id: m[3] });
  m = /^Offcut (\S+) \((\S+) × (\S+) mm\)$/.exec(label);
  if (m) return said("boardStoredOffcut", { length: m[2], width: m[3], id: m[1] });
  m = /^Your piece at the workshop, (\S+) × (\S+) mm(?:, from (\S+))?$/.exec(label);
  if (m) return m[3] ? said("shelfPieceFrom", { length: m[1], width: m[2], reference: m[3] }) : said("shelfPiece", { length: m[1], width: m[2] });
  m = /^Your board (\S+) × (\S+) mm$/.exec(label);
  if (m) return said("boardYours", { length: m[1], width: m[2] });
  m = /^Offcut from the store (\S+) × (\S+) mm$/.exec(label);
  if (m) return said("boardFromStore", { length: m[1], width: m[2] });
  return label;
}

const PASTING: Record<string, string> = { "hot press": "hotPress", "contact adhesive": "contactAdhesive" };

/** An older line's keyed words, or null when its English is not one this code wrote. */
export function storedLineWords(label: string): Refusal | null {
  const exact: Record<string, Refusal> = {
    "Hinge cups (Ø35 mm)": said("lineHingeCups"),
    "Other holes": said("lineOtherHoles"),
    "Job work as confirmed": said("lineJobWork"),
  };
  if (exact[label]) return exact[label];
  let m = /^Cutting: (.+)$/.exec(label);
  if (m) return said("lineCutting", { material: m[1] });
  m = /^Edge banding (\S+) mm$/.exec(label);
  if (m) return said("lineBanding", { thickness: m[1] });
  m = /^Pasting: (.+)$/.exec(label);
  if (m && PASTING[m[1]]) return said("linePasting", { method: PASTING[m[1]] });
  m = /^Board: (.+?), (.+)$/.exec(label);
  if (m) return said("lineBoard", { material: m[1], board: m[2] });
  m = /^(.+): your own boards, cut to size and edge banded$/.exec(label);
  if (m) return said("lineOwnBoards", { material: m[1] });
  // A piece's line: its name, then the material after the first ": " that ends a name this code wrote.
  for (let at = label.indexOf(": "); at > 0; at = label.indexOf(": ", at + 1)) {
    const board = storedBoard(label.slice(0, at));
    if (typeof board !== "string") return said("lineOffcut", { board, material: label.slice(at + 2) });
  }
  return null;
}

/** An older remark's keyed words, or null when its English is not one this code wrote. */
export function storedRemarkWords(remark: string): Refusal | null {
  if (remark === "Boards supplied by you: no board price included.") return said("remarkCustomerBoards");
  if (remark === "Pre-laminated boards are not pasted again.") return said("remarkNotPasted");
  let m = /^(.+): your boards are not enough; also bring (.+)\.$/.exec(remark);
  if (m) {
    const boards = m[2].split(" and ").map((b) => {
      const counted = /^(\d+) × (.+)$/.exec(b);
      return counted ? said("boardCount", { n: counted[1], board: storedBoard(counted[2]) }) : b;
    });
    return said("remarkBringMore", { material: m[1], boards: joined(boards, "listAnd") });
  }
  m = /^Not needed for this list: (\d+) × (.+), (.+)\.$/.exec(remark);
  if (m) return said("remarkNotNeeded", { n: m[1], what: storedBoard(m[2]), material: m[3] });
  m = /^Your pieces at the workshop save (\S+) against the same parts on the workshop's boards\.$/.exec(remark);
  if (m) return said("remarkShelfSaving", { amount: m[1] });
  m = /^Your pieces at the workshop save (\S+) with GST \((\S+) before GST\) against the same parts on the workshop's boards\.$/.exec(remark);
  if (m) return said("remarkShelfSavingGst", { amount: m[1], before: m[2] });
  return null;
}

/** A line's words: keyed when it carries them or this code wrote its English; else its English as written. */
export const lineWords = (line: Pick<EstimateLine, "label" | "said">): Refusal | string => line.said ?? storedLineWords(line.label) ?? line.label;

/** A paper's line's words, as `lineWords`. */
export const paperLineWords = (line: { description: string; said?: Refusal }): Refusal | string =>
  line.said ?? storedLineWords(line.description) ?? line.description;

/** An estimate's remarks' words, in order. */
export const remarkWords = (estimate: Pick<Estimate, "remarks" | "remarkWords">): (Refusal | string)[] =>
  estimate.remarkWords ?? estimate.remarks.map((r) => storedRemarkWords(r) ?? r);
