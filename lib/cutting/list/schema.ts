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
import { countField, MAX_KERF_MM, MAX_TRIM_MM, mmField, partNameField, quantityField } from "@/lib/cutting/fields";
import { checkInZod, type Field } from "@/lib/i18n/field";
import { refusalInZod } from "@/lib/i18n/refusal";
import { personText } from "@/lib/validation/person-text";

/** Most rows in one list (each row is at least one piece; the plan caps pieces at MAX_PARTS_TOTAL). */
export const MAX_ROWS = 500;
export const NOTE_MAX = 300;

/**
 * A material id in its form; whether the workshop offers it is checked against
 * the catalog where the list is planned (lib/cutting/list/by-material.ts), as
 * the catalog is data the console edits.
 */
const MATERIAL_LISTED = refusalInZod("materialListed");
export const materialField = z
  .string({ error: MATERIAL_LISTED })
  .check(z.maxLength(40, MATERIAL_LISTED), z.regex(MATERIAL_ID_PATTERN, MATERIAL_LISTED));

const holeCount = (label: Field) =>
  z._default(
    z.number({ error: checkInZod("fieldNumber", label) }).check(
      z.refine((v) => Number.isInteger(v), checkInZod("fieldWholeNumber", label)),
      z.minimum(0, checkInZod("fieldNegative", label)),
      z.maximum(MAX_HOLES_PER_PIECE, checkInZod("fieldAtMostPerPiece", label, { n: String(MAX_HOLES_PER_PIECE) })),
    ),
    0,
  );

const bandField = (edge: Field) =>
  z._default(
    z.union([z.literal(BAND_THICKNESSES[0]), ...BAND_THICKNESSES.slice(1).map((t) => z.literal(t)), z.null()], {
      error: checkInZod("fieldBand", edge, { list: BAND_THICKNESSES.join(", ") }),
    }),
    null,
  );

export const edgeBandsSchema = z.strictObject({
  l1: bandField("l1"),
  l2: bandField("l2"),
  w1: bandField("w1"),
  w2: bandField("w2"),
});

export const cutListRowSchema = z.strictObject({
  id: z
    .string({ error: checkInZod("fieldNotText", "id") })
    .check(z.minLength(1, checkInZod("fieldRequired", "id")), z.maxLength(64, checkInZod("fieldTooLong", "id", { n: 64 }))),
  name: partNameField,
  material: materialField,
  length: mmField("length", { max: MAX_SHEET_LENGTH_MM * 10 }),
  width: mmField("width", { max: MAX_SHEET_LENGTH_MM * 10 }),
  quantity: quantityField,
  grain: z._default(z.boolean({ error: checkInZod("fieldTrueFalse", "grain") }), false),
  edges: edgeBandsSchema,
  note: z._default(personText("note", NOTE_MAX, { multiline: true, printed: true }), ""),
  holes: z.optional(
    z.strictObject({ hingeCups: holeCount("hingeCups"), otherHoles: holeCount("otherHoles") }, { error: "Holes must be {hingeCups, otherHoles}" }),
  ),
  run: z.optional(
    z
      .string({ error: checkInZod("fieldMustBeText", "grainRun") })
      .check(z.trim(), z.maxLength(RUN_MAX, checkInZod("fieldTooLong", "grainRun", { n: RUN_MAX }))),
  ),
});

export const sawSettingsSchema = z.strictObject({
  kerf: mmField("kerf", { max: MAX_KERF_MM, allowZero: true }),
  trim: mmField("trim", { max: MAX_TRIM_MM, allowZero: true }),
});

/** A board or leftover the customer brings: its material, size (length along the grain) and how many. */
export const ownPieceSchema = z.strictObject({
  material: materialField,
  length: mmField("length", { max: MAX_SHEET_LENGTH_MM }),
  width: mmField("width", { max: MAX_SHEET_LENGTH_MM }),
  count: countField("count", MAX_OWN_COUNT),
});

export const cutListSchema = z.strictObject({
  rows: z.array(cutListRowSchema, { error: "Rows must be a list" }).check(
    z.minLength(1, refusalInZod("cutListNoParts")),
    z.maxLength(MAX_ROWS, refusalInZod("cutListMaxRows", { n: MAX_ROWS })),
    z.refine((rows) => rows.reduce((n, r) => n + r.quantity, 0) <= MAX_PARTS_TOTAL, refusalInZod("cutListMaxPieces", { n: MAX_PARTS_TOTAL })),
  ),
  saw: sawSettingsSchema,
  own: z.optional(
    z
      .array(ownPieceSchema, { error: "Your boards must be a list" })
      .check(z.maxLength(MAX_OWN_PIECES, refusalInZod("ownMaxSizes", { n: MAX_OWN_PIECES }))),
  ),
});

export type CutListInput = z.input<typeof cutListSchema>;

// The parsed shapes are the contract types (checked at compile time).
const _row: (r: z.output<typeof cutListRowSchema>) => CutListRow = (r) => r;
const _list: (l: z.output<typeof cutListSchema>) => CutList = (l) => l;
void _row;
void _list;
