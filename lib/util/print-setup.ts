/**
 * How every workbook the site writes prints: A4, landscape when it is wide,
 * one page wide (as many pages down as it needs), the header row repeated on
 * every page, and no column narrower than its header. The blank order sheets
 * (scripts/sheets/build.ts) print the same way. Types only from exceljs, so
 * the browser's export loads the library on its own, when asked.
 */
import type { Worksheet } from "exceljs";

/** Wider than this many characters in all: printed landscape. */
const PORTRAIT_MAX_CHARS = 95;

export function setUpPrinting(sheet: Worksheet, { headerRow = 1, footer }: { headerRow?: number; footer?: string } = {}): void {
  const header = sheet.getRow(headerRow);
  let total = 0;
  sheet.columns.forEach((column, i) => {
    const title = String(header.getCell(i + 1).value ?? "");
    // A header never cut off: as wide as its text and a little room, at least the width it was given.
    column.width = Math.max(column.width ?? 10, title.length + 3);
    total += column.width;
  });
  sheet.pageSetup = {
    ...sheet.pageSetup,
    paperSize: 9, // A4
    orientation: total > PORTRAIT_MAX_CHARS ? "landscape" : "portrait",
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
    printTitlesRow: `${headerRow}:${headerRow}`,
  };
  if (footer) sheet.headerFooter = { oddFooter: `&L&8${footer}&R&8Page &P of &N` };
}
