/**
 * The Pattern Exchange file's text (PTX, Magi-Cut's specification v1.21, the format Cut Rite and Magi-Cut hand a
 * beam saw): comma-separated records, one per line (CRLF), each opening with its family's name. Text fields are
 * quoted (a comma or a quote inside stays one field; a quote is doubled); numbers are written plainly (no
 * thousands separator, at most two decimals, "720" not "720.00"); an absent optional field is an empty cell, never
 * a zero (zero is a value the saw obeys). Only ASCII reaches a saw: other letters are transliterated where a
 * Latin form exists and left out otherwise (./ascii.ts), and the caller keeps a reference in every field a saw
 * prints. Pure, client-safe.
 */

export type Cell = string | number | null | undefined;

/** A text cell: quoted, with quotes doubled. */
export const text = (value: string) => ({ text: value });
export type Field = Cell | { text: string };

function cell(f: Field): string {
  if (f === null || f === undefined) return "";
  if (typeof f === "object") return `"${f.text.replace(/"/g, '""')}"`;
  if (typeof f === "number") {
    if (!Number.isFinite(f)) throw new Error("a PTX number must be finite");
    return String(Math.round(f * 100) / 100);
  }
  return f;
}

/** One record: the family and its fields in the specification's order. */
export const record = (family: string, fields: readonly Field[]) => [family, ...fields.map(cell)].join(",");

/** The whole file: the records in order, each line ended by CRLF. */
export const ptxText = (lines: readonly string[]) => lines.map((l) => `${l}\r\n`).join("");

/** A day as the specification writes dates: DD/MM/YYYY (the day in India). */
export function ptxDate(at: Date): string {
  const ist = new Date(at.getTime() + 5.5 * 3600_000);
  const dd = String(ist.getUTCDate()).padStart(2, "0");
  const mm = String(ist.getUTCMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${ist.getUTCFullYear()}`;
}
