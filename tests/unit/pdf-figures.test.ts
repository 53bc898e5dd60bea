/**
 * The tax documents' table keeps every figure on one line (issue 38, item 5): the largest price the site accepts
 * (₹10,00,00,000.00) in the line's total and tax columns, read back from the PDF as a person's reader does
 * (poppler's pdftotext, which CI installs), with the headings in English and in Tamil (the Tamil papers' own words).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderPdf, type Printable } from "@/lib/money/pdf/render";
import { paperWords } from "@/lib/money/pdf/words";
import type { Locale } from "@/lib/i18n/locales";
import { refusalText } from "@/lib/i18n/refusal-text";

const readable = spawnSync("sh", ["-c", "command -v pdftotext"]).status === 0;
if (!readable && process.env.CI) throw new Error("pdf-figures: pdftotext is needed (apt-get install poppler-utils)");

const party = { name: "Kovai Panel Works", address: "Ganapathy, Coimbatore", stateCode: "33", gstin: "33ABCDE1234F1Z7" };

function printable(locale: Locale): Printable {
  // ₹10 crore in all: 84,74,57,627.12 taxable + 18 % GST in halves.
  const line = {
    description: "Cutting: 18 mm BWP plywood, 8 × 4 ft boards, with the workshop's own long description that wraps",
    taxGroup: "services" as const,
    code: "998821",
    quantity: 1,
    unit: "job",
    taxablePaise: 84_74_57_62_712,
    ratePercent: 18,
    cgstPaise: 7_62_71_18_644,
    sgstPaise: 7_62_71_18_644,
    igstPaise: 0,
    totalPaise: 10_00_00_00_000,
  };
  return {
    words: paperWords(locale),
    locale,
    title: "Tax invoice",
    facts: [["Invoice", "KPW/2026-27/0001"]],
    supplier: { ...party, phone: "+91 98430 00000", email: "office@example.com" },
    recipient: { ...party, name: "Murugan Interiors" },
    recipientLabel: "Bill to",
    placeOfSupply: "33",
    totals: {
      lines: [line],
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: 0,
      totalPaise: line.totalPaise,
    },
    inWords: "Rupees ten crore only",
    notes: [],
  };
}

describe.runIf(readable)("the tax documents' figures", () => {
  it.each(["en", "ta"] as const)("print the largest amount on one line in the table's total column and in the totals (%s)", async (locale) => {
    const dir = mkdtempSync(path.join(tmpdir(), "pdf-figures-"));
    try {
      const file = path.join(dir, "invoice.pdf");
      writeFileSync(file, await renderPdf(printable(locale)));
      const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
      // The table's row and the "Total (INR)" line.
      expect(text.split("10,00,00,000.00").length - 1).toBe(2);
      expect(text).toContain("84,74,57,627.12");
      expect(text).toContain("7,62,71,186.44");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The Tamil word for a board, from the catalogue the estimate's lines are said with (no Tamil in code). */
const inTamilWord = refusalText({ key: "lineBoard", values: { material: "", board: "" } }, "ta").split(":")[0];

describe("a table cell of Tamil and Latin", () => {
  it("is measured as high as it wraps, so its second line never runs into the next row", async () => {
    const { default: PDFDocument } = await import("pdfkit");
    const { heightOf, registerFonts, widthOf } = await import("@/lib/money/pdf/fonts");
    const { keepUnitsTogether } = await import("@/lib/text/nbsp");
    const doc = new PDFDocument({ size: "A4" });
    registerFonts(doc);
    doc.fontSize(8);
    const line = doc.font("latin-regular").currentLineHeight(true);
    // The Tamil quotation's board line, in a column narrower than it: two lines; in a wider one, one.
    const cell = keepUnitsTogether(`${inTamilWord}: 18 mm MDF, 8 × 4 ft`);
    const width = widthOf(doc, cell, "regular");
    expect(heightOf(doc, cell, width * 0.7)).toBeGreaterThanOrEqual(2 * line);
    expect(heightOf(doc, cell, width + 10)).toBeLessThan(2 * line);
    doc.end();
  });
});
