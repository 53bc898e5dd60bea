/**
 * The plan request of POST /api/cutting/plan, shared by the route, the cut-list
 * page (which builds one request per material) and the tests. Strict objects:
 * unknown keys are refused. Sizes are millimetres, whole or with one decimal.
 */
import { z } from "@/lib/validation/z";
import { personText } from "@/lib/validation/person-text";
import {
  DEFAULT_KERF_MM,
  DEFAULT_TRIM_MM,
  MAX_PARTS_TOTAL,
  MAX_SHEET_LENGTH_MM,
  MAX_SHEET_WIDTH_MM,
  type PlanInput,
} from "@/lib/cutting/engine/types";

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
  return z
    .number({ error: (i) => (i.input === undefined ? `${label} is required` : `${label} must be a number of millimetres`) })
    .refine((v) => Number.isFinite(v), `${label} must be a number of millimetres`)
    .refine((v) => (opts.allowZero ? v >= 0 : v > 0), opts.allowZero ? `${label} cannot be negative` : `${label} must be more than 0 mm`)
    .refine((v) => v <= opts.max, `${label} must be at most ${opts.max} mm`)
    .refine(hasOneDecimal, `${label} may have at most one decimal (e.g. 560.5)`);
}

export const quantityField = z
  .number({ error: (i) => (i.input === undefined ? "Quantity is required" : "Quantity must be a number") })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_PARTS_TOTAL, `Quantity must be at most ${MAX_PARTS_TOTAL}`);

export const partNameField = personText("Name", PART_NAME_MAX);

const partSchema = z.strictObject({
  name: partNameField,
  length: mmField("Length", { max: MAX_SHEET_LENGTH_MM * 10 }),
  width: mmField("Width", { max: MAX_SHEET_LENGTH_MM * 10 }),
  quantity: quantityField,
  grain: z.boolean({ error: "Grain must be true or false" }).default(false),
});

export const planRequestSchema = z
  .strictObject({
    sheet: z.strictObject(
      {
        length: mmField("Sheet length", { max: MAX_SHEET_LENGTH_MM }),
        width: mmField("Sheet width", { max: MAX_SHEET_WIDTH_MM }),
        trim: mmField("Trim", { max: MAX_TRIM_MM, allowZero: true }).default(DEFAULT_TRIM_MM),
      },
      { error: (i) => (i.input === undefined ? "Sheet is required" : "Sheet must be an object {length, width, trim}") },
    ),
    kerf: mmField("Kerf", { max: MAX_KERF_MM, allowZero: true }).default(DEFAULT_KERF_MM),
    parts: z
      .array(partSchema, { error: (i) => (i.input === undefined ? "Parts is required" : "Parts must be a list") })
      .min(1, "Parts must list at least one part")
      .max(MAX_PARTS_TOTAL, `Parts must list at most ${MAX_PARTS_TOTAL} parts`)
      .refine(
        (parts) => parts.reduce((n, p) => n + p.quantity, 0) <= MAX_PARTS_TOTAL,
        `Parts must add up to at most ${MAX_PARTS_TOTAL} pieces (quantities included)`,
      ),
  })
  .superRefine((req, ctx) => {
    // A trim that leaves nothing of the sheet is a bad request, not an empty plan.
    if (req.sheet.length - 2 * req.sheet.trim <= 0 || req.sheet.width - 2 * req.sheet.trim <= 0) {
      ctx.addIssue({ code: "custom", path: ["sheet", "trim"], message: "Trim leaves nothing of the sheet (2 × trim must be less than its width)" });
    }
  });

export type PlanRequest = z.output<typeof planRequestSchema>;
export type PlanRequestInput = z.input<typeof planRequestSchema>;

// The parsed request is exactly the optimiser's input (checked at compile time).
const _isPlanInput: (r: PlanRequest) => PlanInput = (r) => r;
void _isPlanInput;
