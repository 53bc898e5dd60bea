/**
 * The e-way bill's data (issue 54, GST Rule 138): the JSON the portal's bulk upload takes, for the order's tax invoice
 * or its delivery challan, checked against the copy of the portal's schema; the thresholds of the business settings
 * at their edges (409 with the reason below them); the vehicle, distance and PIN code field by field before any file
 * is made. Runs alone: it changes the business settings' thresholds, and puts them back.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSession, call, signupAndLogin, type Login } from "./helpers";
import { validate } from "./contract";
import { guest, orderBody } from "./orders-helpers";
import { BUSINESS } from "../fixtures/business";

const schema = JSON.parse(readFileSync(path.join(__dirname, "../fixtures/eway-bill-bulk.schema.json"), "utf8"));
let admin: Login;

const put = (body: unknown) => call("/api/admin/business", { method: "PUT", token: admin.token, body });
const eway = (ref: string, query: string, token = admin.token) => call(`/api/admin/orders/${ref}/eway-bill?${query}`, { token });

/** A confirmed order of `over` at `pricePaise`. */
async function confirmed(pricePaise: number, over: Record<string, unknown>) {
  const placed = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest(), ...over }) });
  expect(placed.status, placed.text).toBe(201);
  const ref = placed.json.order.reference as string;
  const moved = await call(`/api/orders/${ref}`, { method: "PATCH", token: admin.token, body: { status: "confirmed", confirmedPaise: pricePaise } });
  expect(moved.status, moved.text).toBe(200);
  return ref;
}

beforeAll(async () => {
  admin = await adminSession();
  expect((await put(BUSINESS)).status).toBe(200);
});
afterAll(async () => {
  expect((await put(BUSINESS)).status).toBe(200);
});

describe("the e-way bill's data", () => {
  it("a delivery order's invoice: refused field by field, at the threshold and below it; above it, the portal's file", async () => {
    const ref = await confirmed(1_18_000_00, {
      boardsBy: "workshop",
      fulfilment: "delivery",
      deliveryAddress: "12 Race Course Road, Coimbatore",
      deliveryPincode: "641018",
    });
    // No paper yet: nothing to name.
    const none = await eway(ref, "vehicle=TN38AB1234&distance=12");
    expect(none.status, none.text).toBe(409);
    expect(none.json.errors).toHaveProperty("paper");
    const invoice = await call(`/api/admin/orders/${ref}/invoice`, { method: "POST", token: admin.token, body: {} });
    expect(invoice.status, invoice.text).toBe(201);
    const total = invoice.json.invoice.totalPaise as number;
    expect(total).toBe(1_18_000_00);

    // Bad input: every field named, before any file is made.
    const bad = await eway(ref, "vehicle=XYZ&distance=0&pincode=041018");
    expect(bad.status, bad.text).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["distance", "pincode", "vehicle"]);
    expect((await eway(ref, "distance=12")).json.errors).toHaveProperty("vehicle");
    expect((await eway(ref, "vehicle=TN38AB1234&distance=4001")).json.errors).toHaveProperty("distance");
    expect((await eway(ref, "vehicle=TN38AB1234&distance=12&colour=red")).status).toBe(400);

    // The threshold within the state at exactly the invoice's value: not more than it, so none is needed.
    expect((await put({ ...BUSINESS, ewayBill: { intraStatePaise: total, interStatePaise: 50_000_00 } })).status).toBe(200);
    const below = await eway(ref, "vehicle=TN38AB1234&distance=12");
    expect(below.status, below.text).toBe(409);
    expect(below.json.message).toBe("No e-way bill is needed: ₹1,18,000.00 is not more than ₹1,18,000.00, the threshold within the state.");
    // One paisa under it: needed.
    expect((await put({ ...BUSINESS, ewayBill: { intraStatePaise: total - 1, interStatePaise: 50_000_00 } })).status).toBe(200);
    const file = await eway(ref, "vehicle=tn 38 ab 1234&distance=12");
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get("content-disposition")).toBe(`attachment; filename="eway-bill-${ref}.json"`);
    expect(validate(file.json, schema)).toEqual([]);
    const bill = file.json.billLists[0];
    expect(bill).toMatchObject({
      supplyType: "O",
      subSupplyType: "1",
      docType: "INV",
      docNo: invoice.json.invoice.number,
      fromGstin: BUSINESS.gstin,
      fromPincode: 641021,
      toGstin: "URP",
      toPincode: 641018,
      toPlace: "Coimbatore",
      vehicleNo: "TN38AB1234",
      transDistance: "12",
      totInvValue: 1_18_000,
    });
    expect(bill.docDate).toMatch(/^\d\d\/\d\d\/20\d\d$/);
    const paise = (r: number) => Math.round(r * 100);
    const values = ["totalValue", "cgstValue", "sgstValue", "igstValue", "cessValue", "cessNonAdvolValue", "otherValue"];
    expect(values.reduce((n, k) => n + paise(bill[k]), 0)).toBe(total);
    expect(bill.itemList.length).toBeGreaterThan(0);
    for (const item of bill.itemList) expect(String(item.hsnCode)).toBe(BUSINESS.tax.boards.code);

    // Only the money staff: a customer is refused.
    const customer = await signupAndLogin();
    expect((await eway(ref, "vehicle=TN38AB1234&distance=12", customer.token)).status).toBe(403);
  });

  it("the customer's own boards going back across states: a job-work return under the challan, whatever their value", async () => {
    expect((await put(BUSINESS)).status).toBe(200);
    const ref = await confirmed(3_000_00, { boardsBy: "customer" });
    const challan = await call(`/api/admin/orders/${ref}/challans`, {
      method: "POST",
      token: admin.token,
      body: { kind: "job-work-return", goodsValuePaise: 20_000_00, placeOfSupply: "32" },
    });
    expect(challan.status, challan.text).toBe(201);
    // A pickup: the destination's PIN code is asked.
    const noPin = await eway(ref, "vehicle=KL07CD4321&distance=190");
    expect(noPin.status, noPin.text).toBe(400);
    expect(noPin.json.errors).toHaveProperty("pincode");
    const file = await eway(ref, "vehicle=KL07CD4321&distance=190&pincode=682020");
    expect(file.status, file.text).toBe(200);
    expect(validate(file.json, schema)).toEqual([]);
    expect(file.json.billLists[0]).toMatchObject({
      subSupplyType: "6",
      docType: "CHL",
      docNo: challan.json.challan.number,
      toStateCode: 32,
      actualToStateCode: 32,
      toPincode: 682020,
      totInvValue: 20_000,
      igstValue: 0,
    });
    // The same boards within the state are worth less than its threshold: none needed.
    const local = await confirmed(3_000_00, { boardsBy: "customer" });
    await call(`/api/admin/orders/${local}/challans`, {
      method: "POST",
      token: admin.token,
      body: { kind: "job-work-return", goodsValuePaise: 20_000_00 },
    });
    const none = await eway(local, "vehicle=TN38AB1234&distance=12&pincode=641018");
    expect(none.status, none.text).toBe(409);
    expect(none.json.errors).toEqual({ value: "below the threshold" });
  });
});
