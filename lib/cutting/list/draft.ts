/**
 * What the editor holds: rows as typed (numbers kept as the text the person
 * typed, so a half-typed "12." is never lost on a re-render). The check that
 * turns them into a CutList with an error in words under each bad field is
 * check.ts: it carries the schemas (zod), so the page loads it only once there
 * is a row to check.
 * Pure (no DOM): the page, the import and the tests share it.
 */
import { largestBoard, materialIn, type Catalog } from "./materials";
import type { CutListRow, EdgeBands } from "./types";
import { refusal, type Refusal } from "@/lib/i18n/refusal";

export type NumberField = "length" | "width" | "quantity";
export type DraftRow = Omit<CutListRow, NumberField> & Record<NumberField, string>;
export interface DraftSaw {
  kerf: string;
  trim: string;
}

export type RowField = keyof DraftRow | "edges.l1" | "edges.l2" | "edges.w1" | "edges.w2";
/** A field's check: keyed (lib/i18n/refusal.ts), said in the page's language where it is shown. */
export type RowErrors = Partial<Record<string, Refusal | string>>;

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

/** Why a part cannot be cut from its board, in words with the arithmetic, or null when it fits. */
export function fitError(
  row: Pick<CutListRow, "material" | "length" | "width" | "grain">,
  trim: number,
  catalog: Catalog,
): { field: "length" | "width"; message: Refusal } | null {
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
  if (row.length > L) return { field: "length", message: refusal("fitLonger", { sum: usableL }) };
  if (row.width > L) return { field: "width", message: refusal("fitWiderThanLong", { sum: usableL }) };
  if (row.grain && row.width > W) return { field: "width", message: refusal("fitWiderGrain", { sum: usableW }) };
  return { field: "width", message: refusal("fitEitherWay", { length: String(L), width: String(W) }) };
}
