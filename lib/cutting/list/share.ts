/**
 * The WhatsApp message of a cut list: everything the workshop needs to cut,
 * band and bore, one part per line as a person reads it on a phone. Pure, so
 * the words are tested; the page opens whatsappLink(text).
 */
import { describeHoles, holesOf } from "./holes";
import { materialIn, type Catalog } from "./materials";
import { boardsText, type PlannedMaterial } from "./plan-inputs";
import { MAX_LINK_CHARS } from "./share-link";
import { EDGE_KEYS, type CutList, type CutListRow } from "./types";

/**
 * Longest message written out part by part: past it the message names how
 * many parts are left and gives the link that opens the whole list on the
 * site (lib/cutting/list/share-link.ts), or, without one, asks for the file.
 */
export const MAX_SHARE_CHARS = 2500;

/** "band L1 L2 0.8 mm, W1 W2 2 mm" (the edges grouped by thickness), or "" when unbanded. */
export function describeBands(edges: CutListRow["edges"]): string {
  const byThickness = new Map<number, string[]>();
  for (const e of EDGE_KEYS) {
    const t = edges[e];
    if (t !== null) byThickness.set(t, [...(byThickness.get(t) ?? []), e.toUpperCase()]);
  }
  if (!byThickness.size) return "";
  return `band ${[...byThickness].map(([t, es]) => `${es.join(" ")} ${t} mm`).join(", ")}`;
}

/** One part as a line: `3. Shutter: 716 × 396 mm × 2, MDF 18 mm, grain ↕, band L1 L2 W1 W2 1 mm, 2 hinge cups, "handle left"`. */
export function partLine(row: CutListRow, index: number, catalog: Catalog): string {
  const material = materialIn(catalog, row.material);
  const bits = [`${row.length} × ${row.width} mm × ${row.quantity}`, material ? material.label : row.material];
  if (row.grain) bits.push("grain ↕ (length along the grain)");
  if (row.run?.trim()) bits.push(`grain run ${row.run.trim()} (cut side by side with the run's other parts, in list order)`);
  const bands = describeBands(row.edges);
  if (bands) bits.push(bands);
  const holes = describeHoles(holesOf(row));
  if (holes) bits.push(`${holes} per piece`);
  if (row.note.trim()) bits.push(`"${row.note.trim().replace(/\s+/g, " ")}"`);
  return `${index + 1}. ${row.name.trim() || "Part"}: ${bits.join(", ")}`;
}

/** `wholeList`: the link of the whole list (share-link.ts), given when the list may not fit. */
export function shareSummary(
  list: CutList,
  results: Pick<PlannedMaterial, "material" | "plan" | "sources">[],
  catalog: Catalog,
  wholeList: string | null = null,
): string {
  const pieces = list.rows.reduce((n, r) => n + r.quantity, 0);
  const sheets = results.reduce((n, r) => n + r.plan.summary.sheets, 0);
  const head = [
    `Hello, here is my cut list: ${list.rows.length} ${list.rows.length === 1 ? "part" : "parts"}, ${pieces} pieces, ${sheets} ${sheets === 1 ? "sheet" : "sheets"} in all.`,
    ...results.map((r) => `• ${r.material.label}: ${boardsText(r, r.plan)}, yield ${Math.round(r.plan.summary.yield * 100)}%`),
    `Saw kerf ${list.saw.kerf} mm, trim ${list.saw.trim} mm.`,
    "",
  ];
  const lines = [...head];
  let length = lines.join("\n").length;
  let shown = 0;
  for (const [i, row] of list.rows.entries()) {
    const line = partLine(row, i, catalog);
    // Room is kept for the closing line.
    if (length + line.length + 1 > MAX_SHARE_CHARS - 120) break;
    lines.push(line);
    length += line.length + 1;
    shown += 1;
  }
  const left = list.rows.length - shown;
  const more = `…and ${left} more ${left === 1 ? "part" : "parts"}`;
  if (left > 0 && wholeList && wholeList.length <= MAX_LINK_CHARS)
    lines.push(`${more}. Every part, with its bands, holes and notes, opens in this link:`, wholeList);
  else if (left > 0) lines.push(`${more}: too long for one message, I will send the list as an Excel file (.xlsx).`);
  return lines.join("\n");
}
