/**
 * GSTR-1 for a month (issue 69), pure: the return as the GST offline tool imports it, built from the papers the
 * workshop issued and stored (never recomputed: every figure is the stored paper's, to the paisa). Field names, codes
 * and limits are the portal's (docs/MONEY.md, "GSTR-1": the sections, which paper goes where and why, and the
 * sources). The route reads the month's papers (lib/money/returns.ts).
 *
 * - b2b: invoices to a registered buyer (a GSTIN), by buyer; one item per tax rate.
 * - b2cl: invoices to an unregistered buyer in another state above the B2C limit, by place of supply.
 * - b2cs: every other invoice to an unregistered buyer, one row per place of supply and rate; a credit note against
 *   such an invoice is taken off its row (the portal has no note section for it).
 * - cdnr / cdnur: credit notes to a registered buyer, and to an unregistered one whose invoice was B2C large.
 * - hsn: the HSN/SAC summary, separately for B2B and B2C supplies (the portal's split since May 2025).
 * - doc_issue: each series' numbers used in the month, with the ones not used (gaps) as cancelled.
 */
import type { InvoiceDoc } from "@/models/Invoice";
import type { TaxLine } from "@/vocabulary/money";
import { rupeeValue } from "@/lib/format/money";

/** Invoice value above which an inter-state supply to an unregistered buyer is B2C large: ₹2,50,000 to 31 July 2024, then ₹1,00,000. */
export function b2clLimitPaise(date: string): number {
  return date <= "2024-07-31" ? 2_50_000_00 : 1_00_000_00;
}

/** The HSN summary is asked for B2B and B2C supplies apart for returns from May 2025 (one list before). */
export const HSN_SPLIT_FROM = "2025-05";

/** The document natures of table 13 the workshop issues (the portal's codes). */
export const DOC_NATURE = { invoices: 1, creditNotes: 5, challansJobWork: 9, challansOther: 12 } as const;

/** Rupees with two decimals, from paise (the portal's amounts). */
const rupees = rupeeValue;
/** dd-mm-yyyy from yyyy-mm-dd. */
const portalDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

export interface ItemDetail {
  txval: number;
  rt: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}
export interface Item {
  num: number;
  itm_det: ItemDetail;
}
export interface IgstItem {
  num: number;
  itm_det: Pick<ItemDetail, "txval" | "rt" | "iamt" | "csamt">;
}
export interface B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: "N";
  inv_typ: "R";
  itms: Item[];
}
export interface B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: IgstItem[];
}
/** A row's taxable value and its tax (integrated, central, state, cess). */
interface TaxedAmounts {
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}
export interface B2csRow extends TaxedAmounts {
  sply_ty: "INTRA" | "INTER";
  pos: string;
  typ: "OE";
  rt: number;
}
/** A credit note's heading, as both note tables write it. */
interface NoteHead {
  ntty: "C";
  nt_num: string;
  nt_dt: string;
  val: number;
  pos: string;
}
export interface CdnrNote extends NoteHead {
  rchrg: "N";
  inv_typ: "R";
  itms: Item[];
}
export interface CdnurNote extends NoteHead {
  typ: "B2CL";
  itms: IgstItem[];
}
export interface HsnRow extends TaxedAmounts {
  num: number;
  hsn_sc: string;
  uqc: string;
  qty: number;
  rt: number;
}
export interface DocRange {
  num: number;
  from: string;
  to: string;
  totnum: number;
  cancel: number;
  net_issue: number;
}

export interface Gstr1 {
  gstin: string;
  fp: string;
  version: string;
  hash: "hash";
  b2b?: { ctin: string; inv: B2bInvoice[] }[];
  b2cl?: { pos: string; inv: B2clInvoice[] }[];
  b2cs?: B2csRow[];
  cdnr?: { ctin: string; nt: CdnrNote[] }[];
  cdnur?: CdnurNote[];
  hsn?: { hsn_b2b?: HsnRow[]; hsn_b2c?: HsnRow[]; data?: HsnRow[] };
  doc_issue?: { doc_det: { doc_num: number; docs: DocRange[] }[] };
}

/** The offline tool's JSON version this file follows (docs/MONEY.md). */
export const GSTR1_VERSION = "GST3.2.1";

export type Section = "b2b" | "b2cl" | "b2cs" | "cdnr" | "cdnur";

export interface Gstr1Input {
  /** The workshop's GSTIN and the month, "YYYY-MM". */
  gstin: string;
  month: string;
  /** The invoices and credit notes dated in the month (a register's documents). */
  papers: InvoiceDoc[];
  /** The invoices the month's credit notes are against, by number (they may be of an earlier month). */
  originals: Map<string, InvoiceDoc>;
  /** The delivery challans dated in the month. */
  challans: InvoiceDoc[];
}

interface RateSums {
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
}

/** A paper's lines summed by tax rate, in paise, rates in order. */
function byRate(lines: readonly TaxLine[]): RateSums[] {
  const out = new Map<number, RateSums>();
  for (const l of lines) {
    const s = out.get(l.ratePercent) ?? { rt: l.ratePercent, txval: 0, iamt: 0, camt: 0, samt: 0 };
    s.txval += l.taxablePaise;
    s.iamt += l.igstPaise;
    s.camt += l.cgstPaise;
    s.samt += l.sgstPaise;
    out.set(l.ratePercent, s);
  }
  return [...out.values()].sort((a, b) => a.rt - b.rt);
}

const items = (lines: readonly TaxLine[]): Item[] =>
  byRate(lines).map((s, i) => ({
    num: i + 1,
    itm_det: { txval: rupees(s.txval), rt: s.rt, iamt: rupees(s.iamt), camt: rupees(s.camt), samt: rupees(s.samt), csamt: 0 },
  }));

const igstItems = (lines: readonly TaxLine[]): IgstItem[] =>
  byRate(lines).map((s, i) => ({ num: i + 1, itm_det: { txval: rupees(s.txval), rt: s.rt, iamt: rupees(s.iamt), csamt: 0 } }));

const isRegistered = (d: InvoiceDoc) => !!d.recipient.gstin;
const isInterState = (d: InvoiceDoc) => d.placeOfSupply !== d.supplier.stateCode;

/** The section an invoice is reported in (its buyer, state and value). */
export function invoiceSection(d: InvoiceDoc): "b2b" | "b2cl" | "b2cs" {
  if (isRegistered(d)) return "b2b";
  return isInterState(d) && d.totalPaise > b2clLimitPaise(d.date) ? "b2cl" : "b2cs";
}

/** The section a credit note is reported in: its buyer's, and for an unregistered buyer its invoice's. */
export function noteSection(note: InvoiceDoc, original: InvoiceDoc | undefined): "cdnr" | "cdnur" | "b2cs" {
  if (isRegistered(note)) return "cdnr";
  return original && invoiceSection(original) === "b2cl" ? "cdnur" : "b2cs";
}

/** The UQC of a line: goods by the piece (NOS), a service has none (NA). */
const uqcOf = (l: TaxLine) => (l.code.startsWith("99") ? "NA" : "NOS");

/** Which section each paper of the month went to (the Books page's counts, and the tests' "exactly one"). */
export function sectionsOf(input: Pick<Gstr1Input, "papers" | "originals">): Map<string, Section> {
  const out = new Map<string, Section>();
  for (const d of input.papers) {
    out.set(d._id, d.kind === "credit-note" ? noteSection(d, d.refersTo ? input.originals.get(d.refersTo.number) : undefined) : invoiceSection(d));
  }
  return out;
}

/** The month's GSTR-1. */
export function gstr1(input: Gstr1Input): Gstr1 {
  const [year, month] = input.month.split("-");
  const sections = sectionsOf(input);
  const b2b = new Map<string, B2bInvoice[]>();
  const b2cl = new Map<string, B2clInvoice[]>();
  const b2cs = new Map<string, B2csRow & { paise: RateSums }>();
  const cdnr = new Map<string, CdnrNote[]>();
  const cdnur: CdnurNote[] = [];
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  // Before May 2025 one list (`data`) held every supply: kept in the B2B map.
  const split = input.month >= HSN_SPLIT_FROM;

  const addHsn = (into: Map<string, HsnRow>, lines: readonly TaxLine[], sign: 1 | -1) => {
    for (const l of lines) {
      const key = `${l.code}|${uqcOf(l)}|${l.ratePercent}`;
      const row = into.get(key) ?? {
        num: 0,
        hsn_sc: l.code,
        uqc: uqcOf(l),
        qty: 0,
        rt: l.ratePercent,
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
        csamt: 0,
      };
      // Summed in paise (two decimals at the end): a quantity is the papers' own.
      row.qty += uqcOf(l) === "NA" ? 0 : sign * l.quantity;
      row.txval += sign * l.taxablePaise;
      row.iamt += sign * l.igstPaise;
      row.camt += sign * l.cgstPaise;
      row.samt += sign * l.sgstPaise;
      into.set(key, row);
    }
  };
  const addB2cs = (d: InvoiceDoc, sign: 1 | -1) => {
    for (const s of byRate(d.lines)) {
      const key = `${d.placeOfSupply}|${s.rt}`;
      const row = b2cs.get(key) ?? {
        sply_ty: isInterState(d) ? "INTER" : "INTRA",
        pos: d.placeOfSupply,
        typ: "OE",
        rt: s.rt,
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
        csamt: 0,
        paise: { rt: s.rt, txval: 0, iamt: 0, camt: 0, samt: 0 },
      };
      row.paise.txval += sign * s.txval;
      row.paise.iamt += sign * s.iamt;
      row.paise.camt += sign * s.camt;
      row.paise.samt += sign * s.samt;
      b2cs.set(key, row);
    }
  };

  for (const d of input.papers) {
    const section = sections.get(d._id)!;
    const b2bSide = section === "b2b" || section === "cdnr";
    addHsn(b2bSide || !split ? hsn.b2b : hsn.b2c, d.lines, d.kind === "credit-note" ? -1 : 1);
    if (section === "b2b") {
      const list = b2b.get(d.recipient.gstin) ?? [];
      list.push({
        inum: d._id,
        idt: portalDate(d.date),
        val: rupees(d.totalPaise),
        pos: d.placeOfSupply,
        rchrg: "N",
        inv_typ: "R",
        itms: items(d.lines),
      });
      b2b.set(d.recipient.gstin, list);
    } else if (section === "b2cl") {
      const list = b2cl.get(d.placeOfSupply) ?? [];
      list.push({ inum: d._id, idt: portalDate(d.date), val: rupees(d.totalPaise), itms: igstItems(d.lines) });
      b2cl.set(d.placeOfSupply, list);
    } else if (section === "b2cs") {
      addB2cs(d, d.kind === "credit-note" ? -1 : 1);
    } else if (section === "cdnr") {
      const list = cdnr.get(d.recipient.gstin) ?? [];
      list.push({
        ntty: "C",
        nt_num: d._id,
        nt_dt: portalDate(d.date),
        val: rupees(d.totalPaise),
        pos: d.placeOfSupply,
        rchrg: "N",
        inv_typ: "R",
        itms: items(d.lines),
      });
      cdnr.set(d.recipient.gstin, list);
    } else {
      cdnur.push({
        ntty: "C",
        nt_num: d._id,
        nt_dt: portalDate(d.date),
        val: rupees(d.totalPaise),
        typ: "B2CL",
        pos: d.placeOfSupply,
        itms: igstItems(d.lines),
      });
    }
  }

  const hsnRows = (rows: Map<string, HsnRow>): HsnRow[] =>
    [...rows.values()]
      .sort((a, b) => a.hsn_sc.localeCompare(b.hsn_sc) || a.rt - b.rt)
      .map((r, i) => ({
        ...r,
        num: i + 1,
        txval: rupees(r.txval),
        iamt: rupees(r.iamt),
        camt: rupees(r.camt),
        samt: rupees(r.samt),
      }));
  const hsnSection = split
    ? { ...(hsn.b2b.size ? { hsn_b2b: hsnRows(hsn.b2b) } : {}), ...(hsn.b2c.size ? { hsn_b2c: hsnRows(hsn.b2c) } : {}) }
    : hsn.b2b.size
      ? { data: hsnRows(hsn.b2b) }
      : {};

  const docIssue = documentsIssued(input);
  return {
    gstin: input.gstin,
    fp: `${month}${year}`,
    version: GSTR1_VERSION,
    hash: "hash",
    ...(b2b.size ? { b2b: [...b2b].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, inv]) => ({ ctin, inv })) } : {}),
    ...(b2cl.size ? { b2cl: [...b2cl].sort(([a], [b]) => a.localeCompare(b)).map(([pos, inv]) => ({ pos, inv })) } : {}),
    ...(b2cs.size
      ? {
          b2cs: [...b2cs.values()]
            .sort((a, b) => a.pos.localeCompare(b.pos) || a.rt - b.rt)
            .map(({ paise, ...row }) => ({
              ...row,
              txval: rupees(paise.txval),
              iamt: rupees(paise.iamt),
              camt: rupees(paise.camt),
              samt: rupees(paise.samt),
            })),
        }
      : {}),
    ...(cdnr.size ? { cdnr: [...cdnr].sort(([a], [b]) => a.localeCompare(b)).map(([ctin, nt]) => ({ ctin, nt })) } : {}),
    ...(cdnur.length ? { cdnur } : {}),
    ...(Object.keys(hsnSection).length ? { hsn: hsnSection } : {}),
    ...(docIssue.length ? { doc_issue: { doc_det: docIssue } } : {}),
  };
}

/**
 * Table 13: each series' numbers used in the month, from its lowest to its highest number; a number in the range that
 * no paper of the series holds (a gap: a restore's skipped numbers, docs/BACKUP.md) is counted as cancelled. The
 * challans share one series: a delivery challan's number is not a gap of the job-work challans' range.
 */
export function documentsIssued(input: Pick<Gstr1Input, "papers" | "challans">): { doc_num: number; docs: DocRange[] }[] {
  const range = (docs: InvoiceDoc[], series: InvoiceDoc[]): DocRange[] => {
    if (!docs.length) return [];
    const seqs = docs.map((d) => d.seq);
    const lo = Math.min(...seqs);
    const hi = Math.max(...seqs);
    const first = docs.find((d) => d.seq === lo)!;
    const last = docs.find((d) => d.seq === hi)!;
    const used = new Set(series.map((d) => d.seq));
    const totnum = hi - lo + 1;
    const gaps = Array.from({ length: totnum }, (_, i) => lo + i).filter((s) => !used.has(s)).length;
    const others = series.filter((d) => !docs.includes(d) && d.seq >= lo && d.seq <= hi).length;
    return [{ num: 1, from: first._id, to: last._id, totnum: totnum - others, cancel: gaps, net_issue: totnum - others - gaps }];
  };
  const invoices = input.papers.filter((d) => d.kind === "invoice");
  const notes = input.papers.filter((d) => d.kind === "credit-note");
  const jobWork = input.challans.filter((d) => d.challanKind === "job-work-return");
  const other = input.challans.filter((d) => d.challanKind !== "job-work-return");
  return [
    { doc_num: DOC_NATURE.invoices, docs: range(invoices, invoices) },
    { doc_num: DOC_NATURE.creditNotes, docs: range(notes, notes) },
    { doc_num: DOC_NATURE.challansJobWork, docs: range(jobWork, input.challans) },
    { doc_num: DOC_NATURE.challansOther, docs: range(other, input.challans) },
  ].filter((n) => n.docs.length);
}
