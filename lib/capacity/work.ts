/**
 * An order's work at each station, in minutes, from its list and its plan (issue 70), by the work standards
 * (./settings.ts). Pure and client-safe. Which standard a station uses follows what passes it: the first station
 * every piece passes is the saw; a station of the banded pieces bands, of the bored pieces bores; any other station
 * every piece passes handles pieces (packing).
 */
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { holesOf as holeCount } from "@/lib/cutting/list/holes";
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import type { Station } from "@/vocabulary/stations";
import type { WorkStandards } from "@/vocabulary/capacity";

export type WorkKind = "cut" | "band" | "bore" | "handle";

/** Each station's kind of work, in the stations' order. */
export function workKinds(stations: readonly Pick<Station, "id" | "needs">[]): Record<string, WorkKind> {
  const out: Record<string, WorkKind> = {};
  let sawSeen = false;
  for (const s of stations) {
    if (s.needs === "bands") out[s.id] = "band";
    else if (s.needs === "holes") out[s.id] = "bore";
    else if (!sawSeen) {
      out[s.id] = "cut";
      sawSeen = true;
    } else out[s.id] = "handle";
  }
  return out;
}

const EDGES_LONG = ["l1", "l2"] as const;
const EDGES_SHORT = ["w1", "w2"] as const;

/** Metres of band on one piece of the row. */
export const bandMetres = (r: Pick<CutListRow, "length" | "width" | "edges">): number =>
  (EDGES_LONG.filter((e) => r.edges[e] != null).length * r.length + EDGES_SHORT.filter((e) => r.edges[e] != null).length * r.width) / 1000;

/** Holes on one piece of the row (given in their fields, or in the note as lists typed before had them). */
const holesOf = (r: Pick<CutListRow, "holes" | "note">): number => {
  const h = holeCount(r);
  return h.hingeCups + h.otherHoles;
};

/** Metres of saw cut on a plan's sheets (trims included: the saw runs them too). */
export function cutMetres(plans: readonly Pick<MaterialPlan, "plan">[]): number {
  let mm = 0;
  for (const p of plans) for (const sheet of p.plan.sheets) for (const c of sheet.cuts) mm += Math.abs(c.x2 - c.x1) + Math.abs(c.y2 - c.y1);
  return mm / 1000;
}

/** Minutes of work at each station for an order of `cutList` cut on `plans`. */
export function orderWork(
  cutList: Pick<CutList, "rows">,
  plans: readonly Pick<MaterialPlan, "plan">[],
  stations: readonly Pick<Station, "id" | "needs">[],
  standards: WorkStandards,
): Record<string, number> {
  const kinds = workKinds(stations);
  const pieces = cutList.rows.reduce((n, r) => n + r.quantity, 0);
  const banded = cutList.rows.filter((r) => bandMetres(r) > 0);
  const bored = cutList.rows.filter((r) => holesOf(r) > 0);
  const boards = plans.reduce((n, p) => n + p.plan.sheets.length, 0);
  const out: Record<string, number> = {};
  for (const s of stations) {
    const kind = kinds[s.id];
    let m = 0;
    if (kind === "cut")
      m = boards ? standards.cutSetupPerMaterial * plans.length + standards.cutPerBoard * boards + standards.cutPerMetre * cutMetres(plans) : 0;
    else if (kind === "band") m = banded.reduce((n, r) => n + r.quantity * (standards.bandPerPiece + standards.bandPerMetre * bandMetres(r)), 0);
    else if (kind === "bore") m = bored.reduce((n, r) => n + r.quantity * (standards.borePerPiece + standards.borePerHole * holesOf(r)), 0);
    else m = pieces ? standards.handlePerOrder + standards.handlePerPiece * pieces : 0;
    out[s.id] = Math.round(m * 10) / 10;
  }
  return out;
}

/** A full board's area, for one piece's share of a board's handling at the saw (8 × 4 ft). */
const BOARD_MM2 = 2440 * 1220;

/**
 * The standard minutes of one piece of the row at a station of `kind`: what a scan's interval is compared with when
 * the standards are calibrated from the floor (./calibrate.ts).
 */
export function pieceMinutes(r: Pick<CutListRow, "length" | "width" | "edges" | "holes" | "note">, kind: WorkKind, standards: WorkStandards): number {
  if (kind === "cut") return standards.cutPerMetre * ((r.length + r.width) / 1000) + standards.cutPerBoard * ((r.length * r.width) / BOARD_MM2);
  if (kind === "band") return standards.bandPerPiece + standards.bandPerMetre * bandMetres(r);
  if (kind === "bore") return standards.borePerPiece + standards.borePerHole * holesOf(r);
  return standards.handlePerPiece;
}
