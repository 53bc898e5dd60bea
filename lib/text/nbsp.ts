/**
 * Keeps numbers with their units on one line ("±0.5 mm", "8 × 4 ft",
 * "System-32 lines", "0.45–2 mm"): on a 390 px phone a plain space lets
 * "±0.5" end one line and "mm" start the next, and Chrome also breaks after
 * the hyphen of "System-32" and the dash of "0.45–2". Spaces become U+00A0;
 * hyphenated and ranged figures are marked for a `white-space: nowrap` span
 * (components/ui/UnitText.tsx), so the text itself keeps its plain hyphen and
 * dash (search, copy and paste, tests read the copy as written). Pure string
 * work, shared by server components and client islands; idempotent.
 */

export const NBSP = "\u00a0";

const UNITS = [
  "mm",
  "cm",
  "m",
  "ft",
  "kg",
  "KB",
  "MB",
  "px",
  "sheets?",
  "parts?",
  "holes?",
  "lines?",
  "working days?",
  "days?",
  "years?",
  "hours?",
  "%",
];

/** A number (with ±, Ø, decimals, ranges such as 0.45–2) followed by a space and a unit. */
const NUMBER_UNIT = new RegExp(`([±Ø]?\\d[\\d.,]*(?:[–-]\\d[\\d.,]*)?) (?=(?:${UNITS.join("|")})(?![\\p{L}]))`, "gu");
/** "2440 × 1220", "8 × 4": both spaces around the multiplication sign. */
const TIMES = /(\d) × (?=\d)/g;

/** The text with non-breaking spaces where a number meets its unit. */
export function keepUnitsTogether(text: string): string {
  return text.replace(TIMES, `$1${NBSP}×${NBSP}`).replace(NUMBER_UNIT, `$1${NBSP}`);
}

/** "System-32 lines", "0.45–2 mm", "1–2": a hyphen or dash inside a figure, with the unit glued on by NBSP. */
const NOWRAP = /(?:\p{L}+-\d[\d.,]*|[±Ø]?\d[\d.,]*–\d[\d.,]*)(?:\u00a0[^\s\u00a0]+)*/gu;

export type TextPart = { text: string; nowrap: boolean };

/** `keepUnitsTogether(text)` cut into parts, the ones that must not wrap at their hyphen or dash marked. */
export function unitParts(text: string): TextPart[] {
  const glued = keepUnitsTogether(text);
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of glued.matchAll(NOWRAP)) {
    if (m.index > last) parts.push({ text: glued.slice(last, m.index), nowrap: false });
    parts.push({ text: m[0], nowrap: true });
    last = m.index + m[0].length;
  }
  if (last < glued.length) parts.push({ text: glued.slice(last), nowrap: false });
  return parts;
}

/** "1220 × 2440 mm" with non-breaking spaces: the one way the site writes a size. */
export function formatSizeMm(length: number, width: number): string {
  return `${length}${NBSP}×${NBSP}${width}${NBSP}mm`;
}
