/**
 * A whole cut list (rows + saw settings): what the cut-list page stores and
 * imports, and what an order carries. Shared by server and client. Strict
 * objects; messages name the field in words. zod/mini: the page checks every
 * row with it as the customer types (lib/validation/z.ts).
 */
import "@/lib/validation/zod-config";
import * as z from "zod/mini";
import { MAX_PARTS_TOTAL, MAX_SHEET_LENGTH_MM } from "@/lib/cutting/engine/types";
import {
  BAND_THICKNESSES,
  MAX_HOLES_PER_PIECE,
  MAX_OWN_COUNT,
  MAX_OWN_PIECES,
  RUN_MAX,
  type CutList,
  type CutListRow,
} from "@/lib/cutting/list/types";
import { MATERIAL_ID_PATTERN } from "@/lib/cutting/list/materials";
import { MAX_KERF_MM, MAX_TRIM_MM, mmField, partNameField, quantityField } from "@/lib/cutting/fields";
import { personText } from "@/lib/validation/person-text";

/** Most rows in one list (each row is at least one piece; the plan caps pieces at MAX_PARTS_TOTAL). */
export const MAX_ROWS = 500;
export const NOTE_MAX = 300;

/**
 * A material id in its form; whether the workshop offers it is checked against
 * the catalog where the list is planned (lib/cutting/list/by-material.ts), as
 * the catalog is data the console edits.
 */
export const materialField = z
  .string({ error: "Material must be one of the listed boards" })
  .check(z.maxLength(40, "Material must be one of the listed boards"), z.regex(MATERIAL_ID_PATTERN, "Material must be one of the listed boards"));

const holeCount = (label: string) =>
  z._default(
    z.number({ error: `${label} must be a number` }).check(
      z.refine((v) => Number.isInteger(v), `${label} must be a whole number`),
      z.minimum(0, `${label} cannot be negative`),
      z.maximum(MAX_HOLES_PER_PIECE, `${label} must be at most ${MAX_HOLES_PER_PIECE} per piece`),
    ),
    0,
  );

const bandField = (edge: string) =>
  z._default(
    z.union([z.literal(BAND_THICKNESSES[0]), ...BAND_THICKNESSES.slice(1).map((t) => z.literal(t)), z.null()], {
      error: `${edge} band must be one of ${BAND_THICKNESSES.join(", ")} mm, or none`,
    }),
    null,
  );

export const edgeBandsSchema = z.strictObject({
  l1: bandField("L1"),
  l2: bandField("L2"),
  w1: bandField("W1"),
  w2: bandField("W2"),
});

export const cutListRowSchema = z.strictObject({
  id: z.string({ error: "Id must be a string" }).check(z.minLength(1, "Id is required"), z.maxLength(64, "Id must be at most 64 characters")),
  name: partNameField,
  material: materialField,
  length: mmField("Length", { max: MAX_SHEET_LENGTH_MM * 10 }),
  width: mmField("Width", { max: MAX_SHEET_LENGTH_MM * 10 }),
  quantity: quantityField,
  grain: z._default(z.boolean({ error: "Grain must be true or false" }), false),
  edges: edgeBandsSchema,
  note: z._default(personText("Note", NOTE_MAX, { multiline: true, printed: true }), ""),
  holes: z.optional(
    z.strictObject({ hingeCups: holeCount("Hinge cups"), otherHoles: holeCount("Other holes") }, { error: "Holes must be {hingeCups, otherHoles}" }),
  ),
  run: z.optional(
    z.string({ error: "Grain run must be text" }).check(z.trim(), z.maxLength(RUN_MAX, `Grain run must be at most ${RUN_MAX} characters`)),
  ),
});

export const sawSettingsSchema = z.strictObject({
  kerf: mmField("Kerf", { max: MAX_KERF_MM, allowZero: true }),
  trim: mmField("Trim", { max: MAX_TRIM_MM, allowZero: true }),
});

/** A board or leftover the customer brings: its material, size (length along the grain) and how many. */
export const ownPieceSchema = z.strictObject({
  material: materialField,
  length: mmField("Length", { max: MAX_SHEET_LENGTH_MM }),
  width: mmField("Width", { max: MAX_SHEET_LENGTH_MM }),
  count: z.number({ error: "Count must be a number" }).check(
    z.refine((v) => Number.isInteger(v), "Count must be a whole number"),
    z.minimum(1, "Count must be at least 1"),
    z.maximum(MAX_OWN_COUNT, `Count must be at most ${MAX_OWN_COUNT}`),
  ),
});

export const cutListSchema = z.strictObject({
  rows: z.array(cutListRowSchema, { error: "Rows must be a list" }).check(
    z.minLength(1, "The cut list has no parts"),
    z.maxLength(MAX_ROWS, `The cut list may have at most ${MAX_ROWS} rows`),
    z.refine((rows) => rows.reduce((n, r) => n + r.quantity, 0) <= MAX_PARTS_TOTAL, `The cut list may have at most ${MAX_PARTS_TOTAL} pieces in all`),
  ),
  saw: sawSettingsSchema,
  own: z.optional(
    z
      .array(ownPieceSchema, { error: "Your boards must be a list" })
      .check(z.maxLength(MAX_OWN_PIECES, `List at most ${MAX_OWN_PIECES} sizes of boards and leftovers you bring`)),
  ),
});

export type CutListInput = z.input<typeof cutListSchema>;

// The parsed shapes are the contract types (checked at compile time).
const _row: (r: z.output<typeof cutListRowSchema>) => CutListRow = (r) => r;
const _list: (l: z.output<typeof cutListSchema>) => CutList = (l) => l;
void _row;
void _list;
