import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The PDFs' fonts: Noto Sans for Latin text (and the rupee sign), Noto Sans Tamil for Tamil,
 * embedded (pdfkit keeps only the glyphs used) so that a name or address in Tamil prints as
 * written. Noto Sans Tamil has no Latin letters and Noto Sans no Tamil, so a text is written in
 * runs, each in the font of its script (fontkit shapes the Tamil runs). Files: assets/fonts/.
 */
export type Weight = "regular" | "bold";

const DIR = path.join(process.cwd(), "assets", "fonts");
const FILES = {
  "latin-regular": "NotoSans-Regular.ttf",
  "latin-bold": "NotoSans-Bold.ttf",
  "tamil-regular": "NotoSansTamil-Regular.ttf",
  "tamil-bold": "NotoSansTamil-Bold.ttf",
} as const;

/** The font files, read from disk once per process (not on every PDF request). */
let loaded: [string, Buffer][] | null = null;

export function registerFonts(doc: PDFKit.PDFDocument): void {
  loaded ??= Object.entries(FILES).map(([name, file]) => [name, readFileSync(path.join(DIR, file))]);
  for (const [name, data] of loaded) doc.registerFont(name, data);
}

/** Tamil letters and signs; neutral characters (spaces, digits, punctuation) stay in the run they are in. */
const TAMIL = /[\u0B80-\u0BFF]/;
const LATIN = /[^\s\d\p{P}\p{S}\u0B80-\u0BFF\u200B-\u200D]/u;

/** The text cut where its script changes between Tamil and the rest. */
export function scriptRuns(text: string): { tamil: boolean; text: string }[] {
  const runs: { tamil: boolean; text: string }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const tamil = TAMIL.test(ch) ? true : LATIN.test(ch) ? false : (last?.tamil ?? false);
    if (last && last.tamil === tamil) last.text += ch;
    else runs.push({ tamil, text: ch });
  }
  return runs;
}

/** Noto Sans Tamil's ascender (870 of 1,000 units, Noto Sans's 1,069): where a mixed line's baseline is set. */
const TAMIL_ASCENDER = 0.87;

/**
 * `doc.text` in the right fonts: at (x, y) when given, else where the last text ended. One run is
 * one call; several are chained with `continued`, so wrapping and alignment treat them as one text.
 * Every text stands on one baseline whatever its script (pdfkit sets each font's text from its own
 * ascender, which put Latin 0.2 em below Tamil, in one line and across a table's row), and a text of
 * both scripts that fits its width is aligned right or centred as a whole (pdfkit aligns each run of a
 * `continued` text on its own).
 */
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  weight: Weight,
  at: { x: number; y: number } | null,
  options: PDFKit.Mixins.TextOptions = {},
): void {
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ tamil: false, text: "" });
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  let o: PDFKit.Mixins.TextOptions = { ...options, baseline: -TAMIL_ASCENDER * size };
  let start = at;
  if (runs.length > 1) {
    const width = widthOf(doc, text, weight);
    if (at && options.width && (options.align === "right" || options.align === "center") && width <= options.width) {
      const room = options.width - width;
      start = { x: at.x + (options.align === "right" ? room : room / 2), y: at.y };
      o = { ...o, align: "left", width: width + 1 };
    }
  }
  runs.forEach((run, i) => {
    doc.font(`${run.tamil ? "tamil" : "latin"}-${weight}`);
    const each = { ...o, continued: i < runs.length - 1 || !!options.continued };
    if (i === 0 && start) doc.text(run.text, start.x, start.y, each);
    else doc.text(run.text, each);
  });
}

/** The width of a text on one line in the current size, each run in its script's font. */
export function widthOf(doc: PDFKit.PDFDocument, text: string, weight: Weight): number {
  return scriptRuns(text).reduce((sum, run) => sum + doc.font(`${run.tamil ? "tamil" : "latin"}-${weight}`).widthOfString(run.text), 0);
}

/**
 * The height of a text wrapped to `width`. A text of one script is measured by pdfkit in its font; one of both
 * scripts is wrapped word by word here (pdfkit measures in one font, which has no glyphs for the other script and so
 * measured a Tamil-and-Latin description a line short: its second line ran into the next row). Non-breaking spaces
 * bind as they do when written ("8 × 4 ft" stays whole).
 */
export function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, weight: Weight = "regular"): number {
  const runs = scriptRuns(text);
  if (runs.length <= 1) return doc.font(`${runs[0]?.tamil ? "tamil" : "latin"}-${weight}`).heightOfString(text, { width });
  const space = widthOf(doc, " ", weight);
  let lines = 1;
  let x = 0;
  for (const word of text.split(/[ \t\n]+/).filter(Boolean)) {
    const w = widthOf(doc, word, weight);
    if (x > 0 && x + space + w > width) {
      lines++;
      x = w;
    } else x += (x > 0 ? space : 0) + w;
  }
  const lineHeight = Math.max(doc.font(`latin-${weight}`).currentLineHeight(true), doc.font(`tamil-${weight}`).currentLineHeight(true));
  return lines * lineHeight;
}
