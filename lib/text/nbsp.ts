/**
 * Keeps numbers with their units on one line ("±0.5 mm", "8 × 4 ft",
 * "System-32 lines", "Ø35 mm"): on a 390 px phone a plain space lets "±0.5"
 * end one line and "mm" start the next. (A hyphen before a digit, as in
 * "System-32", is never a break opportunity: Unicode line breaking rule LB25.)
 * Pure string work, shared by server components and client islands; safe to
 * apply twice.
 */

export const NBSP = "\u00a0";

const UNITS = ["mm", "cm", "m", "ft", "kg", "KB", "MB", "px", "sheets?", "parts?", "holes?", "lines?", "working days?", "days?", "years?", "hours?", "%"];

/** A number (with ±, Ø, decimals, ranges such as 0.45–2) followed by a space and a unit. */
const NUMBER_UNIT = new RegExp(`([±Ø]?\\d[\\d.,]*(?:[–-]\\d[\\d.,]*)?) (?=(?:${UNITS.join("|")})(?![\\p{L}]))`, "gu");
/** "2440 × 1220", "8 × 4": both spaces around the multiplication sign. */
const TIMES = /(\d) × (?=\d)/g;

/** The text with non-breaking spaces where a number meets its unit. */
export function keepUnitsTogether(text: string): string {
  return text
    .replace(TIMES, `$1${NBSP}×${NBSP}`)
    .replace(NUMBER_UNIT, `$1${NBSP}`);
}

/** "1220 × 2440 mm" with non-breaking spaces: the one way the site writes a size. */
export function formatSizeMm(length: number, width: number): string {
  return `${length}${NBSP}×${NBSP}${width}${NBSP}mm`;
}
