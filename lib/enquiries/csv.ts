import { cellText, EXPORT_COLUMNS, type EnquiryRow } from "./table";

/**
 * A spreadsheet program runs a cell that starts with =, +, - or @ (and tab or
 * carriage return, which some of them strip first) as a formula: a visitor could
 * type `=HYPERLINK(...)` into the contact form. Such cells get a leading
 * apostrophe, as OWASP's "CSV injection" advice says.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180 quoting: fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvField(value: string): string {
  const safe = neutraliseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: string[]): string {
  return values.map(csvField).join(",");
}

/**
 * The enquiries as CSV: a UTF-8 byte-order mark (so that Excel reads Tamil and
 * other non-ASCII names correctly), a header row, CRLF line ends.
 */
export function enquiriesToCsv(rows: EnquiryRow[]): string {
  const lines = [csvLine(EXPORT_COLUMNS.map((c) => c.header))];
  for (const row of rows) lines.push(csvLine(EXPORT_COLUMNS.map((c) => cellText(row, c.key))));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
