/**
 * The fields of a part and of the saw, shared by the plan API's request
 * (lib/cutting/schema.ts) and the cut list's rows (lib/cutting/list/schema.ts),
 * which the page checks as the customer types. zod/mini, so the page carries
 * only what it uses (lib/validation/z.ts).
 */
import "@/lib/validation/zod-config";
import * as z from "zod/mini";
import { personText } from "@/lib/validation/person-text";
import { MAX_PARTS_TOTAL } from "@/lib/cutting/engine/types";

/** Longest part name the API keeps (it is printed on the sheet diagram). */
export const PART_NAME_MAX = 80;
/** Largest kerf and trim the API accepts: a saw blade or an edge trim wider than this is a typo. */
export const MAX_KERF_MM = 20;
export const MAX_TRIM_MM = 100;

/** True when `v` has at most one decimal (tolerant of binary floating point: 12.3 is 12.299999…). */
export function hasOneDecimal(v: number): boolean {
  return Math.abs(v * 10 - Math.round(v * 10)) < 1e-6;
}

/** A millimetre size: a finite number, `min`(exclusive when 0 is not allowed)…max, one decimal at most. */
export function mmField(label: string, opts: { max: number; allowZero?: boolean }) {
  return z.number({ error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be a number of millimetres`) }).check(
    z.refine((v) => Number.isFinite(v), `${label} must be a number of millimetres`),
    z.refine((v) => (opts.allowZero ? v >= 0 : v > 0), opts.allowZero ? `${label} cannot be negative` : `${label} must be more than 0 mm`),
    z.refine((v) => v <= opts.max, `${label} must be at most ${opts.max} mm`),
    z.refine(hasOneDecimal, `${label} may have at most one decimal (e.g. 560.5)`),
  );
}

export const quantityField = z.number({ error: (i) => (i.input === undefined ? "Quantity is required" : "Quantity must be a number") }).check(
  z.refine((v) => Number.isInteger(v), "Quantity must be a whole number"),
  z.minimum(1, "Quantity must be at least 1"),
  z.maximum(MAX_PARTS_TOTAL, `Quantity must be at most ${MAX_PARTS_TOTAL}`),
);

export const partNameField = personText("Name", PART_NAME_MAX, { printed: true });
