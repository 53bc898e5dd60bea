import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { ALL_LIST, walkList } from "@/lib/orders/store/book";
import type { PaymentEntry } from "@/models/Order";

/** One payment or refund with its order: a line of the payments ledger (lib/money/books.ts). */
export interface LedgerEntry {
  reference: string;
  customer: string;
  entry: PaymentEntry;
}

/** Orders walked at most for a ledger: the whole book up to this size (a year's ledger reads every order once). */
export const LEDGER_SCAN_MAX = 100_000;

/**
 * Every payment and refund received from..to (YYYY-MM-DD, inclusive), oldest first. A payment can be for an order
 * placed in an earlier year, so the whole order book is walked, by `_id` in batches (bounded by LEDGER_SCAN_MAX).
 */
export async function paymentsBetween(from: string, to: string): Promise<LedgerEntry[]> {
  await connectToDatabase();
  const out: LedgerEntry[] = [];
  const walked = await walkList(ALL_LIST, {
    keep: (d) => {
      for (const entry of d.payments ?? []) {
        if (entry.receivedOn >= from && entry.receivedOn <= to) out.push({ reference: d._id, customer: d.billing?.name || d.customer.name, entry });
      }
      return false;
    },
    page: 1,
    limit: 1,
    scanMax: LEDGER_SCAN_MAX,
  });
  if (!walked.complete) throw new Error(`the order book holds more than ${LEDGER_SCAN_MAX} orders: the ledger would be incomplete`);
  return out.sort((a, b) => a.entry.receivedOn.localeCompare(b.entry.receivedOn) || new Date(a.entry.at).getTime() - new Date(b.entry.at).getTime());
}
