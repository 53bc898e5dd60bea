/** The offcut store's API bodies, queries and its piece as the API gives it (lib/rack/offcuts.ts). Client-safe. */
import { submissionKeyField } from "@/lib/validation/idempotency";
import { z } from "@/lib/validation/z";
import { MAX_SHEET_LENGTH_MM } from "@/lib/cutting/engine/types";
import { MATERIAL_ID_PATTERN } from "@/lib/cutting/list/materials";
import { pricePaiseField } from "@/lib/validation/price";
import { textProblem } from "@/lib/validation/text";

const mm = (label: string) =>
  z
    .number({ error: `${label} must be a number of millimetres` })
    .int(`${label} must be a whole number of millimetres`)
    .positive(`${label} must be more than 0 mm`)
    .max(MAX_SHEET_LENGTH_MM, `${label} must be at most ${MAX_SHEET_LENGTH_MM} mm`);
const material = z
  .string({ error: "Material must be one of the listed boards" })
  .regex(MATERIAL_ID_PATTERN, "Material must be one of the listed boards")
  .max(40);
/** Staff text follows the customers' rules (lib/validation/text.ts): a note shows where a customer's plan names the piece. */
const note = z
  .string({ error: "Note must be text" })
  .trim()
  .max(200, "Note must be at most 200 characters")
  .superRefine((v, ctx) => {
    const problem = textProblem("Note", v, false, true);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: v });
  });
export const ORDER_REFERENCE = /^KPW-\d{4}-\d{4,6}$/i;

export const offcutCreateSchema = z.strictObject({
  material,
  length: mm("Length"),
  width: mm("Width"),
  pricePaise: pricePaiseField.optional(),
  note: note.optional(),
  from: z
    .string({ error: "From must be text" })
    .regex(/^(?:KPW|B)-\d{4}-\d{4,6}\/\d{1,4}\/\d{1,3}$/i, "From must name the plan offcut as REFERENCE/sheet/offcut (an order's or a batch's)")
    .optional(),
  idempotencyKey: submissionKeyField,
});

export const offcutPatchSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({
      action: z.literal("reserve"),
      order: z.string({ error: "Order is required" }).regex(ORDER_REFERENCE, "Order must be a reference such as KPW-2026-0012"),
    }),
    z.strictObject({ action: z.literal("release") }),
    z.strictObject({ action: z.literal("edit"), pricePaise: pricePaiseField.optional(), note: note.optional() }),
  ],
  { error: "Action must be reserve, release or edit" },
);

export const offcutQuerySchema = z.strictObject({
  material: material.optional(),
  q: z.string().trim().max(20, "Search must be at most 20 characters").optional(),
  minLength: z.coerce.number({ error: "Min length must be a number" }).int().min(0).max(MAX_SHEET_LENGTH_MM).optional(),
  minWidth: z.coerce.number({ error: "Min width must be a number" }).int().min(0).max(MAX_SHEET_LENGTH_MM).optional(),
});

export const OFFCUT_ID = /^[2-9A-HJKMNP-Z]{5}$/i;

/** One piece on the workshop's offcut rack, as the API answers it. */
export interface OffcutPiece {
  /** Short id printed on the piece's label, e.g. "K7Q2M". */
  id: string;
  material: string;
  /** Length along the grain and width, mm. */
  length: number;
  width: number;
  /** What a plan pays for it, paise (0: free). */
  pricePaise: number;
  status: "stored" | "reserved";
  /** The order it is reserved for ("" while free). */
  order: string;
  /** Where it came from: "KPW-2026-0012/3/1" (order, sheet, offcut) or "" when added by hand. */
  from: string;
  note: string;
  /** ISO date-time. */
  addedAt: string;
  addedBy: string;
}

/** One piece (GET /api/admin/offcuts/{id}); with a message, the answer to adding or changing one. */
export interface OffcutAnswer {
  piece: OffcutPiece;
}

/** GET /api/admin/offcuts's answer: the pieces found, how many in all, the store's most, the smallest side kept. */
export interface OffcutStore {
  pieces: OffcutPiece[];
  total: number;
  max: number;
  minMm: number;
}
