/**
 * The fields of a part and of the saw, shared by the plan API's request
 * (lib/cutting/schema.ts) and the cut list's rows (lib/cutting/list/schema.ts),
 * which the page checks as the customer types. zod/mini, so the page carries
 * only what it uses (lib/validation/z.ts).
 */
import "@/lib/validation/zod-config";
import * as z from "zod/mini";
import { personText } from "@/lib/validation/person-text";
import { checkInZod, type Field } from "@/lib/i18n/field";
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
export function mmField(label: Field, opts: { max: number; allowZero?: boolean }) {
  return z.number({ error: (i) => checkInZod(i.input === undefined ? "fieldRequired" : "fieldMillimetres", label) }).check(
    z.refine((v) => Number.isFinite(v), checkInZod("fieldMillimetres", label)),
    z.refine((v) => (opts.allowZero ? v >= 0 : v > 0), checkInZod(opts.allowZero ? "fieldNegative" : "fieldMoreThanZeroMm", label)),
    z.refine((v) => v <= opts.max, checkInZod("fieldAtMostMm", label, { n: String(opts.max) })),
    z.refine(hasOneDecimal, checkInZod("fieldOneDecimal", label)),
  );
}

/** A whole count from 1 to `max` (a part's quantity, how many boards the customer brings). */
export const countField = (label: Field, max: number) =>
  z.number({ error: (i) => checkInZod(i.input === undefined ? "fieldRequired" : "fieldNumber", label) }).check(
    z.refine((v) => Number.isInteger(v), checkInZod("fieldWholeNumber", label)),
    z.minimum(1, checkInZod("fieldAtLeast", label, { n: "1" })),
    z.maximum(max, checkInZod("fieldAtMost", label, { n: String(max) })),
  );

export const quantityField = countField("quantity", MAX_PARTS_TOTAL);

export const partNameField = personText("name", PART_NAME_MAX, { printed: true });
