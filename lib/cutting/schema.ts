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
  type StockPlanInput,
} from "@/lib/cutting/engine/types";

const partSchema = z.strictObject({
  name: partNameField,
  length: mmField("length", { max: MAX_SHEET_LENGTH_MM * 10 }),
  width: mmField("width", { max: MAX_SHEET_LENGTH_MM * 10 }),
  quantity: quantityField,
  grain: z.boolean({ error: "Grain must be true or false" }).default(false),
  run: z.string({ error: "Run must be text" }).trim().max(20, "Run must be at most 20 characters").optional(),
});

/** Most rows of a stock list (board sizes and leftover pieces). */
export const MAX_STOCK_ROWS = 20;
const MAX_PRICE = 1_000_000_000;

const sheetShape = {
  length: mmField("sheetLength", { max: MAX_SHEET_LENGTH_MM }),
  width: mmField("sheetWidth", { max: MAX_SHEET_WIDTH_MM }),
  trim: z._default(mmField("trim", { max: MAX_TRIM_MM, allowZero: true }), DEFAULT_TRIM_MM),
};

const stockRowSchema = z.strictObject(
  {
    label: z.string({ error: "Label must be text" }).trim().min(1, "Label is required").max(60, "Label must be at most 60 characters"),
    ...sheetShape,
    price: z
      .number({ error: (i) => (i.input === undefined ? "Price is required" : "Price must be a number") })
      .refine((v) => Number.isInteger(v), "Price must be a whole number (the site uses paise)")
      .min(0, "Price cannot be negative")
      .max(MAX_PRICE, `Price must be at most ${MAX_PRICE}`),
    quantity: z
      .number({ error: "Quantity must be a whole number, or null for as many as needed" })
      .refine((v) => Number.isInteger(v), "Quantity must be a whole number, or null for as many as needed")
      .min(0, "Quantity cannot be negative")
      .max(MAX_PARTS_TOTAL, `Quantity must be at most ${MAX_PARTS_TOTAL}`)
      .nullable()
      .default(null),
  },
  { error: "Each stock row must be an object {label, length, width, trim, price, quantity}" },
);

/** A trim that leaves nothing of the board is a bad request, not an empty plan. */
function checkTrim(board: { length: number; width: number; trim: number }, path: (string | number)[], ctx: z.core.$RefinementCtx) {
  if (board.length - 2 * board.trim <= 0 || board.width - 2 * board.trim <= 0) {
    ctx.addIssue({ code: "custom", path: [...path, "trim"], message: "Trim leaves nothing of the sheet (2 × trim must be less than its width)" });
  }
}

/**
 * `sheet` (one size, as many boards as needed) or `stock` (several sizes and leftover pieces, each
 * with a price and a quantity: the plan of the least total price), never both.
 */
export const planRequestSchema = z
  .strictObject({
    sheet: z.optional(z.strictObject(sheetShape, { error: "Sheet must be an object {length, width, trim}" })),
    stock: z.optional(
      z
        .array(stockRowSchema, { error: "Stock must be a list of boards" })
        .min(1, "Stock must list at least one board")
        .max(MAX_STOCK_ROWS, `Stock must list at most ${MAX_STOCK_ROWS} boards`),
    ),
    kerf: z._default(mmField("kerf", { max: MAX_KERF_MM, allowZero: true }), DEFAULT_KERF_MM),
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
    if (!req.sheet && !req.stock) ctx.addIssue({ code: "custom", path: ["sheet"], message: "Sheet is required (or a stock list)" });
    if (req.sheet && req.stock) ctx.addIssue({ code: "custom", path: ["stock"], message: "Give either sheet or stock, not both" });
    if (req.sheet) checkTrim(req.sheet, ["sheet"], ctx);
    req.stock?.forEach((row, i) => checkTrim(row, ["stock", i], ctx));
  });

export type PlanRequest = z.output<typeof planRequestSchema>;
export type PlanRequestInput = z.input<typeof planRequestSchema>;

/** The optimiser's input of a parsed request: one size (planCuts) or a stock list (planStock). */
export type PlanJobInput = { kind: "sheet"; input: PlanInput } | { kind: "stock"; input: StockPlanInput };

export function planJobInput(req: PlanRequest): PlanJobInput {
  const { kerf, parts } = req;
  return req.stock ? { kind: "stock", input: { stock: req.stock, kerf, parts } } : { kind: "sheet", input: { sheet: req.sheet!, kerf, parts } };
}

/**
 * The cut-list page's own plan of one material, sent with an estimate or an
 * order (lib/cutting/engine/adopt.ts decides whether it holds up). Only its
 * shape is checked here; its other fields (each sheet's yield, the summary)
 * are dropped, as the server works them out.
 */
// A cut's centre line may lie up to half a kerf past the board's edge.
const planMm = z
  .number({ error: "must be a number of mm" })
  .min(-MAX_KERF_MM, "must be on the board")
  .max(MAX_SHEET_LENGTH_MM + MAX_KERF_MM, "must be on the board");
const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(min, `must be ${what}`)
    .max(max, `must be ${what}`);
const listOf = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item, { error: "must be a list" }).max(max, `must list at most ${max} ${what}`);
const partIndex = whole("a part's index", 0, MAX_PARTS_TOTAL);

const claimedSheetSchema = z.object({
  // A row of the server's own input for the material (its boards, the customer's pieces, stored offcuts), so more
  // than a request's stock list may hold; a row that does not exist there is caught by the check, not here.
  stock: whole("a row of the stock", 0, MAX_STOCK_ROWS * 10).optional(),
  placements: listOf(
    z.object({ part: partIndex, x: planMm, y: planMm, length: planMm, width: planMm, rotated: z.boolean({ error: "must be true or false" }) }),
    MAX_PARTS_TOTAL,
    "placements",
  ),
  cuts: listOf(
    z.object({
      seq: whole("a whole number from 1", 1, 4 * MAX_PARTS_TOTAL),
      stage: whole("a whole number from 0 to 100", 0, 100),
      kind: z.enum(["trim", "rip", "crosscut"], { error: "must be trim, rip or crosscut" }),
      x1: planMm,
      y1: planMm,
      x2: planMm,
      y2: planMm,
    }),
    4 * MAX_PARTS_TOTAL,
    "cuts",
  ),
  offcuts: listOf(z.object({ x: planMm, y: planMm, length: planMm, width: planMm }), MAX_PARTS_TOTAL, "offcuts"),
});

export const claimedPlanSchema = z.object({
  material: z.string({ error: "must be a material's id" }).max(100, "must be a material's id"),
  sheets: listOf(claimedSheetSchema, MAX_PARTS_TOTAL, "boards"),
  unplaced: listOf(
    z.object({
      part: partIndex,
      quantity: whole("a whole number", 0, MAX_PARTS_TOTAL),
      // Not read: a plan that left anything out is never adopted (lib/cutting/engine/adopt.ts).
      reason: z.unknown().optional(),
    }),
    MAX_PARTS_TOTAL,
    "parts",
  ).default([]),
});

/** The page's plans of a list, one per material at most. */
export const claimedPlansField = listOf(claimedPlanSchema, 100, "plans").refine(
  (plans) => new Set(plans.map((p) => p.material)).size === plans.length,
  "must give each material once",
);
