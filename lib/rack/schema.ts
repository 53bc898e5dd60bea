/**
 * PUT /api/admin/materials: the whole list of materials and their boards, as
 * the console saves it. Checked whole (a bad line refuses the save, nothing is
 * half-saved); each problem names its field (`materials.2.boards.0.length`).
 */
import { z } from "@/lib/validation/z";
import { MAX_SHEET_LENGTH_MM, MAX_SHEET_WIDTH_MM } from "@/lib/cutting/engine/types";
import { MATERIAL_ID_PATTERN, MAX_BOARDS_PER_MATERIAL, MAX_MATERIALS, MAX_SAW_BOOK, SAW_FILE_FORMATS } from "@/lib/cutting/list/materials";
import { MATERIAL_KINDS } from "@/vocabulary/boards";
import { pricePaiseField } from "@/lib/validation/price";
import { sawSettingsSchema } from "@/lib/cutting/list/schema";
import { textProblem } from "@/lib/validation/text";

const wholeMm = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of millimetres` })
    .int(`${label} must be a whole number of millimetres`)
    .min(100, `${label} must be at least 100 mm`)
    .max(max, `${label} must be at most ${max} mm`);

export const boardSizeSchema = z
  .strictObject({
    length: wholeMm("Length", MAX_SHEET_LENGTH_MM),
    width: wholeMm("Width", MAX_SHEET_WIDTH_MM),
    pricePaise: pricePaiseField,
    inStock: z.boolean({ error: "In stock must be true or false" }),
  })
  .refine((b) => b.width <= b.length, { path: ["width"], message: "Width must not be more than the length (the length runs along the grain)" });

export const materialSchema = z.strictObject({
  id: z
    .string({ error: "Id must be text" })
    .min(2, "Id must be at least 2 characters")
    .max(40, "Id must be at most 40 characters")
    .regex(MATERIAL_ID_PATTERN, "Id may have lower-case letters, digits and single hyphens, e.g. mdf-25"),
  label: z
    .string({ error: "Name must be text" })
    .trim()
    .min(2, "Name is required")
    .max(60, "Name must be at most 60 characters")
    // Staff text follows the customers' rules: it shows in their estimate lines and prints on their invoices.
    .superRefine((v, ctx) => {
      const problem = textProblem("name", v, false, true);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: v });
    }),
  thickness: z
    .number({ error: "Thickness must be a number of millimetres" })
    .positive("Thickness must be more than 0 mm")
    .max(100, "Thickness must be at most 100 mm")
    .refine((v) => Number.isInteger(v * 10), "Thickness may have at most one decimal"),
  labelTa: z.optional(
    z
      .string({ error: "Tamil name must be text" })
      .trim()
      .max(80, "Tamil name must be at most 80 characters")
      .superRefine((v, ctx) => {
        const problem = v ? textProblem("name", v, false, true) : null;
        if (problem) ctx.addIssue({ code: "custom", message: problem, input: v });
      }),
  ),
  kind: z.enum(MATERIAL_KINDS, { error: "Kind must be one of the listed kinds" }),
  // GST's HSN: 4, 6 or 8 digits, chapter 44 for wood (empty: the kind's, docs/MONEY.md).
  hsn: z.optional(
    z
      .string({ error: "HSN must be text" })
      .trim()
      .regex(/^(\d{4}|\d{6}|\d{8})?$/, "HSN must be 4, 6 or 8 digits, e.g. 4411"),
  ),
  grain: z.boolean({ error: "Grain must be true or false" }),
  retired: z.boolean({ error: "Retired must be true or false" }),
  boards: z
    .array(boardSizeSchema, { error: "Boards must be a list" })
    .min(1, "Give at least one board size")
    .max(MAX_BOARDS_PER_MATERIAL, `At most ${MAX_BOARDS_PER_MATERIAL} board sizes per material`)
    .superRefine((boards, ctx) => {
      boards.forEach((b, i) => {
        if (boards.findIndex((o) => o.length === b.length && o.width === b.width) !== i)
          ctx.addIssue({ code: "custom", path: [i, "length"], message: `${b.length} × ${b.width} mm is listed twice`, input: b });
      });
    }),
});

export const materialsPutSchema = z.strictObject({
  materials: z
    .array(materialSchema, { error: "Materials must be a list" })
    .min(1, "Keep at least one material")
    .max(MAX_MATERIALS, `At most ${MAX_MATERIALS} materials`)
    .superRefine((list, ctx) => {
      list.forEach((m, i) => {
        if (list.findIndex((o) => o.id === m.id) !== i)
          ctx.addIssue({ code: "custom", path: [i, "id"], message: `The id ${m.id} is used twice`, input: m });
      });
      if (!list.some((m) => !m.retired && m.boards.some((b) => b.inStock)))
        ctx.addIssue({ code: "custom", message: "Offer at least one material with a board in stock", input: list });
    }),
  // The workshop's saw: every priced plan uses it (issue 36). Kept as it is when not sent.
  saw: z.optional(sawSettingsSchema),
  // What the saw's file tells the beam saw (issue 53). Kept as it is when not sent.
  sawFile: z.optional(
    z.strictObject({
      book: z
        .number({ error: "Boards cut at once must be a number" })
        .int("Boards cut at once must be a whole number")
        .min(1, "Boards cut at once must be at least 1")
        .max(MAX_SAW_BOOK, `Boards cut at once must be at most ${MAX_SAW_BOOK}`),
      headCuts: z.boolean({ error: "Say whether the saw may use head cuts" }),
      format: z.enum(SAW_FILE_FORMATS, { error: "The saw takes a PTX file or a CSV" }),
    }),
  ),
});
export type MaterialsPut = z.infer<typeof materialsPutSchema>;
