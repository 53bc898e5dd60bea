/**
 * The order's money invariants (issue 36, docs/MONEY.md), each refused with a
 * field-level message and nothing written: an invoiced order's price never
 * changes; the confirmed price is never below what was paid; money is received
 * between the order's day and today; a GSTIN belongs to the state it is billed in.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminSession, call, type Login } from "./helpers";
import { dayFromToday, guest, orderBody } from "./orders-helpers";
import { BUSINESS } from "../fixtures/business";

let admin: Login;
beforeAll(async () => {
  admin = await adminSession();
  // Invoices need the business details saved (not the examples).
  const business = await call("/api/admin/business", { token: admin.token });
  if (business.json.business?.example !== false) {
    const save = await call("/api/admin/business", {
      method: "PUT",
      token: admin.token,
      body: BUSINESS,
    });
    expect(save.status, save.text).toBe(200);
  }
}, 60_000);

const patch = (reference: string, body: Record<string, unknown>) => call(`/api/orders/${reference}`, { method: "PATCH", token: admin.token, body });
const pay = (reference: string, body: Record<string, unknown>) =>
  call(`/api/admin/orders/${reference}/payments`, {
    method: "POST",
    token: admin.token,
    body: { mode: "upi", utr: "412300000005", receivedOn: dayFromToday(0), ...body },
  });

async function confirmedOrder(pricePaise: number): Promise<string> {
  const placed = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }) });
  expect(placed.status, placed.text).toBe(201);
  const reference = placed.json.order.reference as string;
  expect((await patch(reference, { status: "confirmed", confirmedPaise: pricePaise })).status).toBe(200);
  return reference;
}

describe("the order's money invariants", () => {
  it("the confirmed price is never below what was paid: 409 naming the amount; a refund first, then the lower price", async () => {
    const ref = await confirmedOrder(200_00);
    expect((await pay(ref, { amountPaise: 110_00 })).status).toBe(201);
    const lower = await patch(ref, { confirmedPaise: 100 });
    expect(lower.status, lower.text).toBe(409);
    expect(lower.json.errors.confirmedPaise).toBe("At least ₹110.00 (what was paid)");
    const view = await call(`/api/orders/${ref}`, { token: admin.token });
    expect(view.json.order.confirmedPaise).toBe(200_00);
    expect((await pay(ref, { amountPaise: -10_00, note: "Refund: price lowered" })).status).toBe(201);
    expect((await patch(ref, { confirmedPaise: 100_00 })).status).toBe(200);
  });

  it("an invoiced order's price never changes (409), and the invoice still matches the order", async () => {
    const ref = await confirmedOrder(500_00);
    const invoice = await call(`/api/admin/orders/${ref}/invoice`, { method: "POST", token: admin.token, body: {} });
    expect(invoice.status, invoice.text).toBe(201);
    for (const confirmedPaise of [100, 50_000_00]) {
      const res = await patch(ref, { confirmedPaise });
      expect(res.status).toBe(409);
      expect(res.json.errors.confirmedPaise).toBe("already invoiced");
    }
    const view = await call(`/api/orders/${ref}`, { token: admin.token });
    expect(view.json.order.confirmedPaise).toBe(500_00);
    expect(invoice.json.invoice.totalPaise).toBe(500_00);
    // The UPI link asks for what the invoice says is due.
    expect(view.json.order.payment.balancePaise).toBe(500_00);
  });

  it("money is received between the order's day and today (India): 1900 and 2099 are field-level 400s", async () => {
    const ref = await confirmedOrder(300_00);
    for (const receivedOn of ["1900-01-01", "2099-01-01", dayFromToday(1), dayFromToday(-1)]) {
      const res = await pay(ref, { amountPaise: 10_00, receivedOn });
      expect(res.status, receivedOn).toBe(400);
      expect(res.json.errors.receivedOn, receivedOn).toMatch(/after today|before the order was placed/);
    }
    expect((await pay(ref, { amountPaise: 10_00 })).status).toBe(201);
  });

  it("a GSTIN's state is its first two digits: a Karnataka GSTIN billed in Tamil Nadu is refused, on the order and in the business details", async () => {
    const billing = { name: "Bengaluru Interiors", address: "MG Road, Bengaluru", gstin: "29ABCDE1234F1ZW", stateCode: "33" };
    const res = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest(), billing }) });
    expect(res.status, res.text).toBe(400);
    expect(res.json.errors["billing.gstin"]).toMatch(/another state than state code 33/);
    const right = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest(), billing: { ...billing, stateCode: "29" } }) });
    expect(right.status, right.text).toBe(201);
    const business = await call("/api/admin/business", { token: admin.token });
    const { stateCode, gstin } = business.json.business;
    const wrong = await call("/api/admin/business", {
      method: "PUT",
      token: admin.token,
      body: { ...strip(business.json.business), stateCode: "29" },
    });
    expect(wrong.status, wrong.text).toBe(400);
    expect(wrong.json.errors.gstin).toMatch(/another state/);
    expect((await call("/api/admin/business", { token: admin.token })).json.business).toMatchObject({ stateCode, gstin });
  });
});

describe("the messages carry the money (issue 36)", () => {
  it("the console's quotation share link opens for a guest (it carries the key); Notify on WhatsApp says what is due and how to pay", async () => {
    const ref = await confirmedOrder(400_00);
    const page = await call(`/admin/orders/${ref}`, { cookie: admin.cookie });
    expect(page.status).toBe(200);
    const share = /href="https:\/\/wa\.me\/\?text=([^"]+)"/.exec(page.text);
    expect(share).not.toBeNull();
    const quoteUrl = /https?:\/\/\S+quote\.pdf\?key=[A-Za-z0-9_-]+/.exec(decodeURIComponent(share![1].replace(/&amp;/g, "&")))?.[0];
    expect(quoteUrl).toBeTruthy();
    // A guest (no session) opens it.
    const quote = await call(new URL(quoteUrl!).pathname + new URL(quoteUrl!).search);
    expect(quote.status).toBe(200);
    const notify = /href="(https:\/\/wa\.me\/\d+\?text=[^"]+)"/.exec(page.text);
    const text = decodeURIComponent(new URL(notify![1].replace(/&amp;/g, "&")).searchParams.get("text") ?? "");
    expect(text).toContain("Due now: ₹200.00.");
    expect(text).toMatch(/Pay by UPI: upi:\/\/pay\?pa=kovaipanels@okaxis&.*am=200\.00/);
  });
});

/** The business view without the fields the PUT does not take. */
function strip(view: Record<string, unknown>): Record<string, unknown> {
  const keys = [
    "legalName",
    "stateCode",
    "gstin",
    "upiId",
    "payeeName",
    "advancePercent",
    "quoteValidityDays",
    "quoteTerms",
    "quoteTermsTamil",
    "tax",
  ];
  return Object.fromEntries(keys.map((k) => [k, view[k]]));
}
