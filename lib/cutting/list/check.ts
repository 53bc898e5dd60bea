/**
 * The check of the editor's draft (draft.ts): every row and leftover with the shared schemas (the server's own,
 * lib/cutting/list/schema.ts), then against its board. Its own module because the schemas bring zod: the cut-list
 * page loads it once there is a row to check (lib/client/cut-list/use-checker.ts), not before anyone types.
 */
import { MAX_PARTS_TOTAL } from "@/lib/cutting/engine/types";
import { cutListRowSchema, ownPieceSchema, sawSettingsSchema } from "./schema";
import { fitError, parseNumber, SMALL_PART_MM, type DraftOwn, type DraftRow, type DraftSaw, type RowErrors } from "./draft";
import { isOffered, materialIn, type Catalog } from "./materials";
import type { CutList, CutListRow, OwnPiece } from "./types";
import { refusal, refusalFromZod, type Refusal } from "@/lib/i18n/refusal";

/** The pieces the customer brings that are complete and valid (errors by line id and field for the rest). */
export function checkOwn(own: DraftOwn[], catalog: Catalog): { pieces: OwnPiece[]; errors: Record<string, RowErrors> } {
  const pieces: OwnPiece[] = [];
  const errors: Record<string, RowErrors> = {};
  for (const d of own) {
    // Just added, nothing typed yet: not an error, not in the plan (issue 55).
    if (!d.length.trim() && !d.width.trim()) continue;
    const parsed = ownPieceSchema.safeParse({
      material: d.material,
      length: numberOrText(d.length),
      width: numberOrText(d.width),
      count: numberOrText(d.count),
    });
    if (!parsed.success) {
      const e: RowErrors = {};
      for (const issue of parsed.error.issues) e[issue.path.map(String).join(".") || "row"] ??= refusalFromZod(issue.message);
      errors[d.id] = e;
    } else if (!materialIn(catalog, d.material)) errors[d.id] = { material: refusal("chooseBoard") };
    else pieces.push(parsed.data);
  }
  return { pieces, errors };
}

export interface CheckedList {
  /** The valid rows, with the saw settings (defaults used where the settings are invalid). */
  list: CutList;
  /** Errors per row id, keyed by field ("length", "edges.l1", …). */
  rowErrors: Record<string, RowErrors>;
  /** Warnings per row id (e.g. a part too small to machine). */
  rowWarnings: Record<string, RowErrors>;
  sawErrors: Partial<Record<keyof DraftSaw, Refusal | string>>;
  /** A problem with the list as a whole (too many pieces). */
  listError: Refusal | null;
}

/** Nothing typed: no name, sizes or note (the quantity, material and bands are a new row's defaults). */
export const isBlankRow = (d: DraftRow) => !d.name.trim() && !d.length.trim() && !d.width.trim() && !d.note.trim();

const numberOrText = (t: string) => {
  const n = parseNumber(t);
  return Number.isNaN(n) ? (t.trim() === "" ? undefined : t) : n;
};

/**
 * Checks every row with the shared zod schema, then against its board: a part
 * that fits no way round is an error that shows the arithmetic. Rows with
 * errors stay out of the plan (the rest still plans), and are shown in red.
 */
export function checkDraft(rows: DraftRow[], saw: DraftSaw, catalog: Catalog): CheckedList {
  const sawParsed = sawSettingsSchema.safeParse({ kerf: numberOrText(saw.kerf), trim: numberOrText(saw.trim) });
  const sawErrors: CheckedList["sawErrors"] = {};
  if (!sawParsed.success) {
    for (const issue of sawParsed.error.issues) {
      const key = issue.path[0] as keyof DraftSaw;
      sawErrors[key] ??= refusalFromZod(issue.message);
    }
  }
  const sawOk = sawParsed.success ? sawParsed.data : { kerf: 4, trim: 10 };
  const rowErrors: Record<string, RowErrors> = {};
  const rowWarnings: Record<string, RowErrors> = {};
  const valid: CutListRow[] = [];
  for (const draft of rows) {
    // A row just added, nothing typed in it yet, is neither an error nor a part (issue 55: "Add part" alone must not
    // say in red that parts are left out).
    if (isBlankRow(draft)) continue;
    const errors: RowErrors = {};
    const parsed = cutListRowSchema.safeParse({
      ...draft,
      length: numberOrText(draft.length),
      width: numberOrText(draft.width),
      quantity: numberOrText(draft.quantity),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path.map(String).join(".") || "row";
        errors[key] ??= refusalFromZod(issue.message);
      }
    } else {
      const offered = materialIn(catalog, parsed.data.material);
      if (!offered || !isOffered(offered))
        errors.material = offered ? refusal("boardNoLongerOffered", { material: offered.label }) : refusal("chooseBoard");
      const fit = offered && fitError(parsed.data, sawOk.trim, catalog);
      if (fit) errors[fit.field] = fit.message;
    }
    if (Object.keys(errors).length) {
      rowErrors[draft.id] = errors;
      continue;
    }
    const row = (parsed as { data: CutListRow }).data;
    // Said of the side that is small: a part 30 mm long is short, not narrow (walk 6, K12).
    if (row.length < SMALL_PART_MM) rowWarnings[draft.id] = { length: refusal("partShort", { n: String(SMALL_PART_MM) }) };
    else if (row.width < SMALL_PART_MM) rowWarnings[draft.id] = { width: refusal("partNarrow", { n: String(SMALL_PART_MM) }) };
    valid.push(row);
  }
  const pieces = valid.reduce((n, r) => n + r.quantity, 0);
  const listError = pieces > MAX_PARTS_TOTAL ? refusal("listTooManyPieces", { n: pieces, max: String(MAX_PARTS_TOTAL) }) : null;
  return { list: { rows: listError ? [] : valid, saw: sawOk }, rowErrors, rowWarnings, sawErrors, listError };
}
