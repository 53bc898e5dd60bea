/**
 * Reads a cut list from an .xlsx file (the site's cutting order sheet, the
 * combined cut-list sheet or the customer's own table with headings). exceljs
 * is loaded only when a file is imported, never with the page.
 */
import type { Catalog } from "../cutting/list/materials";
import { importTable, type Cell, type ImportResult, type SourceRow } from "../cutting/list/import";
import type { SawSettings } from "@/vocabulary/boards";
import { toEnglish } from "./tamil";
import { isKeyed, said } from "@/lib/i18n/refusal";

/** Largest spreadsheet accepted (the order sheets are about 20 KB). */
export const MAX_XLSX_BYTES = 5 * 1024 * 1024;

type ExcelValue = unknown;

/** A cell's value as the customer sees it: formula results, rich text joined, hyperlinks' text, dates as text. */
export function cellValue(v: ExcelValue): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") return v;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === "object") {
    const o = v as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: string };
    if ("result" in o) return cellValue(o.result);
    if (o.richText) return o.richText.map((r) => r.text).join("");
    if (typeof o.text === "string") return o.text;
    if (o.error) return o.error;
  }
  return String(v);
}

export async function importXlsx(data: ArrayBuffer, saw: SawSettings, catalog: Catalog): Promise<ImportResult> {
  if (data.byteLength > MAX_XLSX_BYTES)
    return { rows: [], problems: [{ row: 1, message: said("importTooLarge", { n: String(MAX_XLSX_BYTES / 1024 / 1024) }) }] };
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data);
  } catch {
    return { rows: [], problems: [{ row: 1, message: said("importNotXlsx") }] };
  }
  // The first worksheet that has a header row with Length and Width wins.
  let fallback: ImportResult | null = null;
  for (const sheet of workbook.worksheets) {
    const rows: SourceRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, number) => {
      const values = row.values as ExcelValue[]; // 1-based: values[0] is empty
      rows.push({ number, cells: values.slice(1).map(cellValue) });
    });
    if (!rows.length) continue;
    // A Tamil order sheet's own words are read as the English sheet's (lib/sheets/tamil.ts).
    const result = importTable(rows, saw, catalog, { read: toEnglish });
    const noHeader =
      result.rows.length === 0 &&
      result.problems.length === 1 &&
      isKeyed(result.problems[0].message) &&
      result.problems[0].message.key === "importNoHeader";
    if (!noHeader) return result;
    fallback ??= result;
  }
  return fallback ?? { rows: [], problems: [{ row: 1, message: said("importEmpty") }] };
}
