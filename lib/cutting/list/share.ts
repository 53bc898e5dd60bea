/**
 * The WhatsApp message of a cut list: everything the workshop needs to cut,
 * band and bore, one part per line as a person reads it on a phone, in the
 * language of the page it is sent from (its words: `share` in
 * messages/islands/<locale>/cutlist.json). Pure, so the words are tested; the
 * page opens whatsappLink(text).
 */
import { describeHoles, holesOf } from "./holes";
import { materialIn, type Catalog } from "./materials";
import { boardsWords, type PlannedMaterial } from "./plan-inputs";
import { MAX_LINK_CHARS } from "./share-link";
import { EDGE_KEYS, type CutList, type CutListRow } from "./types";
import type { CutListText } from "@/lib/i18n/islands/cutlist";
import { fill } from "@/lib/i18n/template";
import type { Say } from "@/lib/i18n/say";

/** The message's words in the page's language; `say` puts lib's English (holes, boards) in it. */
export type ShareWords = {
  text: CutListText["share"];
  /** The word for a part with its count's form: an ICU plural of `n` ("{n, plural, one {part} other {parts}}"). */
  partWord: string;
  say: Say;
};

/**
 * Longest message written out part by part: past it the message names how
 * many parts are left and gives the link that opens the whole list on the
 * site (lib/cutting/list/share-link.ts), or, without one, asks for the file.
 */
export const MAX_SHARE_CHARS = 2500;

/** "L1 L2 0.8 mm, W1 W2 2 mm" (the edges grouped by thickness), or "" when unbanded. */
export function describeBands(edges: CutListRow["edges"]): string {
  const byThickness = new Map<number, string[]>();
  for (const e of EDGE_KEYS) {
    const t = edges[e];
    if (t !== null) byThickness.set(t, [...(byThickness.get(t) ?? []), e.toUpperCase()]);
  }
  if (!byThickness.size) return "";
  return [...byThickness].map(([t, es]) => `${es.join(" ")} ${t} mm`).join(", ");
}

/** One part as a line: `3. Shutter: 716 × 396 mm × 2, MDF 18 mm, grain ↕, band L1 L2 W1 W2 1 mm, 2 hinge cups, "handle left"`. */
export function partLine(row: CutListRow, index: number, catalog: Catalog, { text: w, say }: ShareWords): string {
  const material = materialIn(catalog, row.material);
  const bits = [`${row.length} × ${row.width} mm × ${row.quantity}`, material ? material.label : row.material];
  if (row.grain) bits.push(w.grain);
  if (row.run?.trim()) bits.push(fill(w.run, { run: row.run.trim() }));
  const bands = describeBands(row.edges);
  if (bands) bits.push(fill(w.band, { bands }));
  const holes = describeHoles(holesOf(row));
  if (holes) bits.push(fill(w.holes, { holes: say(holes) }));
  if (row.note.trim()) bits.push(`"${row.note.trim().replace(/\s+/g, " ")}"`);
  return `${index + 1}. ${row.name.trim() || w.unnamed}: ${bits.join(", ")}`;
}

/** `wholeList`: the link of the whole list (share-link.ts), given when the list may not fit. */
export function shareSummary(
  list: CutList,
  results: Pick<PlannedMaterial, "material" | "plan" | "sources">[],
  catalog: Catalog,
  words: ShareWords,
  wholeList: string | null = null,
): string {
  const { text: w, say } = words;
  const pieces = list.rows.reduce((n, r) => n + r.quantity, 0);
  const sheets = results.reduce((n, r) => n + r.plan.summary.sheets, 0);
  const head = [
    fill(w.head, {
      n: list.rows.length,
      parts: fill(words.partWord, { n: list.rows.length }),
      pieces,
      sheets,
      sheetWord: fill(w.sheet, { n: sheets }),
    }),
    ...results.map((r) =>
      fill(w.material, { material: r.material.label, boards: say(boardsWords(r, r.plan)), yield: Math.round(r.plan.summary.yield * 100) }),
    ),
    fill(w.saw, { kerf: list.saw.kerf, trim: list.saw.trim }),
    "",
  ];
  const lines = [...head];
  let length = lines.join("\n").length;
  let shown = 0;
  for (const [i, row] of list.rows.entries()) {
    const line = partLine(row, i, catalog, words);
    // Room is kept for the closing line.
    if (length + line.length + 1 > MAX_SHARE_CHARS - 120) break;
    lines.push(line);
    length += line.length + 1;
    shown += 1;
  }
  const left = list.rows.length - shown;
  const more = fill(w.more, { n: left });
  if (left > 0 && wholeList && wholeList.length <= MAX_LINK_CHARS) lines.push(fill(w.moreLink, { more }), wholeList);
  else if (left > 0) lines.push(fill(w.moreFile, { more }));
  return lines.join("\n");
}
