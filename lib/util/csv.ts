/**
 * The one CSV writer for every export (enquiries today; orders, cutting plans
 * and others tomorrow). Two rules, always applied:
 *
 * 1. Every cell is quoted (RFC 4180: quotes doubled), so a comma, semicolon,
 *    tab or line break inside a value can never start a new cell, whatever
 *    separator the spreadsheet's locale expects.
 * 2. Formula injection (OWASP "CSV injection") is neutralised: a cell that a
 *    spreadsheet could run as a formula gets a leading apostrophe. That is a
 *    cell whose first visible character is =, +, -, @ (or their full-width
 *    forms), a cell that starts with a tab or carriage return (some programs
 *    strip those first), and a cell in which a separator (`;`, `,`, tab, `|`,
 *    line break) is followed by one of those characters, for programs that
 *    split cells on a separator despite the quotes.
 *
 * The output starts with a UTF-8 byte-order mark (so that Excel reads Tamil
 * and other non-ASCII text correctly) and uses CRLF line ends.
 */
const TRIGGER = "=+\\-@\uFF1D\uFF0B\uFF0D\uFF20";
const DANGEROUS = new RegExp(`^[\\t\\r]|^[\\s\\u00A0\\u3000]*[${TRIGGER}]|[;,\\t|\\r\\n][\\s\\u00A0\\u3000]*[${TRIGGER}]`);

/** The value as a spreadsheet will show it but never run it. */
export function neutraliseFormula(value: string): string {
  return DANGEROUS.test(value) ? `'${value}` : value;
}

export type CsvValue = string | number | boolean | Date | null | undefined;

function text(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** One cell: neutralised, then always quoted. */
export function csvCell(value: CsvValue): string {
  return `"${neutraliseFormula(text(value)).replace(/"/g, '""')}"`;
}

export function csvRow(values: CsvValue[]): string {
  return values.map(csvCell).join(",");
}

/** A whole CSV document: BOM, header row, data rows, CRLF after every row. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  const lines = [csvRow(header), ...rows.map(csvRow)];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
