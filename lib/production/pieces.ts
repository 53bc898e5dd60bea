/**
 * An order's pieces on the shop floor (issue 40), client-safe and pure: each copy of each row of the cut list is
 * one piece, named by its code `<reference>/<row>/<copy>` (row and copy counted from 1, as the list and the labels
 * show them). Which stations a piece passes, and how far an order has come, are worked out here from the list, the
 * stations and the marks: one string per station, "1" at a piece's index once it has passed.
 */
import type { CutList, CutListRow } from "@/lib/cutting/list/types";
import { holesOf } from "@/lib/cutting/list/holes";
import type { Station } from "@/vocabulary/stations";
import type { StationProgress } from "@/vocabulary/stations";

export interface Piece {
  /** Its place among the order's pieces, counted from 0: its mark's position. */
  index: number;
  row: number;
  copy: number;
  /** How many pieces its row has. */
  of: number;
  name: string;
  length: number;
  width: number;
}

/** Every piece of the list, row by row, copy by copy. */
export function piecesOf(cutList: Pick<CutList, "rows">): Piece[] {
  const out: Piece[] = [];
  cutList.rows.forEach((r, i) => {
    for (let copy = 1; copy <= r.quantity; copy++) {
      out.push({ index: out.length, row: i + 1, copy, of: r.quantity, name: r.name, length: r.length, width: r.width });
    }
  });
  return out;
}

/** Whether a piece of this row passes the station: banding only with a band, boring only with holes. */
export function passes(row: Pick<CutListRow, "edges" | "holes" | "note">, station: Pick<Station, "needs">): boolean {
  if (station.needs === "bands") return Object.values(row.edges).some((e) => e != null);
  if (station.needs === "holes") {
    const h = holesOf(row);
    return h.hingeCups + h.otherHoles > 0;
  }
  return true;
}

export const pieceCode = (reference: string, row: number, copy: number) => `${reference}/${row}/${copy}`;

/** The path a label's QR code links to: it opens the piece's order for the staff (app/p/). */
export const piecePath = (code: string) => `/p/${code}`;

const CODE = "([A-Za-z]{2,6}-\\d{4}-\\d{4,6})\\/(\\d{1,5})\\/(\\d{1,5})";
const BARE = new RegExp(`^${CODE}$`);
const LINK_PATH = new RegExp(`^\\/p\\/${CODE}\\/?$`);

/**
 * The piece a scanned or typed text names: the bare code, or this site's own label link (`http(s)://<host>/p/<code>`,
 * whose host is one of `ownHosts`: the address the labels were printed with, the one the page is open at). A link to
 * any other host or path, or of any other scheme, names no piece (issue 56: a scan is not a way in for a stranger's
 * URL). Null when it names none.
 */
export function parsePieceCode(text: string, ownHosts: readonly string[] = []): { reference: string; row: number; copy: number } | null {
  const trimmed = text.trim();
  let m = BARE.exec(trimmed);
  if (!m) {
    let url: URL;
    try {
      url = new URL(trimmed);
    } catch {
      return null;
    }
    if ((url.protocol !== "https:" && url.protocol !== "http:") || !ownHosts.includes(url.host.toLowerCase()) || url.username || url.password)
      return null;
    m = LINK_PATH.exec(url.pathname);
    if (!m) return null;
  }
  const row = Number(m[2]);
  const copy = Number(m[3]);
  if (row < 1 || copy < 1) return null;
  return { reference: m[1].toUpperCase(), row, copy };
}

/** A station's marks, one character per piece ("1": passed). */
export const isMarked = (marks: string | undefined, index: number) => marks?.[index] === "1";

export function mark(marks: string | undefined, index: number, pieces: number): string {
  const chars = (marks ?? "").padEnd(pieces, "0").slice(0, pieces).split("");
  chars[index] = "1";
  return chars.join("");
}

export interface Progress {
  stations: StationProgress[];
  pieces: number;
  /** Every piece has passed every station it needs. */
  complete: boolean;
}

/** How far the order has come at each station (stations no piece passes are left out). */
export function progressOf(cutList: Pick<CutList, "rows">, stations: readonly Station[], marks: Record<string, string> = {}): Progress {
  const pieces = piecesOf(cutList);
  const out: StationProgress[] = [];
  for (const s of stations) {
    let done = 0;
    let of = 0;
    for (const p of pieces) {
      if (!passes(cutList.rows[p.row - 1], s)) continue;
      of += 1;
      if (isMarked(marks[s.id], p.index)) done += 1;
    }
    if (of) out.push({ id: s.id, name: s.name, nameTamil: s.nameTamil, past: s.past, pastTamil: s.pastTamil, done, of });
  }
  return { stations: out, pieces: pieces.length, complete: pieces.length > 0 && out.every((s) => s.done === s.of) };
}

/** The order's pieces still to come at a station, in list order. */
export function stillToCome(cutList: Pick<CutList, "rows">, station: Station, marks: Record<string, string> = {}): Piece[] {
  return piecesOf(cutList).filter((p) => passes(cutList.rows[p.row - 1], station) && !isMarked(marks[station.id], p.index));
}
