/**
 * GSTR-1 and Tally from the papers (issue 69), pure: a month of invoices within and across states, to registered and
 * unregistered buyers, small and large; credit notes of each kind; challans and a gap in a series. Every invoice in
 * exactly one section, every figure the paper's, the sections adding up to the register, the file valid against the
 * portal's format; every Tally voucher balanced to the paisa, one per document, with its own id.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validate } from "../api/contract";
import { documentsIssued, gstr1, invoiceSection, b2clLimitPaise, sectionsOf, type Gstr1 } from "@/lib/money/gstr1";
import { taxLines, type SourceLine } from "@/lib/money/tax-lines";
import { tallyVouchers, tallyXml } from "@/lib/money/tally";
import { TALLY_LEDGERS } from "@/lib/business/tally-ledgers";
import { registerRows } from "@/lib/money/register";
import type { InvoiceDoc } from "@/models/Invoice";

const schema = JSON.parse(readFileSync(path.join(__dirname, "../fixtures/gstr1.schema.json"), "utf8"));
const TAX = { services: { code: "998821", ratePercent: 18 }, boards: { code: "4412", ratePercent: 18 } };
const HOME = "33";
const GSTIN = "33ABCDE1234F1Z7";

let seqs: Record<string, number> = {};
function paper(
  kind: InvoiceDoc["kind"],
  over: { gstin?: string; pos?: string; date?: string; total: number; refersTo?: string; challanKind?: InvoiceDoc["challanKind"]; seq?: number },
): InvoiceDoc {
  const series = { invoice: "KPW", "credit-note": "KPWC", challan: "KPWD" }[kind];
  const seq = over.seq ?? (seqs[kind] = (seqs[kind] ?? 0) + 1);
  const pos = over.pos ?? HOME;
  const source: SourceLine[] = [
    { group: "boards", label: "Board: 18 mm BWP plywood", quantity: 2, unit: "sheet", amountPaise: 7_200_00, hsn: "4412" },
    { group: "boards", label: "Board: 18 mm HDHMR", quantity: 1, unit: "sheet", amountPaise: 2_800_00, hsn: "4411" },
    { group: "cutting", label: "Cutting", quantity: 3, unit: "sheet", amountPaise: 1_200_00 },
  ];
  const totals = taxLines(source, TAX, pos === HOME, over.total);
  return {
    _id: `${series}/26-27/${String(seq).padStart(4, "0")}`,
    kind,
    fy: "26-27",
    seq,
    order: "KPW-2026-0042",
    date: over.date ?? "2026-11-14",
    supplier: { name: "Kovai Panel Works", address: "Coimbatore", gstin: GSTIN, stateCode: HOME, phone: "", email: "" },
    recipient: { name: over.gstin ? "Priya Builders" : "Murugan K", address: "", gstin: over.gstin ?? "", stateCode: pos },
    placeOfSupply: pos,
    refersTo: over.refersTo ? { number: over.refersTo, date: "2026-11-02" } : null,
    reason: over.refersTo ? "Order cancelled" : "",
    ...(over.challanKind ? { challanKind: over.challanKind } : {}),
    byName: "Office",
    createdAt: new Date("2026-11-14T06:00:00Z"),
    ...totals,
  };
}

function month() {
  seqs = {};
  const b2bHome = paper("invoice", { gstin: "33AAACB1234C1ZM", total: 13_216_00 });
  const b2bAway = paper("invoice", { gstin: "29AAACB1234C1ZB", pos: "29", total: 50_000_00 });
  const small = paper("invoice", { total: 9_000_00 });
  const smallAway = paper("invoice", { pos: "32", total: 90_000_00 });
  const large = paper("invoice", { pos: "32", total: 1_50_000_00 });
  seqs.invoice += 1; // KPW/26-27/0006 skipped (a restore's gap): cancelled in table 13
  const later = paper("invoice", { total: 4_000_00, date: "2026-11-28" });
  const noteB2b = paper("credit-note", { gstin: "33AAACB1234C1ZM", total: 13_216_00, refersTo: b2bHome._id });
  const noteLarge = paper("credit-note", { pos: "32", total: 1_50_000_00, refersTo: large._id });
  const noteSmall = paper("credit-note", { total: 9_000_00, refersTo: small._id });
  const papers = [b2bHome, b2bAway, small, smallAway, large, later, noteB2b, noteLarge, noteSmall];
  const originals = new Map([b2bHome, large, small].map((d) => [d._id, d]));
  const challans = [
    paper("challan", { total: 25_000_00, challanKind: "job-work-return" }),
    paper("challan", { total: 25_000_00, challanKind: "delivery" }),
    paper("challan", { total: 25_000_00, challanKind: "job-work-return" }),
  ];
  return { papers, originals, challans, b2bHome, b2bAway, small, smallAway, large, later, noteB2b, noteLarge, noteSmall };
}

const rupees = (p: number) => Math.round(p) / 100;
const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
/** Every invoice number a file names, by section. */
function numbersIn(file: Gstr1) {
  return {
    b2b: (file.b2b ?? []).flatMap((g) => g.inv.map((i) => i.inum)),
    b2cl: (file.b2cl ?? []).flatMap((g) => g.inv.map((i) => i.inum)),
    cdnr: (file.cdnr ?? []).flatMap((g) => g.nt.map((n) => n.nt_num)),
    cdnur: (file.cdnur ?? []).map((n) => n.nt_num),
  };
}

describe("GSTR-1 of a month", () => {
  const m = month();
  const file = gstr1({ gstin: GSTIN, month: "2026-11", papers: m.papers, originals: m.originals, challans: m.challans });

  it("is valid against the portal's format, with the workshop's GSTIN and the period as MMYYYY", () => {
    expect(validate(file, schema)).toEqual([]);
    expect(file).toMatchObject({ gstin: GSTIN, fp: "112026", hash: "hash" });
  });

  it("puts every invoice in exactly one section: registered, large across states, or small", () => {
    expect(invoiceSection(m.b2bHome)).toBe("b2b");
    expect(invoiceSection(m.b2bAway)).toBe("b2b");
    expect(invoiceSection(m.large)).toBe("b2cl");
    expect(invoiceSection(m.smallAway)).toBe("b2cs");
    expect(invoiceSection(m.small)).toBe("b2cs");
    const named = numbersIn(file);
    expect(named.b2b.sort()).toEqual([m.b2bHome._id, m.b2bAway._id].sort());
    expect(named.b2cl).toEqual([m.large._id]);
    expect(named.cdnr).toEqual([m.noteB2b._id]);
    expect(named.cdnur).toEqual([m.noteLarge._id]);
    const sections = sectionsOf({ papers: m.papers, originals: m.originals });
    expect(sections.size).toBe(m.papers.length);
    expect(sections.get(m.noteSmall._id)).toBe("b2cs");
  });

  it("carries each paper's own figures: value, date, place of supply, and its tax by rate to the paisa", () => {
    const inv = file.b2b!.find((g) => g.ctin === "33AAACB1234C1ZM")!.inv[0];
    expect(inv).toMatchObject({ inum: m.b2bHome._id, idt: "14-11-2026", val: 13216, pos: "33", rchrg: "N", inv_typ: "R" });
    expect(inv.itms).toEqual([
      {
        num: 1,
        itm_det: {
          txval: rupees(m.b2bHome.taxablePaise),
          rt: 18,
          iamt: 0,
          camt: rupees(m.b2bHome.cgstPaise),
          samt: rupees(m.b2bHome.sgstPaise),
          csamt: 0,
        },
      },
    ]);
    const away = file.b2b!.find((g) => g.ctin === "29AAACB1234C1ZB")!.inv[0];
    expect(away.itms[0].itm_det).toMatchObject({ iamt: rupees(m.b2bAway.igstPaise), camt: 0, samt: 0 });
    expect(file.b2cl).toEqual([{ pos: "32", inv: [{ inum: m.large._id, idt: "14-11-2026", val: 150000, itms: expect.any(Array) }] }]);
    expect(file.cdnur![0]).toMatchObject({ ntty: "C", typ: "B2CL", pos: "32", val: 150000 });
    expect(file.cdnr![0].nt[0]).toMatchObject({ ntty: "C", nt_num: m.noteB2b._id, nt_dt: "14-11-2026", val: 13216 });
  });

  it("adds small sales up by place of supply and rate, the credit note against one taken off", () => {
    const home = file.b2cs!.find((r) => r.pos === "33")!;
    expect(home).toMatchObject({ sply_ty: "INTRA", typ: "OE", rt: 18 });
    // small + later − its credit note (the same total as small)
    expect(home.txval).toBe(rupees(m.later.taxablePaise));
    const kerala = file.b2cs!.find((r) => r.pos === "32")!;
    expect(kerala).toMatchObject({ sply_ty: "INTER", txval: rupees(m.smallAway.taxablePaise), iamt: rupees(m.smallAway.igstPaise) });
  });

  it("sums to the register: invoices less credit notes, taxable value to the paisa", () => {
    const invoices = sum([
      ...(file.b2b ?? []).flatMap((g) => g.inv.flatMap((i) => i.itms.map((x) => x.itm_det.txval))),
      ...(file.b2cl ?? []).flatMap((g) => g.inv.flatMap((i) => i.itms.map((x) => x.itm_det.txval))),
      ...(file.b2cs ?? []).map((r) => r.txval),
    ]);
    const notes = sum([
      ...(file.cdnr ?? []).flatMap((g) => g.nt.flatMap((n) => n.itms.map((x) => x.itm_det.txval))),
      ...(file.cdnur ?? []).flatMap((n) => n.itms.map((x) => x.itm_det.txval)),
    ]);
    const register = registerRows(m.papers).totals.filter((r) => String(r[0]).startsWith("Net at"));
    expect(sum([invoices, -notes])).toBe(sum(register.map((r) => Number(r[9]))));
  });

  it("summarises HSN for B2B and B2C apart: boards by the piece under their own codes, the job work's SAC without a quantity", () => {
    const b2b = file.hsn!.hsn_b2b!;
    expect(b2b.map((r) => r.hsn_sc).sort()).toEqual(["4411", "4412", "998821"]);
    // The B2B board sheets: two invoices' worth less the credit note's.
    expect(b2b.find((r) => r.hsn_sc === "4412")).toMatchObject({ uqc: "NOS", qty: 2, rt: 18 });
    expect(b2b.find((r) => r.hsn_sc === "998821")).toMatchObject({ uqc: "NA", qty: 0 });
    expect(file.hsn!.hsn_b2c!.length).toBe(3);
    // Before May 2025 one list.
    const old = gstr1({ gstin: GSTIN, month: "2025-03", papers: m.papers, originals: m.originals, challans: [] });
    expect(Object.keys(old.hsn!)).toEqual(["data"]);
    expect(validate(old, schema)).toEqual([]);
  });

  it("lists the documents issued: invoices with the gap as cancelled, credit notes, and the challans by why they moved", () => {
    const det = file.doc_issue!.doc_det;
    const inv = det.find((d) => d.doc_num === 1)!.docs[0];
    expect(inv).toEqual({ num: 1, from: "KPW/26-27/0001", to: "KPW/26-27/0007", totnum: 7, cancel: 1, net_issue: 6 });
    expect(det.find((d) => d.doc_num === 5)!.docs[0]).toMatchObject({ totnum: 3, cancel: 0, net_issue: 3 });
    // Job work returned (9): numbers 1 and 3 of the shared series, 2 being a delivery challan (12), not a gap.
    expect(det.find((d) => d.doc_num === 9)!.docs[0]).toMatchObject({
      from: "KPWD/26-27/0001",
      to: "KPWD/26-27/0003",
      totnum: 2,
      cancel: 0,
      net_issue: 2,
    });
    expect(det.find((d) => d.doc_num === 12)!.docs[0]).toMatchObject({ totnum: 1, net_issue: 1 });
    expect(documentsIssued({ papers: [], challans: [] })).toEqual([]);
  });

  it("knows the B2C large limit by the invoice's date (₹2,50,000 to July 2024, then ₹1,00,000)", () => {
    expect(b2clLimitPaise("2024-07-31")).toBe(2_50_000_00);
    expect(b2clLimitPaise("2024-08-01")).toBe(1_00_000_00);
  });
});

describe("Tally vouchers", () => {
  const m = month();
  const payments = [
    {
      reference: "KPW-2026-0042",
      party: "Murugan K",
      amountPaise: 4_500_00,
      mode: "upi" as const,
      utr: "412345678901",
      receivedOn: "2026-11-15",
      note: "",
      at: 1,
    },
    {
      reference: "KPW-2026-0042",
      party: "Murugan K",
      amountPaise: -1_00,
      mode: "cash" as const,
      utr: "",
      receivedOn: "2026-11-16",
      note: "Overpaid",
      at: 2,
    },
  ];
  const input = {
    company: "Kovai Panel Works",
    ledgers: TALLY_LEDGERS,
    papers: m.papers,
    payments,
    stateName: (c: string) => (c === "33" ? "Tamil Nadu" : "Other"),
  };
  const vouchers = tallyVouchers(input);

  it("one voucher per document, each balanced to the paisa, with its own id", () => {
    expect(vouchers).toHaveLength(m.papers.length + payments.length);
    for (const v of vouchers)
      expect(
        v.entries.reduce((n, e) => n + e.paise, 0),
        v.remoteId,
      ).toBe(0);
    expect(new Set(vouchers.map((v) => v.remoteId)).size).toBe(vouchers.length);
    const sale = vouchers.find((v) => v.number === m.b2bHome._id)!;
    expect(sale.type).toBe("Sales");
    expect(sale.entries[0]).toEqual({ ledger: "Priya Builders", paise: -m.b2bHome.totalPaise });
    expect(sale.entries.filter((e) => e.ledger === "Sales").map((e) => e.hsn)).toEqual(["4412", "4411", "998821"]);
    expect(sale.entries.find((e) => e.ledger === "Output CGST")!.paise).toBe(m.b2bHome.cgstPaise);
    const note = vouchers.find((v) => v.number === m.noteB2b._id)!;
    expect(note.type).toBe("Credit Note");
    expect(note.entries[0].paise).toBe(m.noteB2b.totalPaise);
    expect(vouchers.find((v) => v.type === "Receipt")!.entries).toEqual([
      { ledger: "Murugan K", paise: 4_500_00 },
      { ledger: "Bank", paise: -4_500_00 },
    ]);
    expect(vouchers.find((v) => v.type === "Payment")!.entries).toEqual([
      { ledger: "Murugan K", paise: -1_00 },
      { ledger: "Cash", paise: 1_00 },
    ]);
  });

  it("writes Tally's import envelope, the same every time (ids stable), escaping what a name may hold", () => {
    const xml = tallyXml({ ...input, company: "Kovai <Panel> & Works" });
    expect(xml).toContain("<TALLYREQUEST>Import Data</TALLYREQUEST>");
    expect(xml).toContain("<SVCURRENTCOMPANY>Kovai &lt;Panel&gt; &amp; Works</SVCURRENTCOMPANY>");
    expect(xml).toContain(`<VOUCHER REMOTEID="kpw:invoice:${m.b2bHome._id}" VCHTYPE="Sales" ACTION="Create"`);
    expect(xml).toContain("<DATE>20261114</DATE>");
    expect(xml).toContain('<LEDGER NAME="Priya Builders" ACTION="Create">');
    expect(xml).toContain("<PARTYGSTIN>33AAACB1234C1ZM</PARTYGSTIN>");
    expect(tallyXml({ ...input, company: "Kovai <Panel> & Works" })).toBe(xml);
  });
});
