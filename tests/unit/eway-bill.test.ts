/**
 * The e-way bill (issue 54): when goods on the road need one (Rule 138's thresholds at their edges), the vehicle
 * number as the portal takes it, and the bulk upload's bill checked against the copy of the portal's schema.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { ewayBill, ewayBillNeed, ewayBulkFile, vehicleNumber } from "@/lib/money/eway-bill";
import type { InvoiceDoc } from "@/models/Invoice";
import { validate } from "../api/contract";

const schema = JSON.parse(readFileSync(path.join(__dirname, "../fixtures/eway-bill-bulk.schema.json"), "utf8"));
const T = { intraStatePaise: 1_00_000_00, interStatePaise: 50_000_00 };

describe("when goods need an e-way bill (Rule 138)", () => {
  it("within the state: more than ₹1,00,000, not at it", () => {
    expect(ewayBillNeed(1_00_000_00, false, false, T)).toMatchObject({ needed: false });
    expect(ewayBillNeed(1_00_000_01, false, false, T)).toMatchObject({ needed: true });
    expect(refusalInEnglish(ewayBillNeed(99_999_99, false, false, T).why)).toBe(
      "No e-way bill is needed: ₹99,999.99 is not more than ₹1,00,000.00, the threshold within the state.",
    );
  });

  it("across states: more than ₹50,000; the customer's boards going back across states whatever their value", () => {
    expect(ewayBillNeed(50_000_00, true, false, T)).toMatchObject({ needed: false });
    expect(ewayBillNeed(50_000_01, true, false, T)).toMatchObject({ needed: true });
    expect(ewayBillNeed(100_00, true, true, T)).toMatchObject({ needed: true });
    expect(ewayBillNeed(100_00, false, true, T)).toMatchObject({ needed: false });
  });
});

describe("the vehicle number", () => {
  it("is taken as people write it, and refused when it is not one", () => {
    expect(vehicleNumber("tn 38 ab 1234")).toBe("TN38AB1234");
    expect(vehicleNumber("TN-38-A-1234")).toBe("TN38A1234");
    expect(vehicleNumber("22 BH 1234 AB")).toBe("22BH1234AB");
    for (const bad of ["", "1234", "TN38AB12345", "TN38ABCD1234", "TN38AB12<3"]) expect(vehicleNumber(bad), bad).toBeNull();
  });
});

const line = (code: string, taxable: number, rate: number, unit: string, quantity: number, description: string) => ({
  description,
  taxGroup: (code.startsWith("99") ? "services" : "boards") as "services" | "boards",
  code,
  quantity,
  unit,
  taxablePaise: taxable,
  ratePercent: rate,
  cgstPaise: Math.round((taxable * rate) / 200),
  sgstPaise: Math.round((taxable * rate) / 200),
  igstPaise: 0,
  totalPaise: taxable + 2 * Math.round((taxable * rate) / 200),
});

function invoice(over: Partial<InvoiceDoc> = {}): InvoiceDoc {
  const lines = [
    line("4412", 86_400_00, 18, "sheet", 24, "18 mm BWP plywood, 8 × 4 ft"),
    line("998821", 10_350_00, 18, "metre", 230, "Edge banding, 0.8 mm PVC"),
  ];
  const sum = (k: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise") => lines.reduce((n, l) => n + l[k], 0);
  return {
    _id: "KPW/26-27/0042",
    kind: "invoice",
    fy: "26-27",
    seq: 42,
    order: "KPW-2026-0042",
    date: "2026-11-29",
    supplier: {
      name: "Kovai Panel Works",
      address: "Plot 14, SIDCO Industrial Estate, Kurichi, Coimbatore, Tamil Nadu 641021",
      gstin: "33ABCDE1234F1Z7",
      stateCode: "33",
      phone: "",
      email: "",
    },
    recipient: { name: 'Murugan "Interiors"', address: "12 Race Course Road, Coimbatore", gstin: "", stateCode: "33" },
    placeOfSupply: "33",
    refersTo: null,
    reason: "",
    byName: "Owner",
    createdAt: new Date(),
    lines,
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
    totalPaise: sum("totalPaise"),
    ...over,
  };
}

const from = { pincode: "641021", place: "Coimbatore", street: "Plot 14, SIDCO Industrial Estate, Kurichi" };
const trip = { vehicle: "TN38AB1234", distanceKm: 12, toPincode: "641018", toPlace: "Coimbatore" };

describe("the bulk upload's bill", () => {
  it("matches the portal's schema: the boards are its items, the job work on them its other value, and the values add up", () => {
    const file = ewayBulkFile(ewayBill(invoice(), from, trip));
    expect(validate(file, schema)).toEqual([]);
    const bill = file.billLists[0];
    expect(bill).toMatchObject({ supplyType: "O", subSupplyType: "1", docType: "INV", docNo: "KPW/26-27/0042", docDate: "29/11/2026" });
    expect(bill).toMatchObject({ fromPincode: 641021, toPincode: 641018, fromStateCode: 33, toStateCode: 33, toGstin: "URP", transDistance: "12" });
    expect(bill.toTrdName).toBe("Murugan Interiors");
    expect(bill.itemList).toEqual([
      expect.objectContaining({ hsnCode: 4412, quantity: 24, qtyUnit: "NOS", taxableAmount: 86_400, cgstRate: 9, sgstRate: 9, igstRate: 0 }),
    ]);
    const paise = (r: number) => Math.round(r * 100);
    const parts = [bill.totalValue, bill.cgstValue, bill.sgstValue, bill.igstValue, bill.cessValue, bill.cessNonAdvolValue, bill.otherValue];
    expect(parts.reduce((n, r) => n + paise(r), 0)).toBe(paise(bill.totInvValue));
    expect(paise(bill.totInvValue)).toBe(invoice().totalPaise);
  });

  it("across states the items carry IGST; the customer's boards going back are job-work returns under the challan", () => {
    const igst = (l: ReturnType<typeof line>) => ({ ...l, cgstPaise: 0, sgstPaise: 0, igstPaise: l.cgstPaise + l.sgstPaise });
    const base = invoice();
    const inter = ewayBill(
      invoice({ placeOfSupply: "29", lines: base.lines.map(igst), igstPaise: base.cgstPaise + base.sgstPaise, cgstPaise: 0, sgstPaise: 0 }),
      from,
      trip,
    );
    expect(validate(ewayBulkFile(inter), schema)).toEqual([]);
    expect(inter.itemList[0]).toMatchObject({ igstRate: 18, cgstRate: 0, sgstRate: 0 });
    expect(inter).toMatchObject({ toStateCode: 29, actualToStateCode: 29 });
    const ret = ewayBill(
      invoice({
        _id: "KPWD/26-27/0007",
        kind: "challan",
        challanKind: "job-work-return",
        lines: [{ ...line("4412", 60_000_00, 0, "pcs", 38, "Your own boards, cut"), ratePercent: 0 }],
        totalPaise: 60_000_00,
      }),
      from,
      trip,
    );
    expect(validate(ewayBulkFile(ret), schema)).toEqual([]);
    expect(ret).toMatchObject({ subSupplyType: "6", docType: "CHL", totInvValue: 60_000, otherValue: 0 });
    expect(ret.itemList[0]).toMatchObject({ qtyUnit: "PCS", quantity: 38 });
  });

  it("the schema check is not empty: it reports each departure the portal refuses", () => {
    const good = ewayBulkFile(ewayBill(invoice(), from, trip));
    const broken = (change: (b: Record<string, unknown>) => void) => {
      const copy = structuredClone(good) as unknown as { billLists: Record<string, unknown>[] };
      change(copy.billLists[0]);
      return validate(copy, schema).join(" | ");
    };
    expect(broken((b) => (b.docDate = "2026-11-29"))).toContain("docDate");
    expect(broken((b) => (b.toStateCode = "33"))).toContain("toStateCode");
    expect(broken((b) => (b.transDistance = 12))).toContain("transDistance");
    expect(broken((b) => delete b.transType)).toContain("transType");
    expect(broken((b) => (b.totInvValue = 12.345))).toContain("totInvValue");
    expect(broken((b) => (b.invented = 1))).toContain("invented");
  });
});
