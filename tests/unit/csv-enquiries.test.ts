import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { enquiriesToCsv } from "@/lib/enquiries/csv";
import { REFERENCE_PATTERN, newEnquiryReference } from "@/lib/enquiries/reference";
import { enquiriesToXlsx } from "@/lib/enquiries/xlsx";
import type { EnquiryRow } from "@/lib/enquiries/table";

const row = (over: Partial<EnquiryRow> = {}): EnquiryRow => ({
  reference: "ENQ-7K3M9Q",
  createdAt: new Date("2025-03-04T09:15:30Z"),
  status: "new",
  name: "Priya",
  email: "priya@example.com",
  phone: "98765 43210",
  service: "cutting",
  page: "/contact",
  message: "24 sheets, 18 mm",
  ...over,
});

describe("CSV export of enquiries (lib/util/csv.ts; its rules are tested in csv.test.ts)", () => {
  it("has a BOM, a header row, CRLF lines and UTC timestamps", () => {
    const csv = enquiriesToCsv([row(), row({ name: "=evil()", message: "hello, world" })]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe('"Reference","Received (UTC)","Status","Name","Email","Phone","Service","Page","Message"');
    expect(lines[1]).toBe('"ENQ-7K3M9Q","2025-03-04 09:15","new","Priya","priya@example.com","98765 43210","cutting","/contact","24 sheets, 18 mm"');
    expect(lines[2]).toContain(`,"'=evil()",`);
    expect(lines[2]).toContain('"hello, world"');
    expect(lines[3]).toBe("");
  });
});

describe("XLSX export", () => {
  it("writes the same columns as plain strings, never formulas", async () => {
    const data = await enquiriesToXlsx([row({ name: "=1+1" })]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet("Enquiries")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Reference");
    expect(sheet.getRow(2).getCell(1).value).toBe("ENQ-7K3M9Q");
    expect(sheet.getRow(2).getCell(4).value).toBe("'=1+1");
    expect(sheet.getRow(2).getCell(4).formula).toBeUndefined();
  });
});

describe("enquiry references", () => {
  it("are short, unambiguous and random", () => {
    const refs = new Set(Array.from({ length: 200 }, newEnquiryReference));
    expect(refs.size).toBe(200);
    for (const r of refs) expect(r).toMatch(REFERENCE_PATTERN);
  });
});
