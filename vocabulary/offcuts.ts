/**
 * A piece on the offcut rack as stored and answered (models/OffcutStore.ts; the API's schemas: lib/rack/offcut-schema.ts). Imports nothing of lib/.
 */

/** One piece on the workshop's offcut rack, as the API answers it. */
export interface OffcutPiece {
  /** Short id printed on the piece's label, e.g. "K7Q2M". */
  id: string;
  material: string;
  /** Length along the grain and width, mm. */
  length: number;
  width: number;
  /** What a plan pays for it, paise (0: free). */
  pricePaise: number;
  status: "stored" | "reserved";
  /** The order it is reserved for ("" while free). */
  order: string;
  /** Where it came from: "KPW-2026-0012/3/1" (order, sheet, offcut) or "" when added by hand. */
  from: string;
  note: string;
  /** ISO date-time. */
  addedAt: string;
  addedBy: string;
  /** The customer whose shelf it is on (issue 54); null: the workshop's own piece. */
  owner: ShelfOwner | null;
  /** ISO date-time after which a shelved piece passes to the workshop (null: the workshop's own). */
  keepUntil: string | null;
  /** When the customer was sent the week-before message (ISO), or null. */
  toldAt: string | null;
  /** The customer's shelf it passed from when its time was up, and when (recorded, issue 54). */
  passed: { from: string; at: string } | null;
}

/** The customer a piece is kept for, as their account was when it was shelved (the console's WhatsApp text needs the phone). */
export interface ShelfOwner {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** The language of the order the piece was left over from ("en" | "ta"): the reminder goes out in it; absent for a piece brought in. */
  language?: string;
}
