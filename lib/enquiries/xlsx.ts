import ExcelJS from "exceljs";
import { cellText, EXPORT_COLUMNS, type EnquiryRow } from "./table";
import { neutraliseFormula } from "@/lib/util/csv";
import { setUpPrinting } from "@/lib/util/print-setup";

/**
 * The enquiries as an .xlsx workbook (the same library as the order sheets).
 * Every value is written as a plain string cell, never as a formula; the
 * formula prefix is neutralised as in the CSV as well, so that a copy-paste
 * into another sheet stays harmless.
 */
export async function enquiriesToXlsx(rows: EnquiryRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet("Enquiries", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const values: Record<string, string> = {};
    for (const c of EXPORT_COLUMNS) values[c.key] = neutraliseFormula(cellText(row, c.key));
    sheet.addRow(values);
  }
  sheet.getColumn("message").alignment = { wrapText: true, vertical: "top" };
  setUpPrinting(sheet, { footer: "Enquiries" });
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
