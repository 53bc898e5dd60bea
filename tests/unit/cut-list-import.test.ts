/**
 * Import of cut lists: CSV (quoted fields, delimiters), pasted blocks from a
 * spreadsheet, the site's cutting order sheet and the combined cut-list sheet
 * (.xlsx, filled in with exceljs as a customer would), and row-level errors by
 * row number: nothing imported wrong, nothing dropped without a reason.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { importDelimited, parseDelimited, resolveMaterial } from "@/lib/cutting/list/import";
import { importXlsx } from "@/lib/sheets/import-xlsx";
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import { buildXlsx, layout } from "@/scripts/sheets/build";
import { cutListSheet, headingsOf, orderSheet } from "@/lib/sheets/definitions";
import { inTamil, tamilSheet } from "@/lib/sheets/tamil";
import { inEnglish } from "@/lib/i18n/refusal-text";

const saw = { kerf: 4, trim: 10 };
const publicDir = path.resolve(__dirname, "../../public");

describe("CSV", () => {
  it("splits quoted fields, doubled quotes, CRLF and a BOM; picks ; or tab when the first line uses them", () => {
    expect(parseDelimited('\uFEFFa,"b, c","say ""hi"""\r\n1,2,3\n').map((r) => r.cells)).toEqual([
      ["a", "b, c", 'say "hi"'],
      ["1", "2", "3"],
    ]);
    expect(parseDelimited("a;b;c\n1;2,5;3").map((r) => r.cells)).toEqual([
      ["a", "b", "c"],
      ["1", "2,5", "3"],
    ]);
    expect(parseDelimited("a\tb\n1\t2").map((r) => r.cells)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    // A quoted newline stays in the field; row numbers follow the file's lines.
    expect(parseDelimited('h1,h2\n"two\nlines",x\nlast,y').map((r) => r.number)).toEqual([1, 2, 4]);
  });

  it("reads a list with headings in any order and any case, with boards, grain and bands", () => {
    const csv = [
      "Qty,Part name,Length (mm),Width (mm),Material,Grain,L1,L2,W1,W2,Notes",
      '2,"Base side, left",720,560,18 mm MDF,yes,1,,0.45,,"hinge boring"',
      "4,Shelf,564.5,540,bwp-ply-18,No grain (plain),,,,,",
    ].join("\n");
    const { rows, problems } = importDelimited(csv, saw, SEED_CATALOG);
    expect(problems).toEqual([]);
    expect(rows.map((r) => ({ ...r, id: undefined }))).toEqual([
      {
        id: undefined,
        name: "Base side, left",
        material: "mdf-18",
        length: "720",
        width: "560",
        quantity: "2",
        grain: true,
        edges: { l1: 1, l2: null, w1: 0.45, w2: null },
        note: "hinge boring",
      },
      {
        id: undefined,
        name: "Shelf",
        material: "bwp-ply-18",
        length: "564.5",
        width: "540",
        quantity: "4",
        grain: false,
        edges: { l1: null, l2: null, w1: null, w2: null },
        note: "",
      },
    ]);
  });

  it("reports each bad row by its line number with the reason, and keeps the good rows", () => {
    const csv = [
      "Part name,Material,Thickness,Length,Width,Quantity,Grain direction,L1",
      "Ok,MDF,18,700,400,1,,",
      "Unknown board,Block board,19,700,400,1,,",
      "Too long,MDF,18,2430,400,1,Along length,",
      "",
      "Bad band,MDF,18,700,400,1,,3",
      "Bad qty,MDF,18,700,400,1.5,,",
      "Wrong thickness,18 mm MDF,12,700,400,1,,",
      "Bad grain,MDF,18,700,400,1,diagonal,",
      "No size,MDF,18,,400,1,,",
    ].join("\n");
    const { rows, problems } = importDelimited(csv, saw, SEED_CATALOG);
    expect(rows.map((r) => r.name)).toEqual(["Ok"]);
    expect(problems.map((p) => p.row)).toEqual([3, 4, 6, 7, 8, 9, 10]);
    const byRow = Object.fromEntries(problems.map((p) => [p.row, inEnglish(p.message)]));
    expect(byRow[3]).toMatch(/No board in the list for Block board 19 mm/);
    expect(byRow[4]).toContain("Longer than the sheet after trimming: 2440 − 2 × 10 = 2420 mm");
    expect(byRow[6]).toMatch(/L1 band "3" is not one of 0.45, 0.8, 1, 2 mm/);
    expect(byRow[7]).toMatch(/Quantity/);
    expect(byRow[8]).toMatch(/Thickness 12 mm does not match 18 mm MDF/);
    expect(byRow[9]).toMatch(/Grain "diagonal" is not understood/);
    expect(byRow[10]).toMatch(/Length/);
  });

  it("refuses a table without Length and Width headings, and an empty table", () => {
    expect(inEnglish(importDelimited("a,b,c\n1,2,3", saw, SEED_CATALOG).problems[0].message)).toMatch(/No header row/);
    expect(inEnglish(importDelimited("Length,Width,Quantity\n", saw, SEED_CATALOG).problems[0].message)).toMatch(/no parts/);
  });

  it("turns a part whose grain runs along its width so that its length is along the grain", () => {
    const { rows } = importDelimited(
      "Name,Material,Thickness,Length,Width,Quantity,Grain direction\nPanel,Plywood,12,300,900,1,Along width",
      saw,
      SEED_CATALOG,
    );
    expect(rows[0]).toMatchObject({ material: "ply-12", length: "900", width: "300", grain: true });
  });
});

describe("pasted blocks (tab-separated, as copied from Excel or Google Sheets)", () => {
  it("reads a block without headings by position: name, length, width, quantity, then optional board, grain, bands, note", () => {
    const block = "Side\t720\t560\t2\nTop\t900\t560\nDoor\t716\t297\t4\t18 mm HDHMR\tyes\t1\t1\t1\t1\tknob hole";
    const { rows, problems } = importDelimited(block, saw, SEED_CATALOG, { positional: true });
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.name, r.length, r.width, r.quantity, r.material, r.grain])).toEqual([
      ["Side", "720", "560", "2", "bwp-ply-18", false],
      ["Top", "900", "560", "1", "bwp-ply-18", false],
      ["Door", "716", "297", "4", "hdhmr-18", true],
    ]);
    expect(rows[2].edges).toEqual({ l1: 1, l2: 1, w1: 1, w2: 1 });
    expect(rows[2].note).toBe("knob hole");
  });
});

describe("materials of the order sheets", () => {
  it("maps the cutting sheet's material, grade and thickness to a board, or says why not", () => {
    expect(resolveMaterial(SEED_CATALOG, "Plywood", "MR (interior)", 18).material?.id).toBe("mr-ply-18");
    expect(resolveMaterial(SEED_CATALOG, "Plywood", "BWP / marine", 18).material?.id).toBe("bwp-ply-18");
    expect(resolveMaterial(SEED_CATALOG, "Pre-lam particle board", "", 16).material?.id).toBe("prelam-pb-16");
    expect(resolveMaterial(SEED_CATALOG, "HDHMR", "", 18).material?.id).toBe("hdhmr-18");
    expect(inEnglish(resolveMaterial(SEED_CATALOG, "MDF", "", 25).error!)).toMatch(/No board in the list for MDF 25 mm/);
    expect(inEnglish(resolveMaterial(SEED_CATALOG, "Plywood", "Fire retardant", 18).error!)).toMatch(/No board/);
    expect(inEnglish(resolveMaterial(SEED_CATALOG, "MDF", "", null).error!)).toMatch(/Thickness is missing/);
    // A board the workshop does not cut is said so, with the list (walk C25), not as a missing thickness.
    expect(inEnglish(resolveMaterial(SEED_CATALOG, "25 mm teak", "", null).error!)).toMatch(
      /^No board in the list for 25 mm teak; the list has: 18 mm BWP plywood, /,
    );
  });
});

async function filled(file: string, rows: Array<Array<string | number | null>>): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path.join(publicDir, file))) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  rows.forEach((values, i) => values.forEach((v, c) => (sheet.getCell(layout.exampleRow + 1 + i, c + 1).value = v)));
  const out = new Uint8Array(await workbook.xlsx.writeBuffer());
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength) as ArrayBuffer;
}

describe(".xlsx", () => {
  it("imports the site's cutting order sheet as a customer fills it in (example row and totals skipped; row numbers of the sheet)", async () => {
    expect(headingsOf(orderSheet("cutting"))).toEqual([
      "Part no.",
      "Part name",
      "Material",
      "Grade",
      "Thickness (mm)",
      "Length along grain (mm)",
      "Width (mm)",
      "Quantity",
      "Grain direction",
      "Finished or cut size",
      "Notes",
    ]);
    const data = await filled(orderSheet("cutting").file, [
      ["1", "Base side", "Plywood", "BWP / marine", 18, 720, 560, 2, "Along length", "Cut size", "band L1"],
      ["2", "Shelf", "MDF", null, 18, 564, 540, 3, "No grain (plain)", "Finished size", null],
      ["3", "Odd", "Block board", "MR (interior)", 19, 500, 400, 1, null, null, null],
    ]);
    const { rows, problems } = await importXlsx(data, saw, SEED_CATALOG);
    expect(rows.map((r) => [r.name, r.material, r.length, r.width, r.quantity, r.grain, r.note])).toEqual([
      ["Base side", "bwp-ply-18", "720", "560", "2", true, "Cut size. band L1"],
      ["Shelf", "mdf-18", "564", "540", "3", false, "Finished size"],
    ]);
    expect(problems.map((p) => ({ row: p.row, message: inEnglish(p.message) }))).toEqual([
      { row: layout.exampleRow + 3, message: expect.stringMatching(/No board in the list for Block board/) },
    ]);
  });

  it("imports the combined cut-list sheet with its bands", async () => {
    const data = await filled(cutListSheet.file, [
      ["1", "Shutter", "18 mm HDHMR", 18, 716, 297, 4, "Along length", "1", "1", "0.8", "0.8", "2 hinges"],
    ]);
    const { rows, problems } = await importXlsx(data, saw, SEED_CATALOG);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Shutter",
      material: "hdhmr-18",
      length: "716",
      width: "297",
      quantity: "4",
      grain: true,
      edges: { l1: 1, l2: 1, w1: 0.8, w2: 0.8 },
      note: "2 hinges",
    });
  });

  it("imports the Tamil cutting sheet as filled on a Tamil page: its headings, choices, example row and totals read as the English sheet's", async () => {
    const tamil = tamilSheet(orderSheet("cutting"));
    const grade = inTamil("BWP / marine");
    expect(grade).not.toBe("BWP / marine");
    const data = await filled(tamil.file, [
      ["1", "அலமாரி பக்கம்", inTamil("Plywood"), grade, 18, 720, 560, 2, inTamil("Along width"), inTamil("Cut size"), "L1 பேண்டு"],
      ["2", inTamil("Back"), "MDF", null, 18, 564, 540, 3, inTamil("No grain (plain)"), null, null],
    ]);
    const { rows, problems } = await importXlsx(data, saw, SEED_CATALOG);
    expect(problems).toEqual([]);
    // The grain along the width turns the part; what the customer typed (its name, the size kind, the note) stays as written.
    expect(rows.map((r) => [r.name, r.material, r.length, r.width, r.quantity, r.grain, r.note])).toEqual([
      ["அலமாரி பக்கம்", "bwp-ply-18", "560", "720", "2", true, `${inTamil("Cut size")}. L1 பேண்டு`],
      [inTamil("Back"), "mdf-18", "564", "540", "3", false, ""],
    ]);
  });

  it("imports the Tamil combined cut-list sheet with its bands", async () => {
    const data = await filled(tamilSheet(cutListSheet).file, [
      ["1", "ஷட்டர்", "18 mm HDHMR", 18, 716, 297, 4, inTamil("Along length"), "1", "", "0.8", "", ""],
    ]);
    const { rows, problems } = await importXlsx(data, saw, SEED_CATALOG);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({ name: "ஷட்டர்", material: "hdhmr-18", grain: true, edges: { l1: 1, l2: null, w1: 0.8, w2: null } });
  });

  it("says so for a file that is not a spreadsheet, and for an unfilled sheet", async () => {
    const junk = new TextEncoder().encode("not a zip").buffer as ArrayBuffer;
    expect(inEnglish((await importXlsx(junk, saw, SEED_CATALOG)).problems[0].message)).toMatch(/could not be read/);
    const empty = await filled(orderSheet("cutting").file, []);
    expect(inEnglish((await importXlsx(empty, saw, SEED_CATALOG)).problems[0].message)).toMatch(/no parts/);
  });

  it("the committed combined cut-list sheet is up to date with its definition (else: npm run sheets)", async () => {
    const committed = await readFile(path.join(publicDir, cutListSheet.file));
    expect((await buildXlsx(cutListSheet)).equals(committed)).toBe(true);
  });
});
