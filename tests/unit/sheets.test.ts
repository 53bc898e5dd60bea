/**
 * The committed job-work order sheets (public/sheets/*.xlsx) read back with
 * exceljs: headings, drop-downs, frozen heading, print set-up, and that they
 * are up to date with lib/sheets/definitions.ts (else: `npm run sheets`); their
 * Tamil twins (public/sheets/ta/, lib/sheets/tamil.ts) likewise.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { jobWorkServices } from "../../lib/job-work/job-work";
import { site } from "../fixtures/seed-site";
import { buildXlsx, layout, SHEET_LANGUAGES } from "../../scripts/sheets/build";
import { EMPTY_ROWS, cutListSheet, headerFields, headingsOf, orderSheets } from "../../lib/sheets/definitions";
import { SEED_MATERIALS } from "../../lib/cutting/list/materials";
import { inTamil, tamilHeaderFields, tamilSheet, toEnglish } from "../../lib/sheets/tamil";

const publicDir = path.resolve(__dirname, "../../public");

async function load(file: string) {
  const buffer = await readFile(path.join(publicDir, file));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return { buffer, workbook, sheet: workbook.worksheets[0] };
}

/** Columns whose values are fixed and so must be drop-downs. */
const dropDowns: Record<string, string[]> = {
  pasting: ["Board type", "Sheet size (mm)", "Finish", "Back laminate", "Grain direction", "Hot press or contact adhesive"],
  cutting: ["Material", "Grain direction", "Finished or cut size"],
  "edge-banding": ["Band material", "Band thickness (mm)"],
  boring: ["Face or edge", "Hole type", "Hinge overlay", "System-32 line boring"],
};

const text = (value: ExcelJS.CellValue) => (value == null ? "" : String(value));

describe("job-work order sheets", () => {
  it("has one definition per job-work service, at the service's file path", () => {
    expect(orderSheets.map((d) => d.file)).toEqual(jobWorkServices.map((s) => s.file));
    expect(orderSheets.map((d) => path.basename(d.file))).toEqual([
      "pasting-order-sheet.xlsx",
      "cutting-order-sheet.xlsx",
      "edge-banding-order-sheet.xlsx",
      "boring-order-sheet.xlsx",
    ]);
  });

  describe.each(orderSheets)("$file", (definition) => {
    it("has the title, header block, instructions and headings", async () => {
      const { workbook, sheet } = await load(definition.file);
      expect(workbook.worksheets).toHaveLength(1);
      const title = text(sheet.getCell(layout.titleRow, 1).value);
      expect(title).toContain(site.name);
      expect(title).toContain(definition.service);

      const labels: string[] = [];
      sheet.eachRow((row, r) => {
        if (r >= layout.headerBlockFirstRow && r < layout.noteRow) {
          row.eachCell((cell) => {
            if (cell.isMerged && cell.master !== cell) return;
            labels.push(text(cell.value));
          });
        }
      });
      for (const field of headerFields) expect(labels).toContain(field.label);
      expect(labels).toContain("mm (millimetres)");

      expect(text(sheet.getCell(layout.noteRow, 1).value)).toBe(definition.note);
      expect(definition.note).toContain("Sizes in mm");
      expect(definition.note).toContain(site.whatsapp.display);

      const headings = definition.columns.map((_, i) => text(sheet.getCell(layout.headingRow, i + 1).value));
      expect(headings).toEqual(headingsOf(definition));
      expect(headings.at(-1)).toBe("Notes");
      const heading = sheet.getCell(layout.headingRow, 1);
      expect(heading.font?.bold).toBe(true);
      expect(heading.font?.color?.argb).toBe("FFFFFFFF");
      expect((heading.fill as ExcelJS.FillPattern).fgColor?.argb).toBe("FF17573A");
    });

    it("has a filled-in example row in italic grey and styled empty rows", async () => {
      const { sheet } = await load(definition.file);
      definition.columns.forEach((column, i) => {
        const cell = sheet.getCell(layout.exampleRow, i + 1);
        expect(cell.value).toEqual(column.example);
        expect(cell.font?.italic).toBe(true);
      });
      expect(layout.lastEntryRow - layout.firstEntryRow + 1).toBe(EMPTY_ROWS);
      for (const r of [layout.firstEntryRow, layout.lastEntryRow]) {
        const cell = sheet.getCell(r, 2);
        expect(cell.value).toBeNull();
        expect(cell.border?.bottom?.style).toBe("thin");
      }
    });

    it("has drop-downs on the fixed-value columns and number checks on sizes", async () => {
      const { sheet } = await load(definition.file);
      const lists = definition.columns.filter((c) => c.kind === "list").map((c) => c.header);
      expect(lists).toEqual(expect.arrayContaining(dropDowns[definition.key]));
      definition.columns.forEach((column, i) => {
        for (const r of [layout.exampleRow, layout.firstEntryRow, layout.lastEntryRow]) {
          const validation = sheet.getCell(r, i + 1).dataValidation;
          if (column.kind === "list") {
            expect(validation?.type, `${column.header} row ${r}`).toBe("list");
            expect(validation?.formulae?.[0]).toBe(`"${column.options!.join(",")}"`);
            expect(column.options).toContain(String(column.example));
          } else if (column.kind === "integer") {
            expect(validation?.type, column.header).toBe("whole");
          } else if (column.kind === "decimal") {
            expect(validation?.type, column.header).toBe("decimal");
          }
        }
      });
      // The header block's pickup-or-delivery and boards-supplied-by drop-downs.
      const listFields = headerFields.filter((f) => f.kind === "list");
      const found: string[] = [];
      for (let r = layout.headerBlockFirstRow; r < layout.noteRow; r++) {
        for (let c = 1; c <= definition.columns.length; c++) {
          const v = sheet.getCell(r, c).dataValidation;
          if (v?.type === "list") found.push(String(v.formulae?.[0]));
        }
      }
      for (const field of listFields) expect(found).toContain(`"${field.options!.join(",")}"`);
    });

    it("freezes the panes below the table heading and prints on A4 landscape", async () => {
      const { sheet } = await load(definition.file);
      const view = sheet.views[0] as ExcelJS.WorksheetView & { ySplit?: number };
      expect(view.state).toBe("frozen");
      expect(view.ySplit).toBe(layout.headingRow);
      expect(sheet.pageSetup.paperSize).toBe(9);
      expect(sheet.pageSetup.orientation).toBe("landscape");
      expect(sheet.pageSetup.fitToPage).toBe(true);
      expect(sheet.pageSetup.fitToWidth).toBe(1);
      expect(sheet.pageSetup.fitToHeight).toBe(0);
      expect(sheet.pageSetup.printTitlesRow).toBe(`${layout.headingRow}:${layout.headingRow}`);
    });

    it("is up to date with its definition (run `npm run sheets` if not)", async () => {
      const { buffer } = await load(definition.file);
      const [committed, fresh] = await Promise.all([JSZip.loadAsync(buffer), buildXlsx(definition).then((b) => JSZip.loadAsync(b))]);
      const names = Object.keys(fresh.files).filter((n) => !fresh.files[n].dir);
      expect(Object.keys(committed.files).filter((n) => !committed.files[n].dir)).toEqual(names);
      for (const name of names) {
        const [a, b] = await Promise.all([committed.files[name].async("string"), fresh.files[name].async("string")]);
        expect(a, `${definition.file}: ${name} differs from the definition; run npm run sheets`).toBe(b);
      }
    });
  });
});

/**
 * Texts the Tamil sheets keep as written (docs/GLOSSARY-TAMIL.md): the boards' names, a laminate brand, and texts of
 * capitals, figures and units only (MDF, BWR, 2440 × 1220 (8 × 4 ft), 5402 SF, DD-MM-YYYY).
 */
const boardNames = new Set(SEED_MATERIALS.map((m) => m.label));
const asWritten = (t: string) => boardNames.has(t) || t === "Greenlam" || !/[a-z]{2,}/.test(t.replace(/\b(mm|ft)\b/g, ""));

describe("the Tamil order sheets (public/sheets/ta/)", () => {
  const english = [...orderSheets, cutListSheet];

  it("put every text of the English sheets in Tamil, but for names, codes and sizes, and read each back to one English text", () => {
    const texts = new Set<string>();
    for (const d of english) {
      for (const t of [d.service, d.sheetName, d.noteBody]) texts.add(t);
      for (const c of d.columns) for (const t of [c.header, c.prompt, c.example, ...(c.options ?? [])]) if (typeof t === "string" && t) texts.add(t);
    }
    for (const f of headerFields) for (const t of [f.label, f.prompt, f.value, ...(f.options ?? [])]) if (t) texts.add(t);
    const untranslated = [...texts].filter((t) => inTamil(t) === t && !asWritten(t));
    expect(untranslated).toEqual([]);
    // A Tamil text reads back as its English one, never as another (the import relies on it).
    for (const t of texts) expect(toEnglish(inTamil(t))).toBe(t);
    expect(new Set([...texts].map(inTamil)).size).toBe(texts.size);
    // Excel's limits: a tab name of 31 characters, a drop-down of 255.
    for (const d of english.map(tamilSheet)) expect(d.sheetName.length).toBeLessThanOrEqual(31);
  });

  describe.each(english.map((d) => [d.file, d] as const))("%s in Tamil", (_, englishDefinition) => {
    const definition = tamilSheet(englishDefinition);

    it("has the Tamil title, header block, instructions, headings and drop-downs", async () => {
      const { sheet } = await load(definition.file);
      expect(text(sheet.getCell(layout.titleRow, 1).value)).toContain(`${definition.service} ஆர்டர் ஷீட்`);
      expect(text(sheet.getCell(layout.noteRow, 1).value)).toBe(definition.note);
      expect(definition.note).toContain(site.whatsapp.display);
      const headings = definition.columns.map((_, i) => text(sheet.getCell(layout.headingRow, i + 1).value));
      expect(headings).toEqual(headingsOf(definition));
      expect(headings).not.toEqual(headingsOf(englishDefinition));
      definition.columns.forEach((column, i) => {
        const validation = sheet.getCell(layout.firstEntryRow, i + 1).dataValidation;
        if (column.kind === "list") expect(validation?.formulae?.[0]).toBe(`"${column.options!.join(",")}"`);
      });
      const labels: string[] = [];
      for (let r = layout.headerBlockFirstRow; r < layout.noteRow; r++) sheet.getRow(r).eachCell((cell) => labels.push(text(cell.value)));
      for (const field of tamilHeaderFields) expect(labels).toContain(field.label);
    });

    it("is up to date with its definition (run `npm run sheets` if not)", async () => {
      const { buffer } = await load(definition.file);
      expect((await buildXlsx(definition, SHEET_LANGUAGES.ta)).equals(buffer)).toBe(true);
    });
  });
});
