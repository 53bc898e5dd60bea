import { describe, expect, it } from "vitest";
import { csvCell, csvRow, neutraliseFormula, toCsv } from "@/lib/util/csv";

describe("the shared CSV writer (lib/util/csv.ts)", () => {
  it("neutralises every cell a spreadsheet could run as a formula", () => {
    const dangerous = [
      "=1+1",
      "+91 98765 43210",
      "-2",
      "@SUM(A1)",
      "\t=cmd",
      "\r=cmd",
      "\tplain", // a leading tab or CR alone: some programs strip it and read what follows
      " =1+1", // leading spaces before the formula
      "\u00A0=1+1",
      "＝1+1", // full-width equals sign
      'note;=HYPERLINK("http://x")', // `;` before `=`: a new cell in semicolon locales
      "note\t=cmd|' /C calc'!A0", // tab before `=`
      "a,=1",
      "a|=1",
      "first line\n=1+1",
      "x; +1",
    ];
    for (const bad of dangerous) expect(neutraliseFormula(bad), JSON.stringify(bad)).toBe(`'${bad}`);
  });

  it("leaves ordinary values alone", () => {
    for (const ok of ["Priya", "a=b", "a-b", "2025-03-04", "hello - world", "x, y", "24 sheets, 18 mm", "மணி", ""]) {
      expect(neutraliseFormula(ok), JSON.stringify(ok)).toBe(ok);
    }
  });

  it("always quotes, doubles quotes, keeps line breaks inside the cell", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(-12)).toBe(`"'-12"`);
    expect(csvCell(new Date("2025-03-04T09:15:30Z"))).toBe('"2025-03-04T09:15:30.000Z"');
  });

  it("writes a BOM, CRLF after every row, and one cell per value whatever it holds", () => {
    const csv = toCsv(
      ["A", "B"],
      [
        ["x;y", "1\r\n2"],
        ["=1", "ok"],
      ],
    );
    expect(csv.startsWith('\uFEFF"A","B"\r\n')).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csvRow(["x;y", "1\r\n2"])).toBe('"x;y","1\r\n2"');
    expect(csv).toContain(`"'=1","ok"`);
  });
});
