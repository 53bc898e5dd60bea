/**
 * The cut list as an order carries it (client-safe). Written to the rules of
 * the plan API (issue 10): sizes in positive mm, whole or one decimal; up to
 * 2,000 parts in total; trim and kerf default to 10 and 4 mm, 0 allowed.
 * INTEGRATION: when the cut-list branch's schema (lib/validation/cut-list.ts)
 * is merged, order.ts should import that one and this file should go.
 */
import { z } from "zod";
import { MATERIAL_IDS } from "@/lib/cut-list/materials";
import { BAND_THICKNESSES, type BandThickness } from "@/lib/cut-list/types";
import { DEFAULT_KERF_MM, DEFAULT_TRIM_MM, MAX_PARTS_TOTAL, MAX_SHEET_LENGTH_MM } from "@/lib/cutting/types";

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const mm = (label: string) =>
  z
    .number({ error: `${label} must be a number of mm` })
    .positive(`${label} must be more than 0 mm`)
    .max(MAX_SHEET_LENGTH_MM, `${label} must be at most ${MAX_SHEET_LENGTH_MM} mm`)
    .refine((v) => Number.isInteger(Math.round(v * 10)) && Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, `${label}: whole mm or one decimal`);

const band = z.custom<BandThickness | null>((v) => v === null || (BAND_THICKNESSES as readonly unknown[]).includes(v), {
  error: `Edge band must be one of ${BAND_THICKNESSES.join(", ")} mm, or none (null)`,
});

export const orderCutListRowSchema = z.strictObject({
  id: z.string({ error: "id must be text" }).max(64, "id is too long").default(""),
  name: z
    .string({ error: "Part name is required" })
    .trim()
    .min(1, "Give the part a name")
    .max(80, "Part name must be at most 80 characters")
    .refine((v) => !CONTROL.test(v), "Part name contains characters that are not allowed"),
  material: z.enum(MATERIAL_IDS, { error: "Choose a board from the list" }),
  length: mm("Length"),
  width: mm("Width"),
  quantity: z.number({ error: "Quantity must be a number" }).int("Quantity must be a whole number").min(1, "Quantity must be at least 1").max(MAX_PARTS_TOTAL, `Quantity must be at most ${MAX_PARTS_TOTAL}`),
  grain: z.boolean({ error: "Grain must be true or false" }).default(false),
  edges: z.strictObject({ l1: band, l2: band, w1: band, w2: band }),
  note: z
    .string({ error: "Note must be text" })
    .trim()
    .max(500, "Note must be at most 500 characters")
    .refine((v) => !CONTROL.test(v), "Note contains characters that are not allowed")
    .default(""),
});

export const cutListSchema = z
  .strictObject({
    rows: z.array(orderCutListRowSchema, { error: "rows must be a list of parts" }).max(MAX_PARTS_TOTAL, `At most ${MAX_PARTS_TOTAL} rows`),
    saw: z
      .strictObject({
        kerf: z.number({ error: "Kerf must be a number of mm" }).min(0, "Kerf cannot be negative").max(20, "Kerf must be at most 20 mm").default(DEFAULT_KERF_MM),
        trim: z.number({ error: "Trim must be a number of mm" }).min(0, "Trim cannot be negative").max(100, "Trim must be at most 100 mm").default(DEFAULT_TRIM_MM),
      })
      .default({ kerf: DEFAULT_KERF_MM, trim: DEFAULT_TRIM_MM }),
  })
  .superRefine((list, ctx) => {
    const total = list.rows.reduce((n, r) => n + r.quantity, 0);
    if (total > MAX_PARTS_TOTAL) ctx.addIssue({ code: "custom", path: ["rows"], message: `At most ${MAX_PARTS_TOTAL} parts in one list (this one has ${total})` });
  });
