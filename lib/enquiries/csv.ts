import { toCsv } from "@/lib/util/csv";
import { cellText, EXPORT_COLUMNS, type EnquiryRow } from "./table";

/** The enquiries as CSV, through the shared writer (lib/util/csv.ts: every cell quoted and neutralised). */
export function enquiriesToCsv(rows: EnquiryRow[]): string {
  return toCsv(
    EXPORT_COLUMNS.map((c) => c.header),
    rows.map((row) => EXPORT_COLUMNS.map((c) => cellText(row, c.key))),
  );
}
