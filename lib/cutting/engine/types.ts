/**
 * The optimiser's contract: what goes in and what comes out. Pure types, shared
 * by the optimiser (server and Web Worker), the plan API, the cut-list page and
 * orders. Units: millimetres (whole numbers or one decimal); areas in mm²; cut
 * lengths in the summary in metres.
 *
 * Coordinates: x runs along the sheet's length (the board's grain), y along its
 * width, both from the sheet's corner (so with a 10 mm trim the first part sits
 * at x = 10, y = 10).
 */
import type { Refusal } from "@/lib/i18n/refusal";

export interface SheetSpec {
  /** Along the grain (x). */
  length: number;
  /** Across the grain (y). */
  width: number;
  /** Trimmed off each of the four edges before parts are cut. 0 is valid. */
  trim: number;
}

export interface PartSpec {
  name: string;
  /** Along the grain when `grain` is true. */
  length: number;
  width: number;
  quantity: number;
  /** Grain-locked: the part's length stays along the sheet's length (never turned 90°). */
  grain: boolean;
  /**
   * A grain run: parts with the same label are cut side by side from one strip, in the order
   * listed (each copy in turn), their lengths along the board's length, so the grain runs on.
   */
  run?: string;
  /** A part the customer did not name: its 1-based place in their list (its name is then "Part n", said in the reader's language where shown). */
  numbered?: number;
}

export interface PlanInput {
  sheet: SheetSpec;
  /** Saw kerf between neighbouring parts. 0 is valid. */
  kerf: number;
  parts: PartSpec[];
}

/** One row of the rack: a board size (or one leftover piece's size), its price and how many there are. */
export interface StockSpec extends SheetSpec {
  /** How the plan names it, e.g. "8x4" or "Offcut 1200x600". */
  label: string;
  /** Price of one board, a non-negative whole number in any unit (the site uses paise). */
  price: number;
  /** How many such boards exist; null: as many as needed. */
  quantity: number | null;
}

/** A plan on several board sizes: the least total price, then the least board area. */
export interface StockPlanInput {
  stock: StockSpec[];
  kerf: number;
  parts: PartSpec[];
}

export interface PlanOptions {
  /** Wall-clock budget for the search; the best plan found so far is returned. */
  timeLimitMs?: number;
  /** Seed for the randomised parts of the search. */
  seed?: number;
  /**
   * Most improvement steps after the first plan (default: no cap). Equal inputs,
   * seeds and caps give equal plans when the time limit does not cut the search short.
   */
  iterations?: number;
}

export interface Placement {
  /** Index of the part in the request's `parts`. */
  part: number;
  x: number;
  y: number;
  /** Placed extent along x. */
  length: number;
  /** Placed extent along y. */
  width: number;
  /** True when the part's length runs along y. */
  rotated: boolean;
}

/**
 * One saw cut, edge to edge of the piece it divides. Cuts are listed in the
 * order the saw makes them (`seq` from 1): trims first, then the first-stage
 * cuts, then each strip's cuts, and so on.
 */
export interface Cut {
  seq: number;
  /** 0 for trim cuts; 1 for the first stage; 2, 3… for the stages below it. */
  stage: number;
  /** "rip": parallel to the sheet's length (x); "crosscut": parallel to its width (y); "trim": an edge trim. */
  kind: "trim" | "rip" | "crosscut";
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A rectangle of the sheet that holds no part (reusable when at least 300 × 300 mm). */
export interface Offcut {
  x: number;
  y: number;
  length: number;
  width: number;
}

export interface SheetPlan {
  /** Index of the sheet's row in the request's `stock` (plans on several sizes only). */
  stock?: number;
  placements: Placement[];
  cuts: Cut[];
  /** Reusable offcuts only (both sides at least REUSABLE_OFFCUT_MM). */
  offcuts: Offcut[];
  /** Parts' area over this sheet's area. */
  yield: number;
}

/** A part (or some of its copies) that cannot be placed on the sheet in any allowed orientation. */
export interface UnplacedPart {
  part: number;
  quantity: number;
  /** Why, keyed (lib/i18n/refusal.ts): said in the reader's language where it is shown, the API's included. */
  reason: Refusal;
}

export interface PlanSummary {
  sheets: number;
  /** Parts' area over the used sheets' area (0 when no sheet is used). */
  yield: number;
  /** Number of saw cuts, trims included. */
  cuts: number;
  /** Total length of the saw cuts, in metres. */
  cutLength: number;
  /** Number of reusable offcuts over all sheets. */
  offcuts: number;
  /**
   * A lower bound on the number of sheets: the largest of the area bound, the
   * big-part bound and the dual-feasible-function bounds (bounds.ts). The plan
   * is optimal in sheets when `sheets` equals it.
   */
  lowerBound: number;
  /** The sum of the prices of the boards used (plans on several sizes only). */
  cost?: number;
}

export interface Plan {
  sheets: SheetPlan[];
  unplaced: UnplacedPart[];
  summary: PlanSummary;
}

/** Smallest offcut side worth keeping. */
export const REUSABLE_OFFCUT_MM = 300;
/** Defaults shared by the API, the page and the optimiser. */
export const DEFAULT_TRIM_MM = 10;
export const DEFAULT_KERF_MM = 4;
/** Largest sheet the API accepts (12 × 6 ft). */
export const MAX_SHEET_LENGTH_MM = 3660;
export const MAX_SHEET_WIDTH_MM = 1830;
/** Most parts (quantities added up) in one plan request. */
export const MAX_PARTS_TOTAL = 2000;
