/**
 * Keeps numbers with their units on one line ("±0.5 mm", "8 × 4 ft",
 * "System-32 lines", "Ø35 mm"): on a 390 px phone a plain space lets "±0.5"
 * end one line and "mm" start the next, and Chrome breaks "System-32" after
 * its hyphen. Pure string work, shared by server components and client islands; safe to
 * apply twice.
 */

export const NBSP = "\u00a0";
/** U+2011, a hyphen that never breaks (in the site's font subset, U+2000–206F). */
export const NB_HYPHEN = "\u2011";

const UNITS = ["mm", "cm", "m", "ft", "kg", "KB", "MB", "px", "sheets?", "parts?", "holes?", "lines?", "working days?", "days?", "years?", "hours?", "%"];

/** A number (with ±, Ø, decimals, ranges such as 0.45–2) followed by a space and a unit. */
const NUMBER_UNIT = new RegExp(`([±Ø]?\\d[\\d.,]*(?:[–-]\u2060?\\d[\\d.,]*)?) (?=(?:${UNITS.join("|")})(?![\\p{L}]))`, "gu");
/** U+2060 WORD JOINER: no break, no glyph; after the en dash of a range ("0.45–2"), where browsers may break. */
export const WORD_JOINER = "\u2060";

/** "0.45–2", "1–2": a range of numbers. */
const RANGE = /(\d)–(?!\u2060)(?=\d)/g;
/** "System-32", "MDF-18": a word joined to a number by a hyphen. */
const WORD_HYPHEN_NUMBER = /(\p{L})-(?=\d)/gu;
/** "2440 × 1220", "8 × 4": both spaces around the multiplication sign. */
const TIMES = /(\d) × (?=\d)/g;

/** The text with non-breaking spaces (and hyphens) where a number meets its unit. */
export function keepUnitsTogether(text: string): string {
  return text
    .replace(WORD_HYPHEN_NUMBER, `$1${NB_HYPHEN}`)
    .replace(RANGE, `$1–${WORD_JOINER}`)
    .replace(TIMES, `$1${NBSP}×${NBSP}`)
    .replace(NUMBER_UNIT, `$1${NBSP}`);
}

/** "1220 × 2440 mm" with non-breaking spaces: the one way the site writes a size. */
export function formatSizeMm(length: number, width: number): string {
  return `${length}${NBSP}×${NBSP}${width}${NBSP}mm`;
}
