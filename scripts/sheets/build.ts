/**
 * Builds one job-work order sheet (.xlsx) from its definition with exceljs.
 *
 * Layout (rows):
 *   1  title: business name and service
 *   2  address and contact line
 *   4–7  header block: customer, WhatsApp, project, dates, pickup, boards, units
 *   8  instructions
 *   9  table headings (frozen, repeated on every printed page)
 *   10 example row (italic grey)
 *   11… empty rows ready to fill, then a totals row and an office-use row
 */
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { siteOf } from "../../lib/site/site";
import { SEED_FACTS } from "../../lib/site/seed";

/** The sheets are static files built by `npm run sheets`: they carry the seed's facts (docs/BUSINESS-CONSOLE.md). */
const site = siteOf(SEED_FACTS);
import { EMPTY_ROWS, SHEETS_DATE, headerFields, type HeaderField, type OrderSheetDefinition, type SheetColumn } from "../../lib/sheets/definitions";
import { inTamil, tamilHeaderFields, tamilLayout } from "../../lib/sheets/tamil";
import english from "../../messages/sheets/en.json";

/**
 * A sheet's own words in one language: its lines (messages/sheets/<locale>.json `layout`), header block and tagline,
 * and the heights (points) of the instructions and the headings, which Tamil's longer words fill to three lines.
 */
export interface SheetLanguage {
  layout: typeof english.layout;
  headerFields: HeaderField[];
  tagline: string;
  noteHeight: number;
  headingHeight: number;
}
export const SHEET_LANGUAGES = {
  en: { layout: english.layout, headerFields, tagline: site.tagline, noteHeight: 34, headingHeight: 36 },
  ta: { layout: tamilLayout, headerFields: tamilHeaderFields, tagline: inTamil(site.tagline), noteHeight: 48, headingHeight: 52 },
} satisfies Record<string, SheetLanguage>;

const fillIn = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const palette = {
  green: "FF17573A",
  greenDark: "FF12452E",
  greenTint: "FFEEF5F0",
  greenLight: "FFD5E8DC",
  saffron: "FFEE8A12",
  paper: "FFFBF8F2",
  stone: "FFF1ECE2",
  rule: "FFE1D9CA",
  ink: "FF1F2421",
  grey: "FF6B6F6A",
  white: "FFFFFFFF",
} as const;

/** Row numbers of the layout, shared with the tests. */
export const layout = {
  titleRow: 1,
  contactRow: 2,
  headerBlockFirstRow: 4,
  noteRow: 8,
  headingRow: 9,
  exampleRow: 10,
  firstEntryRow: 11,
  lastEntryRow: 10 + EMPTY_ROWS,
  totalsRow: 11 + EMPTY_ROWS,
  officeRow: 12 + EMPTY_ROWS,
} as const;

const fill = (argb: string): ExcelJS.Fill => ({ type: "pattern", pattern: "solid", fgColor: { argb } });
const thin = (argb: string): Partial<ExcelJS.Border> => ({ style: "thin", color: { argb } });
const box = (argb: string): Partial<ExcelJS.Borders> => ({
  top: thin(argb),
  left: thin(argb),
  bottom: thin(argb),
  right: thin(argb),
});

/** An Excel inline list: quoted, comma separated (so no commas inside values). */
function listFormula(values: readonly string[]): string {
  for (const v of values) if (v.includes(",")) throw new Error(`List value "${v}" contains a comma`);
  const formula = `"${values.join(",")}"`;
  if (formula.length > 255) throw new Error(`List ${formula} is longer than Excel's 255 characters`);
  return formula;
}

/** A validation that only shows a help text ("any value"; missing from exceljs's types). */
function promptOnly(prompt: Partial<ExcelJS.DataValidation>): ExcelJS.DataValidation {
  return { type: "any", allowBlank: true, ...prompt } as unknown as ExcelJS.DataValidation;
}

/** The data validation of a table column, or undefined for free text. */
export function validationOf(column: SheetColumn, words: SheetLanguage["layout"] = english.layout): ExcelJS.DataValidation | undefined {
  const prompt = column.prompt ? { showInputMessage: true, promptTitle: column.header.slice(0, 32), prompt: column.prompt } : {};
  switch (column.kind) {
    case "list":
      return {
        type: "list",
        allowBlank: true,
        formulae: [listFormula(column.options ?? [])],
        showErrorMessage: true,
        errorStyle: column.strict ?? "stop",
        errorTitle: column.header.slice(0, 32),
        error: fillIn(words.pickOne, { options: (column.options ?? []).join(", ") }).slice(0, 255),
        ...prompt,
      };
    case "integer":
    case "decimal":
      return {
        type: column.kind === "integer" ? "whole" : "decimal",
        operator: "between",
        allowBlank: true,
        formulae: [column.min ?? 0, column.max ?? 100000],
        showErrorMessage: true,
        errorStyle: "stop",
        errorTitle: column.header.slice(0, 32),
        error: fillIn(column.kind === "integer" ? words.whole : words.number, { min: column.min ?? 0, max: column.max ?? 100000 }),
        ...prompt,
      };
    default:
      return column.prompt ? promptOnly(prompt) : undefined;
  }
}

export function buildWorkbook(definition: OrderSheetDefinition, language: SheetLanguage = SHEET_LANGUAGES.en): ExcelJS.Workbook {
  const { columns } = definition;
  const words = language.layout;
  const titleOf = (template: string) => fillIn(template, { name: site.name, service: definition.service });
  const n = columns.length;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = site.name;
  workbook.lastModifiedBy = site.name;
  workbook.title = titleOf(words.docTitle);
  workbook.company = site.name;
  workbook.created = SHEETS_DATE;
  workbook.modified = SHEETS_DATE;
  workbook.calcProperties.fullCalcOnLoad = true;

  const lastCol = n;
  const colLetter = (i: number) => sheet.getColumn(i).letter;

  const sheet = workbook.addWorksheet(definition.sheetName, {
    properties: { tabColor: { argb: palette.green }, defaultRowHeight: 20 },
    views: [{ state: "frozen", xSplit: 0, ySplit: layout.headingRow, activeCell: `A${layout.exampleRow}`, showGridLines: false }],
    pageSetup: {
      paperSize: 9, // A4
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      horizontalCentered: true,
      margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.6, header: 0.3, footer: 0.3 },
      printTitlesRow: `${layout.headingRow}:${layout.headingRow}`,
    },
    headerFooter: {
      oddFooter: `&L&8${titleOf(words.footer)}&R&8${words.page}`,
    },
  });
  sheet.pageSetup.printArea = `A1:${colLetter(lastCol)}${layout.officeRow}`;

  columns.forEach((c, i) => {
    // exceljs leaves out a width of exactly 9 as its default, which Excel shows as 8.43.
    sheet.getColumn(i + 1).width = c.width === 9 ? 9.01 : c.width;
  });

  const merge = (row: number, from: number, to: number) => {
    if (to > from) sheet.mergeCells(row, from, row, to);
    return sheet.getCell(row, from);
  };

  // 1–2: title and contact line.
  const title = merge(layout.titleRow, 1, lastCol);
  title.value = titleOf(words.title);
  title.font = { name: "Calibri", size: 16, bold: true, color: { argb: palette.white } };
  title.fill = fill(palette.greenDark);
  title.alignment = { vertical: "middle", horizontal: "left", indent: 1 };
  title.border = { bottom: { style: "thick", color: { argb: palette.saffron } } };
  sheet.getRow(layout.titleRow).height = 32;

  const contact = merge(layout.contactRow, 1, lastCol);
  contact.value = `${language.tagline}  ·  ${site.address.street}, ${site.address.locality} ${site.address.postalCode}  ·  WhatsApp ${site.whatsapp.display}  ·  ${site.email}`;
  contact.font = { name: "Calibri", size: 10, color: { argb: palette.ink } };
  contact.fill = fill(palette.greenTint);
  contact.alignment = { vertical: "middle", horizontal: "left", indent: 1 };
  sheet.getRow(layout.contactRow).height = 20;
  sheet.getRow(3).height = 8;

  // 4–7: header block, two label/value pairs per row.
  const half = Math.floor(n / 2);
  const pairs: [number, number, number][] = [
    [1, 3, half], // label from col 1 to 2, value from 3 to half
    [half + 1, half + 3, lastCol], // label from half+1 to half+2, value from half+3 to the end
  ];
  language.headerFields.forEach((field, index) => {
    const row = layout.headerBlockFirstRow + Math.floor(index / 2);
    const [labelFrom, valueFrom, valueTo] = pairs[index % 2];
    const label = merge(row, labelFrom, valueFrom - 1);
    label.value = field.label;
    label.font = { name: "Calibri", size: 11, bold: true, color: { argb: palette.ink } };
    label.fill = fill(palette.stone);
    label.alignment = { vertical: "middle", horizontal: "left", indent: 1 };
    label.border = box(palette.rule);

    const value = merge(row, valueFrom, valueTo);
    value.font = { name: "Calibri", size: 11, color: { argb: palette.ink } };
    value.alignment = { vertical: "middle", horizontal: "left", indent: 1 };
    value.border = box(palette.rule);
    for (let c = valueFrom; c <= valueTo; c++) sheet.getCell(row, c).border = box(palette.rule);
    const prompt = field.prompt ? { showInputMessage: true, promptTitle: field.label, prompt: field.prompt } : {};
    if (field.kind === "fixed") {
      value.value = field.value ?? "";
      value.font = { name: "Calibri", size: 11, bold: true, color: { argb: palette.green } };
    } else if (field.kind === "date") {
      value.numFmt = "dd-mm-yyyy";
      value.dataValidation = {
        type: "date",
        operator: "greaterThan",
        allowBlank: true,
        formulae: [new Date(Date.UTC(2000, 0, 1))],
        showErrorMessage: true,
        errorTitle: field.label,
        error: words.date,
        ...prompt,
      };
    } else if (field.kind === "list") {
      value.dataValidation = {
        type: "list",
        allowBlank: true,
        formulae: [listFormula(field.options ?? [])],
        showErrorMessage: true,
        errorStyle: "stop",
        errorTitle: field.label,
        error: fillIn(words.pickOne, { options: (field.options ?? []).join(", ") }),
        ...prompt,
      };
    } else if (field.prompt) {
      value.dataValidation = promptOnly(prompt);
    }
    sheet.getRow(row).height = 22;
  });

  // 8: instructions.
  const note = merge(layout.noteRow, 1, lastCol);
  note.value = definition.note;
  note.font = { name: "Calibri", size: 10, italic: true, color: { argb: palette.ink } };
  note.alignment = { vertical: "middle", horizontal: "left", wrapText: true, indent: 1 };
  note.border = { top: thin(palette.rule), bottom: thin(palette.rule) };
  sheet.getRow(layout.noteRow).height = language.noteHeight;

  // 9: table headings.
  const heading = sheet.getRow(layout.headingRow);
  heading.height = language.headingHeight;
  columns.forEach((c, i) => {
    const cell = heading.getCell(i + 1);
    cell.value = c.header;
    cell.font = { name: "Calibri", size: 10, bold: true, color: { argb: palette.white } };
    cell.fill = fill(palette.green);
    cell.alignment = { vertical: "middle", horizontal: "center", wrapText: true };
    cell.border = box(palette.greenDark);
  });

  // 10: example row; 11…: empty rows with the same validations.
  for (let r = layout.exampleRow; r <= layout.lastEntryRow; r++) {
    const row = sheet.getRow(r);
    const isExample = r === layout.exampleRow;
    row.height = 20;
    columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      if (isExample) cell.value = c.example;
      const numeric = c.kind === "integer" || c.kind === "decimal";
      cell.font = isExample
        ? { name: "Calibri", size: 10, italic: true, color: { argb: palette.grey } }
        : { name: "Calibri", size: 11, color: { argb: palette.ink } };
      cell.fill = fill(isExample ? palette.stone : (r - layout.firstEntryRow) % 2 === 1 ? palette.paper : palette.white);
      cell.alignment = { vertical: "middle", horizontal: numeric ? "right" : "left", indent: numeric ? 0 : 1 };
      cell.border = box(palette.rule);
      if (c.kind === "integer") cell.numFmt = "0";
      const validation = validationOf(c, words);
      if (validation) cell.dataValidation = validation;
    });
  }

  // Totals and office use.
  const totals = sheet.getRow(layout.totalsRow);
  totals.height = 22;
  const firstTotal = columns.findIndex((c) => c.total);
  const label = merge(layout.totalsRow, 1, Math.max(1, firstTotal));
  label.value = words.totals;
  columns.forEach((c, i) => {
    const cell = totals.getCell(i + 1);
    cell.fill = fill(palette.greenLight);
    cell.font = { name: "Calibri", size: 11, bold: true, color: { argb: palette.ink } };
    cell.border = { top: { style: "medium", color: { argb: palette.green } }, bottom: thin(palette.rule) };
    if (c.total) {
      const letter = colLetter(i + 1);
      cell.value = { formula: `SUM(${letter}${layout.firstEntryRow}:${letter}${layout.lastEntryRow})` };
      cell.numFmt = "0";
      cell.alignment = { horizontal: "right", vertical: "middle" };
    }
  });
  label.alignment = { horizontal: "right", vertical: "middle", indent: 1 };

  const office = merge(layout.officeRow, 1, lastCol);
  office.value = words.office;
  office.font = { name: "Calibri", size: 10, color: { argb: palette.grey } };
  office.alignment = { vertical: "bottom", horizontal: "left", indent: 1 };
  sheet.getRow(layout.officeRow).height = 30;

  return workbook;
}

/**
 * The workbook as an .xlsx buffer that does not depend on the clock: exceljs
 * stamps every zip entry with the current time, so the entries are re-zipped
 * with the fixed date of the definitions.
 */
export async function buildXlsx(definition: OrderSheetDefinition, language: SheetLanguage = SHEET_LANGUAGES.en): Promise<Buffer> {
  const raw = await buildWorkbook(definition, language).xlsx.writeBuffer();
  const source = await JSZip.loadAsync(raw);
  const out = new JSZip();
  const names = Object.keys(source.files).filter((name) => !source.files[name].dir);
  for (const name of names) {
    out.file(name, await source.files[name].async("uint8array"), { date: SHEETS_DATE, createFolders: false });
  }
  return out.generateAsync({ type: "nodebuffer", compression: "DEFLATE", compressionOptions: { level: 9 }, platform: "DOS" });
}
