/**
 * The short WhatsApp summary of a cut list (parts, materials, sheets). Pure,
 * so the words are tested; the page opens whatsappLink(text).
 */
import type { Plan } from "@/lib/cutting/engine/types";
import type { Material } from "./materials";
import type { CutList } from "./types";

/** WhatsApp pre-filled text stays short: at most this many part lines, then "and n more". */
const MAX_PART_LINES = 15;

export function shareSummary(list: CutList, results: { material: Material; plan: Plan }[]): string {
  const pieces = list.rows.reduce((n, r) => n + r.quantity, 0);
  const sheets = results.reduce((n, r) => n + r.plan.summary.sheets, 0);
  const lines = [
    `Hello, here is my cut list: ${list.rows.length} ${list.rows.length === 1 ? "part" : "parts"}, ${pieces} pieces, ${sheets} ${sheets === 1 ? "sheet" : "sheets"} in all.`,
    ...results.map(
      (r) =>
        `• ${r.material.label}: ${r.plan.summary.sheets} × ${r.material.sheet.length} × ${r.material.sheet.width} mm, yield ${Math.round(r.plan.summary.yield * 100)}%`,
    ),
    "",
    ...list.rows.slice(0, MAX_PART_LINES).map((r) => `${r.name || "Part"}: ${r.length} × ${r.width} mm × ${r.quantity}${r.grain ? " (grain)" : ""}`),
  ];
  if (list.rows.length > MAX_PART_LINES) lines.push(`…and ${list.rows.length - MAX_PART_LINES} more (I can send the .xlsx).`);
  lines.push(`Saw kerf ${list.saw.kerf} mm, trim ${list.saw.trim} mm.`);
  return lines.join("\n");
}
