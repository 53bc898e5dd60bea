/**
 * The workshop's stations as stored (models/Stations.ts) and an order's count at each (kept with the order,
 * models/Order.ts). The defaults and the console's schema: lib/production/stations.ts; the counting: lib/production/pieces.ts. Imports nothing of lib/.
 */

/** Which pieces pass a station: every piece, those with an edge band, or those with holes. */
export const STATION_NEEDS = ["all", "bands", "holes"] as const;

export type StationNeed = (typeof STATION_NEEDS)[number];

export interface Station {
  /** Short and stable: the scans are recorded under it. */
  id: string;
  /** "Edge banding". */
  name: string;
  nameTamil: string;
  /** What a piece is once it has passed: "banded" (as in "12 of 20 pieces banded"). */
  past: string;
  pastTamil: string;
  needs: StationNeed;
}

/** One station's count, with its words (kept with the order: its pages need no other read to say it). */
export interface StationProgress extends Pick<Station, "id" | "name" | "nameTamil" | "past" | "pastTamil"> {
  /** Pieces that have passed it. */
  done: number;
  /** Pieces that pass it. */
  of: number;
}
