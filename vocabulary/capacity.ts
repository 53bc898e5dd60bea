/**
 * The workshop's week and its work standards as stored (models/Capacity.ts); the settings' schema and defaults are
 * lib/capacity/settings.ts. Imports nothing of lib/.
 */

/** Days of the week as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** How long each kind of work takes, in minutes. */
export interface WorkStandards {
  /** Cutting: putting one board on the saw, squaring it, taking the pieces off. */
  cutPerBoard: number;
  /** Cutting: per metre of cut (the saw's feed and the fence set for each cut). */
  cutPerMetre: number;
  /** Cutting: per material of an order (the blade height and scoring set, the stack brought). */
  cutSetupPerMaterial: number;
  /** Edge banding: per metre of band. */
  bandPerMetre: number;
  /** Edge banding: per piece banded (handling, end trimming, cleaning). */
  bandPerPiece: number;
  /** Boring: per hole (hinge cups and the rest). */
  borePerHole: number;
  /** Boring: per piece bored (placing it on the jig). */
  borePerPiece: number;
  /** Any other station that every piece passes (packing): per piece. */
  handlePerPiece: number;
  /** Such a station: per order (the bundle, the papers). */
  handlePerOrder: number;
}
