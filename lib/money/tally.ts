/**
 * Tally Prime vouchers for a date range (issue 69), pure: the XML Tally's "Import Data" takes (Gateway of Tally →
 * Import → Transactions), one voucher per document the workshop issued or recorded: a Sales voucher per tax invoice, a
 * Credit Note per credit note, a Receipt per payment received (a Payment per refund). Every figure is the stored
 * paper's or payment's, to the paisa, and every voucher balances to the paisa (Tally's sign: a debit negative, a
 * credit positive). Each voucher carries a REMOTEID made from its document's own number, so importing the same range
 * twice alters the vouchers already there instead of adding them again. The party's ledger is sent as a master first
 * (under Sundry Debtors, with its GSTIN and state), so a customer Tally does not know yet is created; the sales, tax,
 * bank and cash ledgers are the business's settings (docs/MONEY.md, "Tally").
 */
import type { InvoiceDoc } from "@/models/Invoice";
import type { PaymentMode } from "@/vocabulary/money";
import type { TaxLine } from "@/vocabulary/money";
import type { TallyLedgers } from "@/vocabulary/business";
import { decimalRupees } from "@/lib/format/money";

/** A payment as the ledger has it: its order, its party, the entry. */
export interface TallyPayment {
  reference: string;
  party: string;
  amountPaise: number;
  mode: PaymentMode;
  utr: string;
  receivedOn: string;
  note: string;
  /** When it was recorded (ms): with the order, what makes its voucher's id. */
  at: number;
}

export interface TallyInput {
  /** The company's name as Tally knows it (SVCURRENTCOMPANY): the business's legal name. */
  company: string;
  ledgers: TallyLedgers;
  /** The invoices and credit notes dated in the range. */
  papers: InvoiceDoc[];
  payments: TallyPayment[];
  /** A state's name by its GST code, as Tally spells it. */
  stateName: (code: string) => string;
}

/** One line of a voucher: a ledger, debit (negative) or credit (positive), in paise. */
interface Entry {
  ledger: string;
  paise: number;
  hsn?: string;
  goods?: boolean;
}

export interface TallyVoucher {
  remoteId: string;
  type: "Sales" | "Credit Note" | "Receipt" | "Payment";
  number: string;
  date: string;
  party: string;
  partyGstin: string;
  state: string;
  narration: string;
  entries: Entry[];
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
const amount = decimalRupees;
const tallyDate = (day: string) => day.replace(/-/g, "");

/** The party a paper is made out to: its recipient's name (the billing name or the customer's). */
const partyOf = (d: InvoiceDoc) => d.recipient.name.trim() || "Customer";

/** The sales lines of a paper, one per HSN/SAC and rate, and its tax ledgers' totals. */
function salesEntries(lines: readonly TaxLine[], l: TallyLedgers, sign: 1 | -1): Entry[] {
  const sales = new Map<string, Entry>();
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  for (const line of lines) {
    const key = `${line.code}|${line.ratePercent}`;
    const e = sales.get(key) ?? { ledger: l.sales, paise: 0, hsn: line.code, goods: !line.code.startsWith("99") };
    e.paise += sign * line.taxablePaise;
    sales.set(key, e);
    cgst += line.cgstPaise;
    sgst += line.sgstPaise;
    igst += line.igstPaise;
  }
  return [
    ...sales.values(),
    ...(cgst ? [{ ledger: l.cgst, paise: sign * cgst }] : []),
    ...(sgst ? [{ ledger: l.sgst, paise: sign * sgst }] : []),
    ...(igst ? [{ ledger: l.igst, paise: sign * igst }] : []),
  ];
}

/** The vouchers of the range: papers and payments, by date, then number. */
export function tallyVouchers(input: TallyInput): TallyVoucher[] {
  const l = input.ledgers;
  const papers: TallyVoucher[] = input.papers.map((d) => {
    const credit = d.kind === "credit-note";
    // A sale: the party owes the total (debit), sales and taxes are credited; a credit note the other way round.
    const lines = salesEntries(d.lines, l, credit ? -1 : 1);
    // The party's entry balances the rest to the paisa.
    const party: Entry = { ledger: partyOf(d), paise: -lines.reduce((n, e) => n + e.paise, 0) };
    return {
      remoteId: `kpw:${d.kind}:${d._id}`,
      type: credit ? "Credit Note" : "Sales",
      number: d._id,
      date: d.date,
      party: partyOf(d),
      partyGstin: d.recipient.gstin,
      state: input.stateName(d.placeOfSupply),
      narration: credit ? `Order ${d.order}, against invoice ${d.refersTo?.number ?? ""}: ${d.reason}`.trim() : `Order ${d.order}`,
      entries: [party, ...lines],
    };
  });
  const payments: TallyVoucher[] = input.payments.map((p) => {
    const refund = p.amountPaise < 0;
    const cashOrBank = p.mode === "cash" ? l.cash : l.bank;
    const a = Math.abs(p.amountPaise);
    return {
      remoteId: `kpw:payment:${p.reference}:${p.at}`,
      type: refund ? "Payment" : "Receipt",
      number: "",
      date: p.receivedOn,
      party: p.party,
      partyGstin: "",
      state: "",
      narration: [`Order ${p.reference}`, p.mode.toUpperCase(), p.utr && `UTR ${p.utr}`, p.note].filter(Boolean).join(", "),
      // Received: the bank (or cash) is debited, the party credited; a refund the other way round.
      entries: refund
        ? [
            { ledger: p.party, paise: -a },
            { ledger: cashOrBank, paise: a },
          ]
        : [
            { ledger: p.party, paise: a },
            { ledger: cashOrBank, paise: -a },
          ],
    };
  });
  return [...papers, ...payments].sort((a, b) => a.date.localeCompare(b.date) || a.type.localeCompare(b.type) || a.number.localeCompare(b.number));
}

/** The parties the vouchers name, with what Tally needs to make their ledgers (a GSTIN, a state). */
function parties(input: TallyInput): { name: string; gstin: string; state: string }[] {
  const out = new Map<string, { name: string; gstin: string; state: string }>();
  for (const d of input.papers) {
    const had = out.get(partyOf(d));
    if (!had || (!had.gstin && d.recipient.gstin))
      out.set(partyOf(d), { name: partyOf(d), gstin: d.recipient.gstin, state: input.stateName(d.recipient.stateCode) });
  }
  for (const p of input.payments) if (!out.has(p.party)) out.set(p.party, { name: p.party, gstin: "", state: "" });
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function ledgerXml(p: { name: string; gstin: string; state: string }, debtors: string): string {
  return [
    `<TALLYMESSAGE xmlns:UDF="TallyUDF">`,
    `<LEDGER NAME="${xml(p.name)}" ACTION="Create">`,
    `<NAME.LIST><NAME>${xml(p.name)}</NAME></NAME.LIST>`,
    `<PARENT>${xml(debtors)}</PARENT>`,
    `<ISBILLWISEON>Yes</ISBILLWISEON>`,
    `<COUNTRYOFRESIDENCE>India</COUNTRYOFRESIDENCE>`,
    ...(p.state ? [`<LEDSTATENAME>${xml(p.state)}</LEDSTATENAME>`] : []),
    `<GSTREGISTRATIONTYPE>${p.gstin ? "Regular" : "Unregistered/Consumer"}</GSTREGISTRATIONTYPE>`,
    ...(p.gstin ? [`<PARTYGSTIN>${xml(p.gstin)}</PARTYGSTIN>`] : []),
    `</LEDGER>`,
    `</TALLYMESSAGE>`,
  ].join("\n");
}

function voucherXml(v: TallyVoucher): string {
  const entry = (e: Entry) =>
    [
      `<ALLLEDGERENTRIES.LIST>`,
      `<LEDGERNAME>${xml(e.ledger)}</LEDGERNAME>`,
      `<ISDEEMEDPOSITIVE>${e.paise < 0 ? "Yes" : "No"}</ISDEEMEDPOSITIVE>`,
      ...(e.hsn ? [`<GSTOVRDNTYPEOFSUPPLY>${e.goods ? "Goods" : "Services"}</GSTOVRDNTYPEOFSUPPLY>`, `<GSTHSNNAME>${xml(e.hsn)}</GSTHSNNAME>`] : []),
      `<AMOUNT>${amount(e.paise)}</AMOUNT>`,
      `</ALLLEDGERENTRIES.LIST>`,
    ].join("\n");
  return [
    `<TALLYMESSAGE xmlns:UDF="TallyUDF">`,
    `<VOUCHER REMOTEID="${xml(v.remoteId)}" VCHTYPE="${v.type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    `<DATE>${tallyDate(v.date)}</DATE>`,
    `<VOUCHERTYPENAME>${v.type}</VOUCHERTYPENAME>`,
    ...(v.number ? [`<VOUCHERNUMBER>${xml(v.number)}</VOUCHERNUMBER>`, `<REFERENCE>${xml(v.number)}</REFERENCE>`] : []),
    `<PARTYLEDGERNAME>${xml(v.party)}</PARTYLEDGERNAME>`,
    ...(v.partyGstin ? [`<PARTYGSTIN>${xml(v.partyGstin)}</PARTYGSTIN>`] : []),
    ...(v.state ? [`<STATENAME>${xml(v.state)}</STATENAME>`, `<PLACEOFSUPPLY>${xml(v.state)}</PLACEOFSUPPLY>`] : []),
    `<NARRATION>${xml(v.narration)}</NARRATION>`,
    `<PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>`,
    ...v.entries.map(entry),
    `</VOUCHER>`,
    `</TALLYMESSAGE>`,
  ].join("\n");
}

/** The import file: the envelope, the parties' ledgers, then every voucher. */
export function tallyXml(input: TallyInput): string {
  const vouchers = tallyVouchers(input);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<ENVELOPE>`,
    `<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>`,
    `<BODY>`,
    `<IMPORTDATA>`,
    `<REQUESTDESC><REPORTNAME>All Masters</REPORTNAME><STATICVARIABLES><SVCURRENTCOMPANY>${xml(input.company)}</SVCURRENTCOMPANY></STATICVARIABLES></REQUESTDESC>`,
    `<REQUESTDATA>`,
    ...parties(input).map((p) => ledgerXml(p, input.ledgers.debtors)),
    ...vouchers.map(voucherXml),
    `</REQUESTDATA>`,
    `</IMPORTDATA>`,
    `</BODY>`,
    `</ENVELOPE>`,
    ``,
  ].join("\n");
}
