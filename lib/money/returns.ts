import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { getBusiness } from "@/lib/business/settings";
import { GST_STATES } from "@/lib/business/states";
import { paymentsBetween } from "./ledger";
import { Invoice, type InvoiceDoc } from "@/models/Invoice";
import { ReturnMonthModel, type ReturnMonthDoc } from "@/models/ReturnMonth";
import { indiaDate } from "../format/financial-year";
import { gstr1, sectionsOf, type Gstr1, type Section } from "./gstr1";
import type { BooksMonth, SectionFigures } from "./books-month";

export type { BooksMonth } from "./books-month";
import { challansBetween, registerDocuments, registerRows } from "./register";
import { tallyXml } from "./tally";

/**
 * The month's books for the accountant (issue 69): the GSTR-1 file and the Tally vouchers, from the papers the workshop
 * issued (lib/money/gstr1.ts, lib/money/tally.ts), and whether a month's return was downloaded and filed. A filed
 * month is closed: no invoice or credit note is dated in it any more (`assertMonthOpen`, called when one is issued).
 */

/** The first and last day of a month "YYYY-MM". */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** 409 while the business's details are still the examples: a return under the example GSTIN would be someone else's. */
async function realBusiness() {
  const business = await getBusiness();
  if (business.example) throw new ConflictError(refusal("businessStillExamples"), { business: refusal("stillTheExamples") });
  return business;
}

/** The month's papers, their credit notes' invoices, and its challans. */
async function monthPapers(month: string) {
  const { from, to } = monthRange(month);
  const [papers, challans] = await Promise.all([registerDocuments(from, to), challansBetween(from, to)]);
  const wanted = [...new Set(papers.flatMap((d) => (d.kind === "credit-note" && d.refersTo ? [d.refersTo.number] : [])))];
  const originals = new Map(
    (await Promise.all(wanted.map((n) => Invoice.findById(n).lean<InvoiceDoc>()))).filter((d): d is InvoiceDoc => !!d).map((d) => [d._id, d]),
  );
  return { papers, challans, originals };
}

/** GET /api/admin/books/gstr1: the month's return; its download is recorded (a month is filed only after it). */
export async function monthGstr1(month: string, byName: string): Promise<Gstr1> {
  await connectToDatabase();
  const business = await realBusiness();
  const { papers, challans, originals } = await monthPapers(month);
  const file = gstr1({ gstin: business.gstin, month, papers, originals, challans });
  await ReturnMonthModel.updateOne({ _id: month }, { $set: { downloadedAt: new Date(), downloadedBy: byName } }, { upsert: true });
  return file;
}

export async function booksMonth(month: string): Promise<BooksMonth> {
  await connectToDatabase();
  const [{ papers, challans, originals }, state, business] = await Promise.all([
    monthPapers(month),
    ReturnMonthModel.findById(month).lean<ReturnMonthDoc>(),
    getBusiness(),
  ]);
  const sections = sectionsOf({ papers, originals });
  const figures = Object.fromEntries(
    (["b2b", "b2cl", "b2cs", "cdnr", "cdnur"] as const).map((s) => [s, { count: 0, taxablePaise: 0, taxPaise: 0 }]),
  ) as Record<Section, SectionFigures>;
  let net = 0;
  for (const d of papers) {
    const f = figures[sections.get(d._id)!];
    f.count += 1;
    f.taxablePaise += d.taxablePaise;
    f.taxPaise += d.cgstPaise + d.sgstPaise + d.igstPaise;
    net += (d.kind === "credit-note" ? -1 : 1) * d.taxablePaise;
  }
  // The register's own totals, net of credit notes, rate by rate: the same papers read by the register's code.
  const register = registerRows(papers).totals.filter((r) => String(r[0]).startsWith("Net at"));
  const registerTaxable = Math.round(register.reduce((n, r) => n + Number(r[9]) * 100, 0));
  return {
    month,
    sections: figures,
    challans: challans.length,
    returnTaxablePaise: net,
    registerTaxablePaise: registerTaxable,
    downloadedAt: state?.downloadedAt ? new Date(state.downloadedAt).toISOString() : null,
    filedAt: state?.filedAt ? new Date(state.filedAt).toISOString() : null,
    filedBy: state?.filedBy ?? "",
    example: business.example,
  };
}

/** Marks a month's return filed: only after its file was downloaded, and never a month still running. Idempotent. */
export async function markFiled(month: string, byName: string): Promise<BooksMonth> {
  await connectToDatabase();
  await withLock(`return:${month}`, async () => {
    const state = await ReturnMonthModel.findById(month).lean<ReturnMonthDoc>();
    if (state?.filedAt) return;
    if (!state?.downloadedAt) throw new ConflictError(refusal("downloadReturnFirst", { month }), { month: refusal("notDownloaded") });
    if (monthRange(month).to >= indiaDate()) throw new ConflictError(refusal("monthNotOver", { month }), { month: refusal("monthRunning") });
    await ReturnMonthModel.updateOne({ _id: month }, { $set: { filedAt: new Date(), filedBy: byName } });
  });
  return booksMonth(month);
}

/** Refuses (409) an invoice or credit note dated in a month whose return is filed: a filed return cannot change. */
export async function assertMonthOpen(date: string): Promise<void> {
  const month = date.slice(0, 7);
  const state = await ReturnMonthModel.findById(month).lean<ReturnMonthDoc>();
  if (state?.filedAt) throw new ConflictError(refusal("monthFiled", { month }), { date: refusal("monthFiledField", { month }) });
}

/** GET /api/admin/books/tally: the range's vouchers as Tally's import XML. */
export async function tallyBetween(from: string, to: string): Promise<string> {
  await connectToDatabase();
  const business = await realBusiness();
  const [papers, ledger] = await Promise.all([registerDocuments(from, to), paymentsBetween(from, to)]);
  return tallyXml({
    company: business.legalName,
    ledgers: business.tally,
    papers,
    payments: ledger.map((l) => ({
      reference: l.reference,
      party: l.customer,
      amountPaise: l.entry.amountPaise,
      mode: l.entry.mode,
      utr: l.entry.utr ?? "",
      receivedOn: l.entry.receivedOn,
      note: l.entry.note ?? "",
      at: new Date(l.entry.at).getTime(),
    })),
    stateName: (code) => GST_STATES[code] ?? "",
  });
}
