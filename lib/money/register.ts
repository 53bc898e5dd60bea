import "server-only";
import ExcelJS from "exceljs";
import { connectToDatabase } from "@/lib/db/connect";
import { neutraliseFormula, toCsv } from "@/lib/util/csv";
import { BadRequestError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { setUpPrinting } from "@/lib/util/print-setup";
import { rupeeValue } from "@/lib/format/money";
import { Invoice, type InvoiceDoc, type InvoiceKind } from "@/models/Invoice";
import { financialYearsBetween } from "../format/financial-year";
import { formatNumber } from "./numbering";
import { lastNumber } from "@/lib/numbering/series";
import { stateLabel } from "@/lib/business/states";

/** Documents one register may hold: a wider range is refused with a clear message (narrow the dates). */
export const REGISTER_MAX = 5_000;

const byNumber = (kind: InvoiceKind, fy: string, seq: number) => Invoice.findById(formatNumber(kind, fy, seq)).lean<InvoiceDoc>();

/** The highest serial written in the year: the counter, then forward while numbers exist (the counter may lag a crash). */
async function lastWritten(kind: InvoiceKind, fy: string): Promise<number> {
  let n = await lastNumber(kind, fy);
  while (await byNumber(kind, fy, n + 1)) n++;
  return n;
}

/**
 * The documents of a series dated from..to, oldest first, read by number
 * only (`_id`): numbers are consecutive and dates never go backwards along
 * them, so the first one in range is found by bisection and the rest are
 * read in order until one is past the range.
 */
async function seriesInRange(kind: InvoiceKind, fy: string, from: string, to: string): Promise<InvoiceDoc[]> {
  const last = await lastWritten(kind, fy);
  let lo = 1;
  let hi = last + 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const d = await byNumber(kind, fy, mid);
    if (d && d.date < from) lo = mid + 1;
    else hi = mid;
  }
  const out: InvoiceDoc[] = [];
  for (let seq = lo; seq <= last; seq += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, last - seq + 1) }, (_, i) => byNumber(kind, fy, seq + i)));
    for (const d of batch) {
      if (!d || d.date < from) continue;
      if (d.date > to) return out;
      out.push(d);
      if (out.length > REGISTER_MAX) throw new BadRequestError(refusal("registerTooLong", { n: REGISTER_MAX }), { to: refusal("rangeTooLong") });
    }
  }
  return out;
}

/** The delivery challans dated from..to (not in the GST register: kept beside it in the year's books). */
export async function challansBetween(from: string, to: string): Promise<InvoiceDoc[]> {
  await connectToDatabase();
  const out: InvoiceDoc[] = [];
  for (const fy of financialYearsBetween(from, to)) out.push(...(await seriesInRange("challan", fy, from, to)));
  return out;
}

export async function registerDocuments(from: string, to: string): Promise<InvoiceDoc[]> {
  await connectToDatabase();
  const out: InvoiceDoc[] = [];
  for (const fy of financialYearsBetween(from, to)) {
    for (const kind of ["invoice", "credit-note"] as const) out.push(...(await seriesInRange(kind, fy, from, to)));
  }
  return out.sort((a, b) => (a.date === b.date ? a._id.localeCompare(b._id) : a.date.localeCompare(b.date)));
}

const HEADERS = [
  "Type",
  "Number",
  "Date",
  "Order",
  "Recipient",
  "GSTIN of recipient",
  "Place of supply",
  "Against invoice",
  "Rate (%)",
  "Taxable value (INR)",
  "CGST (INR)",
  "SGST (INR)",
  "IGST (INR)",
  "Document value (INR)",
];

type Sums = { taxable: number; cgst: number; sgst: number; igst: number };

/**
 * One row per document and GST rate (a GSTR-1 return is filled rate by
 * rate). Credit notes are listed with positive values and their type, as the
 * return reports them (and as the CSV writer would mark a negative figure as
 * text); the totals by rate give invoices, credit notes and the net.
 */
export function registerRows(docs: InvoiceDoc[]): { rows: (string | number)[][]; totals: (string | number)[][] } {
  const rows: (string | number)[][] = [];
  const byRate = new Map<number, { invoices: Sums; notes: Sums }>();
  const zero = (): Sums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0 });
  for (const d of docs) {
    const rates = new Map<number, Sums>();
    for (const l of d.lines) {
      const s = rates.get(l.ratePercent) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      s.taxable += l.taxablePaise;
      s.cgst += l.cgstPaise;
      s.sgst += l.sgstPaise;
      s.igst += l.igstPaise;
      rates.set(l.ratePercent, s);
    }
    for (const [rate, s] of [...rates].sort((a, b) => a[0] - b[0])) {
      rows.push([
        d.kind === "credit-note" ? "Credit note" : "Invoice",
        d._id,
        d.date,
        d.order,
        d.recipient.name,
        d.recipient.gstin || "",
        stateLabel(d.placeOfSupply),
        d.refersTo?.number ?? "",
        rate,
        rupeeValue(s.taxable),
        rupeeValue(s.cgst),
        rupeeValue(s.sgst),
        rupeeValue(s.igst),
        rupeeValue(d.totalPaise),
      ]);
      const t = byRate.get(rate) ?? { invoices: zero(), notes: zero() };
      const into = d.kind === "credit-note" ? t.notes : t.invoices;
      into.taxable += s.taxable;
      into.cgst += s.cgst;
      into.sgst += s.sgst;
      into.igst += s.igst;
      byRate.set(rate, t);
    }
  }
  const row = (label: string, rate: number, t: Sums) => [
    label,
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    rate,
    rupeeValue(t.taxable),
    rupeeValue(t.cgst),
    rupeeValue(t.sgst),
    rupeeValue(t.igst),
    rupeeValue(t.taxable + t.cgst + t.sgst + t.igst),
  ];
  const totals = [...byRate]
    .sort((a, b) => a[0] - b[0])
    .flatMap(([rate, { invoices: i, notes: n }]) => [
      row(`Invoices at ${rate}%`, rate, i),
      row(`Credit notes at ${rate}%`, rate, n),
      row(`Net at ${rate}%`, rate, { taxable: i.taxable - n.taxable, cgst: i.cgst - n.cgst, sgst: i.sgst - n.sgst, igst: i.igst - n.igst }),
    ]);
  return { rows, totals };
}

/** Money columns (from "Taxable value") with two decimals. */
const MONEY_FROM = 9;

export function registerCsv(docs: InvoiceDoc[]): string {
  const { rows, totals } = registerRows(docs);
  return toCsv(
    HEADERS,
    [...rows, ...totals].map((r) => r.map((v, i) => (i >= MONEY_FROM && typeof v === "number" ? v.toFixed(2) : String(v)))),
  );
}

export async function registerXlsx(docs: InvoiceDoc[], from: string, to: string): Promise<Buffer> {
  const { rows, totals } = registerRows(docs);
  const wb = new ExcelJS.Workbook();
  wb.created = new Date();
  const add = (name: string, header: string[], data: (string | number)[][]) => {
    const sheet = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = header.map((h, i) => ({
      header: h,
      width: i === 4 ? 30 : Math.max(12, h.length + 2),
      style: i >= MONEY_FROM ? { numFmt: "#,##0.00" } : {},
    }));
    sheet.getRow(1).font = { bold: true };
    for (const r of data) sheet.addRow(r.map((v) => (typeof v === "string" ? neutraliseFormula(v) : v)));
    setUpPrinting(sheet, { footer: `${name} ${from} to ${to}` });
  };
  add("Register", HEADERS, rows);
  add("Totals by rate", HEADERS, totals);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
