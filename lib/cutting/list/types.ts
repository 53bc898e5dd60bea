/**
 * The customer's cut list: what the cut-list page edits, what it stores in the
 * browser, and what an order carries. Pure types and constants (no DOM, no
 * Node): the zod schema in lib/cutting/list/schema.ts checks the same shape.
 */
import type { SawSettings } from "@/vocabulary/boards";

/** Edge band thicknesses the workshop applies, in mm. */
export const BAND_THICKNESSES = [0.45, 0.8, 1, 2] as const;
export type BandThickness = (typeof BAND_THICKNESSES)[number];

/** The four edges of a part: L1/L2 run along its length, W1/W2 along its width. */
export const EDGE_KEYS = ["l1", "l2", "w1", "w2"] as const;
export type EdgeKey = (typeof EDGE_KEYS)[number];
/** Band thickness on each edge; null = no band. */
export type EdgeBands = Record<EdgeKey, BandThickness | null>;

/** Holes per piece: Ø35 mm hinge cups, and other holes (shelf pins, handles, connectors). */
export interface HoleCount {
  hingeCups: number;
  otherHoles: number;
}

/** Most holes of one kind on one piece. */
export const MAX_HOLES_PER_PIECE = 99;

export interface CutListRow {
  /** Stable id for React keys and edits (client-made, not trusted by the server). */
  id: string;
  name: string;
  /** A MaterialId from lib/cutting/list/materials.ts. */
  material: string;
  length: number;
  width: number;
  quantity: number;
  grain: boolean;
  edges: EdgeBands;
  /** Free text for the workshop, e.g. "handle on the left". */
  note: string;
  /** Holes per piece, when given in their own fields (lists typed before had them in the note: see holes.ts). */
  holes?: HoleCount;
  /**
   * A grain run, e.g. "A": the rows of one material with the same run are cut side by side from
   * one strip, in the order listed, so the grain runs on (drawer fronts of a chest, shutters of a wardrobe).
   */
  run?: string;
}

/** Longest grain-run label. */
export const RUN_MAX = 12;

/**
 * A board or leftover piece the customer brings, for one material: no board
 * price, but cut at the per-sheet rate like any board, so the plan uses it
 * only where it saves one (lib/cutting/list/plan-inputs.ts); one it does not
 * need is listed as not needed (./own-use.ts).
 */
export interface OwnPiece {
  material: string;
  length: number;
  width: number;
  count: number;
}

/** Most lines of pieces the customer brings, and most of one line. */
export const MAX_OWN_PIECES = 40;
export const MAX_OWN_COUNT = 99;

export interface CutList {
  rows: CutListRow[];
  saw: SawSettings;
  /** Boards and leftovers the customer brings (none: the plan takes the workshop's boards). */
  own?: OwnPiece[];
}
