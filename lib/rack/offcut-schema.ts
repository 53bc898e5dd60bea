/** The offcut store's API bodies, queries and its piece as the API gives it (lib/rack/offcuts.ts). Client-safe. */
import { submissionKeyField } from "@/lib/validation/idempotency";
import { z } from "@/lib/validation/z";
import { MAX_SHEET_LENGTH_MM } from "@/lib/cutting/engine/types";
import { MATERIAL_ID_PATTERN } from "@/lib/cutting/list/materials";
import { pricePaiseField } from "@/lib/validation/price";
import { textProblem } from "@/lib/validation/text";
import type { OffcutPiece } from "@/vocabulary/offcuts";

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
    const problem = textProblem("note", v, false, true);
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
  /** The customer whose shelf it goes on (issue 54): their account's e-mail. Absent: the workshop's own piece. */
  owner: z
    .string({ error: "Owner must be the customer's e-mail" })
    .trim()
    .toLowerCase()
    .max(254, "Owner must be the customer's e-mail")
    .pipe(z.email({ error: "Owner must be the customer's e-mail" }))
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
    /** The customer has been sent the week-before message about their piece (issue 54). */
    z.strictObject({ action: z.literal("told") }),
    z.strictObject({ action: z.literal("edit"), pricePaise: pricePaiseField.optional(), note: note.optional() }),
  ],
  { error: "Action must be reserve, release, told or edit" },
);

export const offcutQuerySchema = z.strictObject({
  material: material.optional(),
  q: z.string().trim().max(20, "Search must be at most 20 characters").optional(),
  minLength: z.coerce.number({ error: "Min length must be a number" }).int().min(0).max(MAX_SHEET_LENGTH_MM).optional(),
  minWidth: z.coerce.number({ error: "Min width must be a number" }).int().min(0).max(MAX_SHEET_LENGTH_MM).optional(),
});

export const OFFCUT_ID = /^[2-9A-HJKMNP-Z]{5}$/i;

/** One piece on a customer's shelf, as `GET /api/account/offcuts` gives it to that customer. */
export interface ShelfPiece {
  id: string;
  material: string;
  /** The material's name ("18 mm BWP plywood"). */
  materialLabel: string;
  length: number;
  width: number;
  /** When it was shelved (ISO). */
  since: string;
  /** The order it was left over from ("KPW-2026-0042"), or "" for a piece brought in. */
  from: string;
  /** When it passes to the workshop (ISO). */
  keepUntil: string;
  /** Reserved for one of the customer's orders (the order's reference), or "". */
  order: string;
}

/** GET /api/account/offcuts. */
export interface ShelfAnswer {
  pieces: ShelfPiece[];
  /** How many days the workshop keeps a piece. */
  keepDays: number;
}

/** One piece (GET /api/admin/offcuts/{id}); with a message, the answer to adding or changing one. */
export interface OffcutAnswer {
  piece: OffcutPiece;
}

/** GET /api/admin/offcuts's answer: the pieces found, how many in all, the store's most, the smallest side kept. */
export interface OffcutStore {
  pieces: OffcutPiece[];
  /** Customers' pieces within a week of passing to the workshop, each with its WhatsApp link (text filled in) to tell them. */
  due: { piece: OffcutPiece; whatsapp: string }[];
  total: number;
  max: number;
  minMm: number;
}
