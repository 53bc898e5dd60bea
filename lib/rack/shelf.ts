/**
 * The customer's shelf (issue 54), its rules pure: a piece a customer leaves at the workshop is kept under their name
 * for the workshop's keeping days (business settings, `shelfDays`); a week before, the console has the customer's
 * WhatsApp text ready; after it, the piece passes to the workshop's own store, and the piece records whose it was.
 */
import type { StoredOffcut } from "@/models/OffcutStore";
import { said, type Refusal } from "@/lib/i18n/refusal";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long before the day a piece passes the customer is told. */
export const SHELF_NOTICE_DAYS = 7;

/** When a piece shelved at `addedAt` passes to the workshop. */
export const keepUntil = (addedAt: Date | string, days: number): Date => new Date(new Date(addedAt).getTime() + days * DAY_MS);

/** A customer's piece whose time is up at `now` (reserved pieces wait for their order: it is cutting them). */
export const isExpired = (p: Pick<StoredOffcut, "owner" | "status" | "addedAt">, days: number, now: Date): boolean =>
  !!p.owner && p.status === "stored" && keepUntil(p.addedAt, days).getTime() <= now.getTime();

/** A customer's piece within the notice week (not yet expired): the console lists it with the WhatsApp text. */
export const isDue = (p: Pick<StoredOffcut, "owner" | "status" | "addedAt">, days: number, now: Date): boolean =>
  !!p.owner && !isExpired(p, days, now) && keepUntil(p.addedAt, days).getTime() - now.getTime() <= SHELF_NOTICE_DAYS * DAY_MS;

/**
 * The pieces with every expired customer's piece passed to the workshop: no owner any more, and `passed` recording
 * whose it was and when its time ended. Returns the pieces passed (none: nothing to write).
 */
export function passExpired(pieces: StoredOffcut[], days: number, now: Date): StoredOffcut[] {
  const passed: StoredOffcut[] = [];
  for (const p of pieces) {
    if (!isExpired(p, days, now) || !p.owner) continue;
    p.passed = { from: `${p.owner.name} <${p.owner.email}>`, at: keepUntil(p.addedAt, days) };
    p.owner = null;
    p.toldAt = null;
    passed.push(p);
  }
  return passed;
}

/** The order a plan offcut came from: "KPW-2026-0042/3/1" → "KPW-2026-0042" ("" for a piece brought in). */
export const fromOrder = (from: string): string => from.split("/")[0] ?? "";

/** A size as the shelf writes it, grouped the Indian way: 1,900. */
export const mm = (n: number) => n.toLocaleString("en-IN");

/** How the customer reads their piece in an estimate and on their plan: "Your piece at the workshop, 1,900 × 1,200 mm, from KPW-2026-0042". */
export const shelfLabel = (length: number, width: number, from: string): string =>
  `Your piece at the workshop, ${mm(length)} × ${mm(width)} mm${fromOrder(from) ? `, from ${fromOrder(from)}` : ""}`;

/** The same, keyed: said in the customer's language. */
export const shelfWords = (length: number, width: number, from: string): Refusal => {
  const size = { length: mm(length), width: mm(width) };
  return fromOrder(from) ? said("shelfPieceFrom", { ...size, reference: fromOrder(from) }) : said("shelfPiece", size);
};
