/**
 * A scan at a station (issue 40): what the scan page sends and what it gets back. Client-safe: the API route, the
 * scan page and its outbox share these.
 */
import { z } from "@/lib/validation/z";
import type { OrderStatus } from "@/vocabulary/order-status";
import type { Progress } from "./pieces";

/** POST /api/admin/scans: the code (or the label's whole link) and the station's id. */
export const scanSchema = z.strictObject({
  code: z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(300, "Code must be at most 300 characters"),
  station: z.string({ error: "Choose the station" }).trim().min(1, "Choose the station").max(12, "No such station"),
  /** Record it here although it has not passed an earlier station (the staff said so, issue 55). */
  skipAhead: z.boolean({ error: "skipAhead must be true or false" }).optional(),
});
export type ScanInput = z.infer<typeof scanSchema>;

export interface ScannedPiece {
  code: string;
  row: number;
  copy: number;
  /** How many pieces its row has. */
  of: number;
  name: string;
  /** "600 × 450 mm". */
  size: string;
}

export interface ScanAnswer {
  /** The order's reference. */
  order: string;
  piece: ScannedPiece;
  station: string;
  /** False when this piece had already been recorded at this station (the scan changed nothing). */
  recorded: boolean;
  progress: Progress;
  status: OrderStatus;
  /** The status this scan moved the order to (its first piece: in production; its last: ready for pickup), or null. */
  moved: OrderStatus | null;
  /** The order's pieces still to come at this station: how many, and the first few. */
  toCome: { count: number; pieces: Pick<ScannedPiece, "row" | "copy" | "of" | "name">[] };
  /** A WhatsApp link telling the customer, ready in the order's language, once every piece is through. */
  notify?: string;
}

/** How many of the pieces still to come a scan's answer names. */
export const TO_COME_SHOWN = 12;
