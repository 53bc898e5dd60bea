/**
 * What the editor holds: rows as typed (numbers kept as the text the person
 * typed, so a half-typed "12." is never lost on a re-render), and the check
 * that turns them into a CutList with an error in words under each bad field.
 * Pure (no DOM): the page, the import and the tests share it.
 */
import { MAX_PARTS_TOTAL } from "@/lib/cutting/engine/types";
import { cutListRowSchema, ownPieceSchema, sawSettingsSchema } from "@/lib/cutting/list/schema";
import { isOffered, largestBoard, materialIn, type Catalog } from "./materials";
import type { CutList, CutListRow, EdgeBands, OwnPiece } from "./types";

export type NumberField = "length" | "width" | "quantity";
export type DraftRow = Omit<CutListRow, NumberField> & Record<NumberField, string>;
export interface DraftSaw {
  kerf: string;
  trim: string;
}

export type RowField = keyof DraftRow | "edges.l1" | "edges.l2" | "edges.w1" | "edges.w2";
export type RowErrors = Partial<Record<string, string>>;

export const NO_BANDS: EdgeBands = { l1: null, l2: null, w1: null, w2: null };
/** Smaller than this is hard to hold on the saw safely: a warning, not an error (the API has no minimum). */
export const SMALL_PART_MM = 50;

let counter = 0;
export function newRowId(): string {
  counter += 1;
  return `r${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function emptyRow(material: string): DraftRow {
  return { id: newRowId(), name: "", material, length: "", width: "", quantity: "1", grain: false, edges: { ...NO_BANDS }, note: "" };
}

/** "1,234.5" or " 720 " → 1234.5 / 720; "" or junk → NaN. A comma is a thousands separator only in 1,234 form. */
export function parseNumber(text: string): number {
  const t = text.trim().replace(/\s+/g, "");
  if (t === "") return NaN;
  const normal = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(t) ? t.replace(/,/g, "") : t.replace(/,/, ".");
  // A sign is read (so "-4" gets "cannot be negative", not "must be a number").
  return /^[+-]?\d*\.?\d+$|^[+-]?\d+\.$/.test(normal) ? Number(normal) : NaN;
}

export function toDraft(row: CutListRow): DraftRow {
  return { ...row, length: String(row.length), width: String(row.width), quantity: String(row.quantity) };
}

/** A line of boards or leftovers the customer brings, as typed. */
export interface DraftOwn {
  id: string;
  material: string;
  length: string;
  width: string;
  count: string;
}

/** The pieces the customer brings that are complete and valid (errors by line id and field for the rest). */
export function checkOwn(own: DraftOwn[], catalog: Catalog): { pieces: OwnPiece[]; errors: Record<string, RowErrors> } {
  const pieces: OwnPiece[] = [];
  const errors: Record<string, RowErrors> = {};
  for (const d of own) {
    const parsed = ownPieceSchema.safeParse({
      material: d.material,
      length: numberOrText(d.length),
      width: numberOrText(d.width),
      count: numberOrText(d.count),
    });
    if (!parsed.success) {
      const e: RowErrors = {};
      for (const issue of parsed.error.issues) e[issue.path.map(String).join(".") || "row"] ??= issue.message;
      errors[d.id] = e;
    } else if (!materialIn(catalog, d.material)) errors[d.id] = { material: "Choose a board from the list" };
    else pieces.push(parsed.data);
  }
  return { pieces, errors };
}

export interface CheckedList {
  /** The valid rows, with the saw settings (defaults used where the settings are invalid). */
  list: CutList;
  /** Errors per row id, keyed by field ("length", "edges.l1", …). */
  rowErrors: Record<string, RowErrors>;
  /** Warnings per row id (e.g. a part too small to machine). */
  rowWarnings: Record<string, RowErrors>;
  sawErrors: Partial<Record<keyof DraftSaw, string>>;
  /** A problem with the list as a whole (too many pieces). */
  listError: string | null;
}

const numberOrText = (t: string) => {
  const n = parseNumber(t);
  return Number.isNaN(n) ? (t.trim() === "" ? undefined : t) : n;
};

/**
 * Checks every row with the shared zod schema, then against its board: a part
 * that fits no way round is an error that shows the arithmetic. Rows with
 * errors stay out of the plan (the rest still plans), and are shown in red.
 */
export function checkDraft(rows: DraftRow[], saw: DraftSaw, catalog: Catalog): CheckedList {
  const sawParsed = sawSettingsSchema.safeParse({ kerf: numberOrText(saw.kerf), trim: numberOrText(saw.trim) });
  const sawErrors: CheckedList["sawErrors"] = {};
  if (!sawParsed.success) {
    for (const issue of sawParsed.error.issues) {
      const key = issue.path[0] as keyof DraftSaw;
      sawErrors[key] ??= issue.message;
    }
  }
  const sawOk = sawParsed.success ? sawParsed.data : { kerf: 4, trim: 10 };
  const rowErrors: Record<string, RowErrors> = {};
  const rowWarnings: Record<string, RowErrors> = {};
  const valid: CutListRow[] = [];
  for (const draft of rows) {
    const errors: RowErrors = {};
    const parsed = cutListRowSchema.safeParse({
      ...draft,
      length: numberOrText(draft.length),
      width: numberOrText(draft.width),
      quantity: numberOrText(draft.quantity),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join(".") || "row";
        errors[key] ??= issue.message;
      }
    } else {
      const offered = materialIn(catalog, parsed.data.material);
      if (!offered || !isOffered(offered))
        errors.material = offered ? `${offered.label} is no longer offered: choose another board` : "Choose a board from the list";
      const fit = offered && fitError(parsed.data, sawOk.trim, catalog);
      if (fit) errors[fit.field] = fit.message;
    }
    if (Object.keys(errors).length) {
      rowErrors[draft.id] = errors;
      continue;
    }
    const row = (parsed as { data: CutListRow }).data;
    if (Math.min(row.length, row.width) < SMALL_PART_MM) {
      rowWarnings[draft.id] = { width: `Narrower than ${SMALL_PART_MM} mm: hard to cut and band safely; we will call you about it` };
    }
    valid.push(row);
  }
  const pieces = valid.reduce((n, r) => n + r.quantity, 0);
  const listError =
    pieces > MAX_PARTS_TOTAL ? `The list has ${pieces} pieces; plan at most ${MAX_PARTS_TOTAL} at once (split it into two lists)` : null;
  return { list: { rows: listError ? [] : valid, saw: sawOk }, rowErrors, rowWarnings, sawErrors, listError };
}

/** Why a part cannot be cut from its board, in words with the arithmetic, or null when it fits. */
export function fitError(
  row: Pick<CutListRow, "material" | "length" | "width" | "grain">,
  trim: number,
  catalog: Catalog,
): { field: "length" | "width"; message: string } | null {
  const material = materialIn(catalog, row.material);
  if (!material) return null;
  // The largest board in stock: a part that fits it is planned there (the customer's own pieces are checked by the plan).
  const sheet = largestBoard(material);
  const L = sheet.length - 2 * trim;
  const W = sheet.width - 2 * trim;
  const usableL = `${sheet.length} − 2 × ${trim} = ${L} mm`;
  const usableW = `${sheet.width} − 2 × ${trim} = ${W} mm`;
  const fitsStraight = row.length <= L && row.width <= W;
  const fitsTurned = !row.grain && row.length <= W && row.width <= L;
  if (fitsStraight || fitsTurned) return null;
  if (row.length > L) return { field: "length", message: `Longer than the sheet after trimming: ${usableL}` };
  if (row.width > L) return { field: "width", message: `Wider than the sheet is long after trimming: ${usableL}` };
  if (row.grain && row.width > W)
    return { field: "width", message: `Wider than the sheet after trimming: ${usableW} (grain-locked, so it cannot be turned)` };
  return { field: "width", message: `Does not fit either way round: the sheet after trimming is ${L} × ${W} mm` };
}
