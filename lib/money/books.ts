import "server-only";
import JSZip from "jszip";
import { toCsv } from "@/lib/util/csv";
import { decimalRupees, formatRupees } from "@/lib/format/money";
import { paymentsBetween, type LedgerEntry } from "./ledger";
import type { InvoiceDoc } from "@/models/Invoice";
import { challanPdf, invoicePdf } from "./documents";
import { PAYMENT_MODE_LABEL } from "@/lib/orders/billing";
import { challansBetween, registerCsv, registerDocuments, registerXlsx } from "./register";

/**
 * The year's books (issue 37): one zip for a financial year, the file the accountant keeps for six years.
 * - `invoices/` and `credit-notes/`: every document of the year as its PDF, drawn from the copy kept when it was issued;
 * - `challans/`: every delivery challan of the year (GST Rule 55), its PDF in triplicate as issued;
 * - `gst-register-<year>.csv` and `.xlsx`: the register with its totals by rate (lib/money/register.ts);
 * - `payments-ledger-<year>.csv`: every payment and refund received in the year, with its order and who recorded it;
 * - `README.txt`: what is inside, with the year's totals.
 */

/** "2026-27" → its first and last day in India's financial year. */
export function financialYearRange(year: string): { from: string; to: string; short: string } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(year);
  if (!m) return null;
  const start = Number(m[1]);
  if (Number(m[2]) !== (start + 1) % 100 || start < 2000 || start > 2098) return null;
  return { from: `${start}-04-01`, to: `${start + 1}-03-31`, short: `${String(start % 100).padStart(2, "0")}-${m[2]}` };
}

const pdfName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
const rupees = decimalRupees;

const LEDGER_HEADER = ["Received on", "Order", "Customer", "Mode", "UTR / transaction", "Amount (INR)", "Note", "Recorded by", "Recorded at"];

export function ledgerCsv(entries: LedgerEntry[]): string {
  return toCsv(
    LEDGER_HEADER,
    entries.map(({ reference, customer, entry: e }) => [
      e.receivedOn,
      reference,
      customer,
      PAYMENT_MODE_LABEL[e.mode],
      e.utr,
      rupees(e.amountPaise),
      e.note,
      e.byName,
      new Date(e.at).toISOString(),
    ]),
  );
}

function readme(year: string, docs: InvoiceDoc[], ledger: LedgerEntry[], challans: InvoiceDoc[]): string {
  const sum = (kind: InvoiceDoc["kind"], k: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise") =>
    docs.filter((d) => d.kind === kind).reduce((n, d) => n + d[k], 0);
  const line = (label: string, kind: InvoiceDoc["kind"]) =>
    `${label}: ${docs.filter((d) => d.kind === kind).length}; taxable ${formatRupees(sum(kind, "taxablePaise"))}, CGST ${formatRupees(sum(kind, "cgstPaise"))}, SGST ${formatRupees(sum(kind, "sgstPaise"))}, IGST ${formatRupees(sum(kind, "igstPaise"))}, total ${formatRupees(sum(kind, "totalPaise"))}`;
  const received = ledger.filter((l) => l.entry.amountPaise > 0).reduce((n, l) => n + l.entry.amountPaise, 0);
  const refunded = ledger.filter((l) => l.entry.amountPaise < 0).reduce((n, l) => n - l.entry.amountPaise, 0);
  return [
    `The books of the financial year ${year} (1 April to 31 March), made ${new Date().toISOString()}.`,
    "",
    line("Tax invoices", "invoice"),
    line("Credit notes", "credit-note"),
    `Delivery challans: ${challans.length}; value ${formatRupees(challans.reduce((n, d) => n + d.totalPaise, 0))}`,
    `Payments: ${ledger.filter((l) => l.entry.amountPaise > 0).length} received, ${formatRupees(received)}; refunds ${formatRupees(refunded)}; net ${formatRupees(received - refunded)}`,
    "",
    "invoices/, credit-notes/   every document as issued (PDF)",
    "challans/   every delivery challan as issued (PDF, in triplicate); not in the register: a challan is not a tax invoice",
    `gst-register-${year}.csv, .xlsx   the GST register: one row per document and rate, then the totals by rate`,
    `payments-ledger-${year}.csv   every payment and refund received in the year`,
    "",
  ].join("\r\n");
}

/** The zip of a financial year ("2026-27"). */
export async function yearBooks(year: string): Promise<Buffer> {
  const range = financialYearRange(year);
  if (!range) throw new Error(`not a financial year: ${year}`);
  const [docs, ledger, challans] = await Promise.all([
    registerDocuments(range.from, range.to),
    paymentsBetween(range.from, range.to),
    challansBetween(range.from, range.to),
  ]);
  const zip = new JSZip();
  for (const d of docs) zip.file(`${d.kind === "invoice" ? "invoices" : "credit-notes"}/${pdfName(d._id)}`, await invoicePdf(d));
  for (const d of challans) zip.file(`challans/${pdfName(d._id)}`, await challanPdf(d));
  zip.file(`gst-register-${year}.csv`, registerCsv(docs));
  zip.file(`gst-register-${year}.xlsx`, await registerXlsx(docs, range.from, range.to));
  zip.file(`payments-ledger-${year}.csv`, ledgerCsv(ledger));
  zip.file("README.txt", readme(year, docs, ledger, challans));
  return zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 6 } });
}
