import "server-only";
import PDFDocument from "pdfkit";
import { formatRupees } from "@/lib/format/money";
import type { Party } from "@/models/Invoice";
import { stateLabelIn } from "@/lib/business/state-names";
import type { Locale } from "@/lib/i18n/locales";
import type { TaxTotals } from "@/vocabulary/money";
import { heightOf, registerFonts, widthOf, write } from "./fonts";
import type { PaperWords } from "./words";
import { keepUnitsTogether } from "@/lib/text/nbsp";

/**
 * One A4 layout for the quotation, the tax invoice and the credit note
 * (pdfkit with Noto Sans and Noto Sans Tamil embedded, fonts.ts: real text a
 * reader can select and search, names and addresses in Tamil as written).
 * Amounts are printed as plain Indian-grouped figures under "(INR)". Its own words (headings, columns, units) are
 * `words`, in the paper's language; the caller puts the rest in it.
 */
export interface Printable {
  words: PaperWords;
  /** The paper's language: its state names (issue 67) as its words. */
  locale: Locale;
  title: string;
  /** [label, value] pairs printed top right: number, date, order, validity... */
  facts: [string, string][];
  supplier: Party & { phone: string; email: string };
  recipient: Party;
  /** Recipient's heading: "Bill to" or "Quotation for", in the paper's language. */
  recipientLabel: string;
  placeOfSupply: string;
  totals: TaxTotals;
  /** The total in words (Indian system). */
  inWords: string;
  /** Paragraphs under the totals (terms, reason). */
  notes: { heading: string; lines: string[] }[];
  /** A line across the top, e.g. that the business details are still examples. */
  warning?: string;
  /** The supplier's heading when not "From" (a challan's "Consignor"). */
  supplierLabel?: string;
  /** One page set per copy, each marked at its top ("Original for consignee", …): a challan's triplicate. */
  copies?: string[];
}

const M = 40;
const W = 595.28 - 2 * M;
// The papers' own font has no U+2212: a credit note's minus is the hyphen.
const amount = (paise: number) => formatRupees(paise, { symbol: false, minus: "-" });
const qty = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

type Col = { head: string; width: number; align: "left" | "right"; description?: true; cell: (i: number) => string };

function columns(t: TaxTotals, intra: boolean, words: PaperWords): Col[] {
  const l = t.lines;
  const head = (key: Parameters<PaperWords>[0]) => words(key);
  const tax: Col[] = intra
    ? [
        { head: "CGST", width: 52, align: "right", cell: (i) => amount(l[i].cgstPaise) },
        { head: "SGST", width: 52, align: "right", cell: (i) => amount(l[i].sgstPaise) },
      ]
    : [{ head: "IGST", width: 104, align: "right", cell: (i) => amount(l[i].igstPaise) }];
  return [
    { head: head("columns.number"), width: 16, align: "left", cell: (i) => String(i + 1) },
    // Sizes and figures keep their units on one line ("8 × 4 ft" never breaks before its ×).
    { head: head("columns.description"), width: 125, align: "left", description: true, cell: (i) => keepUnitsTogether(l[i].description) },
    { head: head("columns.code"), width: 46, align: "left", cell: (i) => l[i].code },
    { head: head("columns.quantity"), width: 38, align: "right", cell: (i) => qty(l[i].quantity) },
    // A line's unit as its quantity reads it: "1 sheet", "2 sheets", "8 holes", "12.5 metres".
    { head: head("columns.unit"), width: 34, align: "left", cell: (i) => words("unit", { unit: l[i].unit, n: l[i].quantity }) },
    { head: head("columns.taxable"), width: 62, align: "right", cell: (i) => amount(l[i].taxablePaise) },
    { head: head("columns.rate"), width: 28, align: "right", cell: (i) => `${l[i].ratePercent}%` },
    ...tax,
    { head: head("columns.total"), width: W - 16 - 125 - 46 - 38 - 34 - 62 - 28 - 104, align: "right", cell: (i) => amount(l[i].totalPaise) },
  ];
}

/**
 * Widens a column whose widest cell or heading would wrap (the largest amount the site accepts, 10,00,00,000.00, is
 * wider than the total column's share; a Tamil unit word than the unit column's), taking the room from the
 * description, which wraps.
 */
function fitFigures(doc: PDFKit.PDFDocument, cols: Col[], rows: number): void {
  const description = cols.find((c) => c.description)!;
  doc.fontSize(8);
  for (const c of cols) {
    if (c.description) continue;
    let need = widthOf(doc, c.head, "bold");
    for (let i = 0; i < rows; i++) need = Math.max(need, widthOf(doc, c.cell(i), "regular"));
    const grow = Math.ceil(need + 5 - c.width);
    const room = description.width - 70;
    if (grow > 0 && room > 0) {
      c.width += Math.min(grow, room);
      description.width -= Math.min(grow, room);
    }
  }
}

function partyBlock(
  doc: PDFKit.PDFDocument,
  words: PaperWords,
  heading: string,
  p: Party & { phone?: string; email?: string },
  x: number,
  y: number,
  width: number,
  locale: Locale,
): number {
  const stateIn = (code: string) => stateLabelIn(code, locale);
  doc.fontSize(8).fillColor("#555");
  write(doc, heading.toUpperCase(), "bold", { x, y }, { width });
  doc.fontSize(10).fillColor("#000");
  write(doc, p.name, "bold", null, { width });
  doc.fontSize(9);
  if (p.address) write(doc, p.address, "regular", null, { width });
  write(doc, words("state", { state: stateIn(p.stateCode) }), "regular", null, { width });
  write(doc, p.gstin ? words("gstin", { gstin: p.gstin }) : words("unregistered"), "regular", null, { width });
  if (p.phone) write(doc, words("phone", { phone: p.phone }), "regular", null, { width });
  if (p.email) write(doc, words("email", { email: p.email }), "regular", null, { width });
  return doc.y;
}

export function renderPdf(p: Printable): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: M, info: { Title: `${p.title} ${p.facts[0]?.[1] ?? ""}`.trim(), Author: p.supplier.name } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  (p.copies ?? [""]).forEach((copy, i) => {
    if (i > 0) doc.addPage();
    drawPaper(doc, p, copy);
  });
  doc.end();
  return done;
}

/** One copy of the paper, from the top of the current page. */
function drawPaper(doc: PDFKit.PDFDocument, p: Printable, copy: string) {
  const words = p.words;
  if (copy) {
    doc.fontSize(8).fillColor("#555");
    write(doc, copy.toUpperCase(), "bold", { x: M, y: M - 24 }, { width: W, align: "right" });
  }
  if (p.warning) {
    doc.rect(M, M - 10, W, 18).fill("#fde8c8");
    doc.fillColor("#7a3d00").fontSize(9);
    write(doc, p.warning, "bold", { x: M + 6, y: M - 5 }, { width: W - 12 });
  }
  const top = M + (p.warning ? 18 : 0);
  doc.fillColor("#000").fontSize(16);
  write(doc, p.title, "bold", { x: M, y: top }, { width: W / 2 });
  // Facts, top right: the labels' column as wide as its widest label (Tamil's are longer), at most half the block.
  let fy = top;
  doc.fontSize(9);
  const labelWidth = Math.min(W / 4, Math.max(60, ...p.facts.map(([label]) => widthOf(doc, label, "regular") + 8)));
  for (const [label, value] of p.facts) {
    doc.fontSize(9).fillColor("#555");
    write(doc, label, "regular", { x: M + W / 2, y: fy }, { width: labelWidth });
    const below = doc.y;
    doc.fillColor("#000");
    write(doc, value, "bold", { x: M + W / 2 + labelWidth, y: fy }, { width: W / 2 - labelWidth });
    fy = Math.max(below, doc.y) + 2;
  }
  const partiesTop = Math.max(fy, top + 30) + 10;
  const left = partyBlock(doc, words, p.supplierLabel ?? words("from"), p.supplier, M, partiesTop, W / 2 - 10, p.locale);
  const right = partyBlock(doc, words, p.recipientLabel, p.recipient, M + W / 2, partiesTop, W / 2, p.locale);
  let y = Math.max(left, right) + 8;
  doc.fontSize(9).fillColor("#000");
  write(doc, words("placeOfSupply", { state: stateLabelIn(p.placeOfSupply, p.locale) }), "regular", { x: M, y }, { width: W });
  y = doc.y + 8;

  const intra = p.totals.igstPaise === 0 && (p.totals.cgstPaise > 0 || p.placeOfSupply === p.supplier.stateCode);
  const cols = columns(p.totals, intra, words);
  fitFigures(doc, cols, p.totals.lines.length);
  const header = () => {
    doc.rect(M, y, W, 16).fill("#eeeeee");
    let x = M;
    doc.fillColor("#000").fontSize(8);
    for (const c of cols) {
      write(doc, c.head, "bold", { x: x + 2, y: y + 4 }, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    y += 18;
  };
  header();
  doc.fontSize(8);
  p.totals.lines.forEach((_, i) => {
    const h = Math.max(...cols.map((c) => heightOf(doc, c.cell(i), c.width - 4))) + 6;
    if (y + h > 841.89 - M - 120) {
      doc.addPage();
      y = M;
      header();
      doc.fontSize(8);
    }
    let x = M;
    for (const c of cols) {
      doc.fillColor("#000");
      write(doc, c.cell(i), "regular", { x: x + 2, y: y + 3 }, { width: c.width - 4, align: c.align });
      x += c.width;
    }
    y += h;
    doc
      .moveTo(M, y)
      .lineTo(M + W, y)
      .lineWidth(0.5)
      .strokeColor("#cccccc")
      .stroke();
  });

  // Totals.
  y += 8;
  const t = p.totals;
  const rows: [string, number, boolean][] = [[words("taxableValue"), t.taxablePaise, false]];
  if (intra) rows.push(["CGST", t.cgstPaise, false], ["SGST", t.sgstPaise, false]);
  else rows.push(["IGST", t.igstPaise, false]);
  rows.push([words("grandTotal"), t.totalPaise, true]);
  for (const [label, value, bold] of rows) {
    doc.fontSize(bold ? 11 : 9);
    // The label column is wide enough for the longer Tamil labels; one that still wraps pushes the next row down.
    write(doc, label, bold ? "bold" : "regular", { x: M + W - 290, y }, { width: 180 });
    const below = doc.y;
    write(doc, amount(value), bold ? "bold" : "regular", { x: M + W - 110, y }, { width: 110, align: "right" });
    y = Math.max(below, doc.y) + 3;
  }
  doc.fontSize(9);
  write(doc, words("inWords", { words: p.inWords }), "regular", { x: M, y: y + 4 }, { width: W });
  y = doc.y + 10;

  // The signature stands to the right of the notes, so it never goes to a page of its own (issue 55: a quotation's
  // second page held only the signature); the notes wrap in the column left of it.
  if (y > 841.89 - M - 70) {
    doc.addPage();
    y = M;
  }
  const signTop = y;
  doc.fontSize(9);
  write(doc, words("for", { name: p.supplier.name }), "regular", { x: M + W - 200, y: signTop + 2 }, { width: 200, align: "right" });
  write(doc, words("signatory"), "regular", { x: M + W - 200, y: signTop + 42 }, { width: 200, align: "right" });
  for (const n of p.notes) {
    if (!n.lines.length) continue;
    doc.fontSize(9);
    write(doc, n.heading, "bold", { x: M, y }, { width: W - 220 });
    doc.fontSize(8.5);
    for (const line of n.lines) write(doc, line, "regular", null, { width: W - 220 });
    y = doc.y + 8;
  }
}
