import "server-only";
import { writeNumbered } from "@/lib/numbering/series";
import { Invoice, type InvoiceDoc, type InvoiceKind } from "@/models/Invoice";

/** Invoice, credit-note and challan series: letters, the financial year, a four-digit serial (at most 16 characters, GST Rules 46 and 55). */
export const SERIES: Record<InvoiceKind, string> = { invoice: "KPW", "credit-note": "KPWC", challan: "KPWD" };

export const formatNumber = (kind: InvoiceKind, fy: string, seq: number) => `${SERIES[kind]}/${fy}/${String(seq).padStart(4, "0")}`;

/**
 * Writes the next paper of a series, unique and with no gap (GST Rules 46 and 55), through the one numbering of
 * every series (lib/numbering/series.ts, "after-last"): a number is only ever used by a paper that was written. `before`
 * records the number on the order before the paper is written, so a crash after the insert is finished by the next
 * request instead of issuing a second paper.
 */
export async function insertNextNumber(
  kind: InvoiceKind,
  fy: string,
  build: (number: string, seq: number) => InvoiceDoc,
  before: (number: string) => Promise<void>,
): Promise<InvoiceDoc> {
  const taken = await writeNumbered(kind, fy, "after-last", 10_000, async (seq) => {
    const number = formatNumber(kind, fy, seq);
    await before(number);
    const doc = build(number, seq);
    await Invoice.create(doc);
    return doc;
  });
  if (!taken) throw new Error(`no free number in series ${kind} ${fy}`);
  return taken.value;
}
