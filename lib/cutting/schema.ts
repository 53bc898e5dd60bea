/**
 * The plan request of POST /api/cutting/plan, shared by the route, the cut-list
 * page (which builds one request per material) and the tests. Strict objects:
 * unknown keys are refused. Sizes are millimetres, whole or with one decimal.
 */
import { z } from "@/lib/validation/z";
import { MAX_KERF_MM, MAX_TRIM_MM, mmField, partNameField, quantityField } from "./fields";
import {
  DEFAULT_KERF_MM,
  DEFAULT_TRIM_MM,
  MAX_PARTS_TOTAL,
  MAX_SHEET_LENGTH_MM,
  MAX_SHEET_WIDTH_MM,
  type PlanInput,
} from "@/lib/cutting/engine/types";

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
        trim: z._default(mmField("Trim", { max: MAX_TRIM_MM, allowZero: true }), DEFAULT_TRIM_MM),
      },
      { error: (i) => (i.input === undefined ? "Sheet is required" : "Sheet must be an object {length, width, trim}") },
    ),
    kerf: z._default(mmField("Kerf", { max: MAX_KERF_MM, allowZero: true }), DEFAULT_KERF_MM),
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
