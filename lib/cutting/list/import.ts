/**
 * Import of cut lists from a table: the site's cutting order sheet and the
 * combined cut-list sheet (.xlsx, read in lib/sheets/import-xlsx.ts), CSV
 * files and blocks pasted from Excel or Google Sheets (tab-separated). Columns
 * are found by their headings; every row that cannot be taken exactly is
 * reported with its row number and reason, never guessed at.
 */
import { BAND_THICKNESSES, EDGE_KEYS, MAX_HOLES_PER_PIECE, type BandThickness, type EdgeKey } from "./types";
import { defaultMaterial, offeredMaterials, type Catalog } from "./materials";
import { type Material } from "@/vocabulary/boards";
import { checkDraft } from "./check";
import { emptyRow, NO_BANDS, type DraftRow } from "./draft";
import type { SawSettings } from "@/vocabulary/boards";
import { joined, said, type Refusal } from "@/lib/i18n/refusal";
import { fieldLabel } from "@/lib/i18n/field";

export type Cell = string | number | boolean | null | undefined;
export interface SourceRow {
  /** Row number as the customer sees it (spreadsheet row or CSV line). */
  number: number;
  cells: Cell[];
}
export interface RowProblem {
  row: number;
  /** Keyed (lib/i18n/refusal.ts): said in the page's language where it is shown. */
  message: Refusal | string;
}
export interface ImportResult {
  rows: DraftRow[];
  problems: RowProblem[];
}

type Column =
  | "name"
  | "material"
  | "grade"
  | "thickness"
  | "length"
  | "width"
  | "quantity"
  | "grain"
  | EdgeKey
  | "note"
  | "sizeType"
  | "hingeCups"
  | "otherHoles";

function norm(s: Cell): string {
  return String(s ?? "")
    .toLowerCase()
    .replace(/\(mm\)|\bmm\b/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Heading → column (normalised: lower case, no "(mm)", no punctuation). */
const HEADINGS: Record<string, Column> = {
  "part name": "name",
  part: "name",
  name: "name",
  description: "name",
  material: "material",
  board: "material",
  grade: "grade",
  thickness: "thickness",
  "length along grain": "length",
  length: "length",
  l: "length",
  width: "width",
  w: "width",
  quantity: "quantity",
  qty: "quantity",
  "quantity pieces": "quantity",
  nos: "quantity",
  "grain direction": "grain",
  grain: "grain",
  "grain lock": "grain",
  l1: "l1",
  "l1 band": "l1",
  l2: "l2",
  "l2 band": "l2",
  w1: "w1",
  "w1 band": "w1",
  w2: "w2",
  "w2 band": "w2",
  notes: "note",
  note: "note",
  remarks: "note",
  "hinge cups": "hingeCups",
  "hinge cups per piece": "hingeCups",
  cups: "hingeCups",
  holes: "otherHoles",
  "other holes": "otherHoles",
  "other holes per piece": "otherHoles",
  "holes per piece": "otherHoles",
  "finished or cut size": "sizeType",
};

/** Column positions found in a header row, or null when it is not one. */
export function headerColumns(cells: Cell[]): Partial<Record<Column, number>> | null {
  const out: Partial<Record<Column, number>> = {};
  cells.forEach((c, i) => {
    const col = HEADINGS[norm(c)];
    if (col && out[col] === undefined) out[col] = i;
  });
  return out.length !== undefined && out.width !== undefined ? out : null;
}

/** A pasted block without headings: name, length, width, quantity, then optionally material, grain, L1, L2, W1, W2, note, hinge cups, other holes. */
const POSITIONAL: Partial<Record<Column, number>> = {
  name: 0,
  length: 1,
  width: 2,
  quantity: 3,
  material: 4,
  grain: 5,
  l1: 6,
  l2: 7,
  w1: 8,
  w2: 9,
  note: 10,
  hingeCups: 11,
  otherHoles: 12,
};

/** The kinds of board the cutting sheet's material column names (its thickness in a column of its own). */
const SHEET_KINDS = ["plywood", "mdf", "hdhmr", "particle board", "pre lam particle board", "prelam particle board"];

/** The board a row names: an id or label from the list, or the cutting sheet's material + grade + thickness. */
export function resolveMaterial(
  catalog: Catalog,
  material: string,
  grade: string,
  thickness: number | null,
): { material?: Material; error?: Refusal } {
  const MATERIALS = offeredMaterials(catalog);
  const m = norm(material);
  const direct = MATERIALS.find((x) => x.id === material.trim().toLowerCase() || norm(x.label) === m);
  if (direct) {
    if (thickness !== null && thickness !== direct.thickness)
      return { error: said("importThicknessMismatch", { n: String(thickness), material: direct.label }) };
    return { material: direct };
  }
  if (!m) return { error: said("importNoMaterial") };
  const list = MATERIALS.map((x) => x.label).join(", ");
  // A board this workshop does not cut ("25 mm teak") is said so, with the boards it does (walk C25), not as a
  // missing thickness: only a kind of board named without its thickness lacks one.
  if (!SHEET_KINDS.includes(m))
    return {
      error: said("importNoBoard", { material: `${material}${grade ? ` (${grade})` : ""}${thickness !== null ? ` ${thickness} mm` : ""}`, list }),
    };
  if (thickness === null) return { error: said("importNoThickness", { material }) };
  const g = norm(grade);
  let id: string | undefined;
  if (m === "plywood")
    id =
      thickness === 18
        ? g.startsWith("mr")
          ? "mr-ply-18"
          : g.startsWith("bwp") || g.startsWith("bwr") || !g
            ? "bwp-ply-18"
            : undefined
        : `ply-${thickness}`;
  else if (m === "mdf") id = `mdf-${thickness}`;
  else if (m === "hdhmr") id = `hdhmr-${thickness}`;
  else if (m === "particle board" || m === "pre lam particle board" || m === "prelam particle board") id = `prelam-pb-${thickness}`;
  const found = id && MATERIALS.find((x) => x.id === id);
  if (found) return { material: found };
  return {
    error: said("importNoBoard", { material: `${material}${grade ? ` (${grade})` : ""} ${thickness} mm`, list }),
  };
}

function text(c: Cell): string {
  return c === null || c === undefined ? "" : String(c).trim();
}

function numberText(c: Cell): string {
  return typeof c === "number" ? String(Math.round(c * 1000) / 1000) : text(c);
}

function parseGrain(c: Cell): { grain: boolean; swap: boolean } | { error: Refusal } {
  const v = norm(c);
  if (c === true) return { grain: true, swap: false };
  if (c === false) return { grain: false, swap: false };
  if (!v || v === "no" || v === "false" || v === "0" || v.startsWith("no grain") || v === "plain") return { grain: false, swap: false };
  if (v === "yes" || v === "true" || v === "1" || v === "along length" || v === "locked" || v === "y") return { grain: true, swap: false };
  // The grain runs across the part's width: turn the part so its length is along the grain.
  if (v === "along width") return { grain: true, swap: true };
  return { error: said("importGrain", { value: text(c) }) };
}

function parseBand(c: Cell, edge: string): { band: BandThickness | null } | { error: Refusal } {
  const v = text(c).replace(/mm$/i, "").trim();
  if (!v || /^(no|none|-|0)$/i.test(v)) return { band: null };
  const t = BAND_THICKNESSES.find((b) => b === Number(v));
  return t !== undefined ? { band: t } : { error: said("importBand", { edge, value: text(c), list: BAND_THICKNESSES.join(", ") }) };
}

function isBlank(cells: Cell[]): boolean {
  return cells.every((c) => text(c) === "");
}

/**
 * Turns table rows into editor rows. The header row is found among the first
 * rows (a pasted block without headings is read by position); the order
 * sheets' example row and totals row are skipped; blank rows are ignored.
 */
export interface ImportOptions {
  /** Read a block without headings by position (a paste). */
  positional?: boolean;
  /** Board for pasted rows that name none. */
  material?: string;
  /**
   * A sheet's own words as the English sheet says them (a Tamil order sheet's headings, choices, example note and
   * totals line: lib/sheets/tamil.ts `toEnglish`); what the customer typed (names, notes) is kept as written.
   */
  read?: (text: string) => string;
}

export function importTable(source: SourceRow[], saw: SawSettings, catalog: Catalog, opts: ImportOptions = {}): ImportResult {
  const problems: RowProblem[] = [];
  const read = opts.read ?? ((s: string) => s);
  const word = (c: Cell): Cell => (typeof c === "string" ? read(c) : c);
  let cols: Partial<Record<Column, number>> | null = null;
  let start = 0;
  for (let i = 0; i < Math.min(source.length, 25); i++) {
    cols = headerColumns(source[i].cells.map(word));
    if (cols) {
      start = i + 1;
      break;
    }
  }
  if (!cols) {
    if (!opts.positional) {
      return {
        rows: [],
        problems: [{ row: source[0]?.number ?? 1, message: said("importNoHeader") }],
      };
    }
    cols = POSITIONAL;
    start = 0;
  }
  const rows: DraftRow[] = [];
  const at = (cells: Cell[], col: Column): Cell => (cols![col] === undefined ? undefined : cells[cols![col]!]);
  for (const { number, cells } of source.slice(start)) {
    if (isBlank(cells)) continue;
    const first = norm(word(cells.find((c) => text(c) !== "")));
    if (first.startsWith("total")) break; // the order sheets' totals row; below it is office use only
    if (norm(word(at(cells, "note"))).startsWith("example row")) continue;
    const errs: (Refusal | string)[] = [];
    const draft = emptyRow(opts.material ?? defaultMaterial(catalog));
    draft.name = text(at(cells, "name"));
    const materialCell = text(word(at(cells, "material")));
    const thickText = numberText(at(cells, "thickness"));
    const thickness = thickText === "" ? null : Number(thickText);
    if (thickness !== null && !Number.isFinite(thickness)) errs.push(said("importThicknessNaN", { thickness: thickText }));
    else if (cols === POSITIONAL && !materialCell) {
      // A pasted block may leave the board out: the board of the row it was pasted into is used.
      draft.material = opts.material ?? draft.material;
    } else {
      const m = resolveMaterial(catalog, materialCell, text(word(at(cells, "grade"))), thickness);
      if (m.error) errs.push(m.error);
      else draft.material = m.material!.id;
    }
    draft.length = numberText(at(cells, "length"));
    draft.width = numberText(at(cells, "width"));
    draft.quantity = numberText(at(cells, "quantity")) || (opts.positional ? "1" : "");
    const grain = parseGrain(word(at(cells, "grain")));
    if ("error" in grain) errs.push(grain.error);
    else {
      draft.grain = grain.grain;
      if (grain.swap) [draft.length, draft.width] = [draft.width, draft.length];
    }
    const edges = { ...NO_BANDS };
    for (const edge of EDGE_KEYS) {
      const b = parseBand(at(cells, edge), edge.toUpperCase());
      if ("error" in b) errs.push(b.error);
      else edges[edge] = b.band;
    }
    draft.edges = edges;
    // The cutting sheet's "Finished or cut size" travels in the note: the plan uses the sizes as written.
    const sizeType = text(at(cells, "sizeType"));
    draft.note = [sizeType, text(at(cells, "note"))].filter(Boolean).join(". ").slice(0, 300);
    const holes = { hingeCups: 0, otherHoles: 0 };
    for (const key of ["hingeCups", "otherHoles"] as const) {
      const t = numberText(at(cells, key));
      if (t === "") continue;
      const n = Number(t);
      if (!Number.isInteger(n) || n < 0 || n > MAX_HOLES_PER_PIECE)
        errs.push(said("importHoles", { label: fieldLabel(key), value: t, n: String(MAX_HOLES_PER_PIECE) }));
      else holes[key] = n;
    }
    if (holes.hingeCups || holes.otherHoles) draft.holes = holes;
    if (!errs.length) {
      // The editor's own check: the same words the customer would see under the field.
      const checked = checkDraft([draft], { kerf: String(saw.kerf), trim: String(saw.trim) }, catalog);
      for (const [field, message] of Object.entries(checked.rowErrors[draft.id] ?? {})) {
        if (message)
          errs.push(
            field === "length" || field === "width" || field === "quantity" ? said("fieldPrefixed", { label: fieldLabel(field), message }) : message,
          );
      }
    }
    if (errs.length) problems.push({ row: number, message: joined(errs, "listSemicolon") });
    else rows.push(draft);
  }
  if (!rows.length && !problems.length) problems.push({ row: source[0]?.number ?? 1, message: said("importNoParts") });
  return { rows, problems };
}

/** Splits CSV (or tab-separated) text into rows, with quoted fields ("a, b", "say ""hi"""). Delimiter: tab, semicolon or comma, whichever the first line uses. */
export function parseDelimited(input: string): SourceRow[] {
  const textIn = input.replace(/^\uFEFF/, "");
  const firstLine = textIn.split(/\r?\n/, 1)[0] ?? "";
  const delim = firstLine.includes("\t") ? "\t" : (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: SourceRow[] = [];
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowStart = 1;
  for (let i = 0; i < textIn.length; i++) {
    const ch = textIn[i];
    if (quoted) {
      if (ch === '"') {
        if (textIn[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === "") quoted = true;
    else if (ch === delim) {
      cells.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && textIn[i + 1] === "\n") i++;
      cells.push(field);
      rows.push({ number: rowStart, cells });
      cells = [];
      field = "";
      line++;
      rowStart = line;
    } else field += ch;
  }
  if (field !== "" || cells.length) {
    cells.push(field);
    rows.push({ number: rowStart, cells });
  }
  return rows;
}

export function importDelimited(input: string, saw: SawSettings, catalog: Catalog, opts: ImportOptions = {}): ImportResult {
  return importTable(parseDelimited(input), saw, catalog, opts);
}
