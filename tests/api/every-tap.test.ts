/**
 * Issue 55, the walk's wrong money against the real server and FerretDB: every creating write given an idempotency
 * key creates one thing however often it arrives (two at the same moment, or one after the other), and answers the
 * repeat with the first result; the estimate, the quotation and the invoice agree to the paisa; confirmation prices
 * every order at the day's tariff; what is due now follows the order's stage; the same confirmed price twice writes
 * one history line.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { BUSINESS } from "../fixtures/business";
import { adminSession, base, call, randomIp, signupAndLogin, type Json, type Login } from "./helpers";
import { fetchFrom } from "./loopback";
import { dayFromToday, guest, idempotencyKey, orderBody, part } from "./orders-helpers";

const run = promisify(execFile);
let admin: Login;
beforeAll(async () => {
  admin = await adminSession();
  const saved = await call("/api/admin/business", { method: "PUT", token: admin.token, body: BUSINESS });
  expect(saved.status, saved.text).toBe(200);
});

const asAdmin = (pathname: string, method = "GET", body?: unknown) => call(pathname, { method, token: admin.token, body });

/** A guest order of the workshop's boards with banded edges (so the estimate has lines that round). */
async function placeOrder(over: Record<string, unknown> = {}) {
  const cutList = {
    saw: { kerf: 4, trim: 10 },
    rows: [
      part({ name: "Side", material: "bwp-ply-18", length: 717, width: 557, quantity: 3, edges: { l1: 1, l2: null, w1: 1, w2: null } }),
      part({ name: "Shelf", material: "bwp-ply-18", length: 761, width: 333, quantity: 5, edges: { l1: 2, l2: null, w1: null, w2: null } }),
    ],
  };
  const res = await call("/api/orders", { method: "POST", body: orderBody({ cutList, boardsBy: "workshop", guest: guest(), ...over }) });
  expect(res.status, res.text).toBe(201);
  return res.json.order as Json;
}

const move = (ref: string, body: Record<string, unknown>) => asAdmin(`/api/orders/${ref}`, "PATCH", body);

async function pdfText(pathname: string): Promise<string> {
  const res = await fetchFrom(randomIp(), `${base}${pathname}`, { headers: { Authorization: `Bearer ${admin.token}` } });
  expect(res.status).toBe(200);
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-"));
  await writeFile(path.join(dir, "a.pdf"), Buffer.from(await res.arrayBuffer()));
  await run("pdftotext", ["-layout", path.join(dir, "a.pdf"), path.join(dir, "a.txt")]);
  return readFile(path.join(dir, "a.txt"), "utf8");
}

const rupees = (paise: number) => (paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe("every tap counted once", () => {
  it("a payment sent twice at the same moment, and again later, with one key is recorded once; both answers are the same", async () => {
    const order = await placeOrder();
    expect((await move(order.reference, { status: "confirmed", confirmedPaise: 45_046_84 })).status).toBe(200);
    const body = { amountPaise: 22_523_00, mode: "upi", utr: "633412345678", receivedOn: dayFromToday(0), idempotencyKey: idempotencyKey() };
    const [a, b] = await Promise.all([0, 1].map(() => asAdmin(`/api/admin/orders/${order.reference}/payments`, "POST", body)));
    expect([a.status, b.status]).toEqual([201, 201]);
    const again = await asAdmin(`/api/admin/orders/${order.reference}/payments`, "POST", body);
    expect(again.status).toBe(201);
    for (const r of [a, b, again]) expect(r.json.order.payment.paidPaise).toBe(22_523_00);
    expect(again.json.order.payment.entries).toHaveLength(1);
    // The same key with another amount is a different request: refused, nothing recorded.
    const reused = await asAdmin(`/api/admin/orders/${order.reference}/payments`, "POST", { ...body, amountPaise: 1_00 });
    expect(reused.status).toBe(409);
    expect(reused.json.errors.idempotencyKey).toBeTruthy();
    // A new key is a new payment (two equal payments made one after the other are two).
    const second = await asAdmin(`/api/admin/orders/${order.reference}/payments`, "POST", {
      ...body,
      amountPaise: 1_00,
      idempotencyKey: idempotencyKey(),
    });
    expect(second.status).toBe(201);
    expect(second.json.order.payment.paidPaise).toBe(22_524_00);
    // A refused payment gives its key back: corrected, the same key goes through.
    const key = idempotencyKey();
    const tooMuch = await asAdmin(`/api/admin/orders/${order.reference}/payments`, "POST", {
      ...body,
      amountPaise: 99_999_999_00,
      idempotencyKey: key,
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.json.errors.amountPaise).toMatch(/^At most ₹/);
    expect((await asAdmin(`/api/admin/orders/${order.reference}/payments`, "POST", { ...body, amountPaise: 2_00, idempotencyKey: key })).status).toBe(
      201,
    );
    await move(order.reference, { status: "cancelled", reason: "test over" });
  });

  it("an offcut added twice with one key is stored once", async () => {
    const body = { material: "bwp-ply-18", length: 1800, width: 1220, pricePaise: 2_000_00, idempotencyKey: idempotencyKey() };
    const [a, b] = await Promise.all([0, 1].map(() => asAdmin("/api/admin/offcuts", "POST", body)));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.piece.id).toBe(b.json.piece.id);
    const store = await asAdmin("/api/admin/offcuts?material=bwp-ply-18");
    expect(store.json.pieces.filter((p: Json) => p.id === a.json.piece.id)).toHaveLength(1);
    expect(store.json.pieces.filter((p: Json) => p.length === 1800 && p.width === 1220 && p.pricePaise === 2_000_00)).toHaveLength(1);
    expect((await asAdmin(`/api/admin/offcuts/${a.json.piece.id}`, "DELETE")).status).toBe(200);
  });

  it("an enquiry sent twice with one key is filed once, under one reference", async () => {
    const body = {
      name: "Selvi R",
      email: "selvi@example.com",
      phone: "+91 98430 11223",
      message: "Cut 12 sheets",
      idempotencyKey: idempotencyKey(),
    };
    const ip = randomIp();
    const [a, b] = await Promise.all([0, 1].map(() => call("/api/enquiries", { method: "POST", body, ip })));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.reference).toBe(b.json.reference);
    const found = await asAdmin(`/api/enquiries?q=${encodeURIComponent("selvi@example.com")}`);
    expect(found.json.items.filter((e: Json) => e.reference === a.json.reference)).toHaveLength(1);
    expect(found.json.items).toHaveLength(1);
  });

  it("a batch made twice with one key is one batch, both answered with it", async () => {
    const orders = [await placeOrder(), await placeOrder()];
    for (const o of orders) expect((await move(o.reference, { status: "confirmed", confirmedPaise: o.estimate.totalPaise })).status).toBe(200);
    const body = { orders: orders.map((o) => o.reference), idempotencyKey: idempotencyKey() };
    const [a, b] = await Promise.all([0, 1].map(() => asAdmin("/api/admin/batches", "POST", body)));
    expect([a.status, b.status], `${a.text} ${b.text}`).toEqual([201, 201]);
    expect(a.json.batch.id).toBe(b.json.batch.id);
    expect(b.json.batch.orders).toEqual(a.json.batch.orders);
    expect((await asAdmin(`/api/admin/batches/${a.json.batch.id}`, "DELETE")).status).toBe(200);
    for (const o of orders) await move(o.reference, { status: "cancelled", reason: "test over" });
  });

  it("the same confirmed price sent twice writes one history line", async () => {
    const order = await placeOrder();
    const body = { status: "confirmed", confirmedPaise: order.estimate.totalPaise };
    expect((await move(order.reference, body)).status).toBe(200);
    const again = await move(order.reference, body);
    expect(again.status).toBe(200);
    expect(again.json.order.history.filter((h: Json) => h.kind === "price")).toHaveLength(0);
    expect(again.json.order.history.filter((h: Json) => h.status === "confirmed")).toHaveLength(1);
    await move(order.reference, { status: "cancelled", reason: "test over" });
  });
});

describe("every paisa the same on every paper", () => {
  it("the order page's estimate, the quotation and the invoice print the same total and the same band line", async () => {
    const order = await placeOrder();
    const total = order.estimate.totalPaise as number;
    const band = order.estimate.lines.find((l: Json) => l.group === "banding");
    expect(band).toBeTruthy();
    expect(order.estimate.gstPaise).toBe(order.estimate.lines.reduce((n: number, l: Json) => n + 2 * Math.round((l.amountPaise * 9) / 100), 0));
    const quote = await pdfText(`/api/orders/${order.reference}/quote.pdf`);
    expect(quote).toContain(rupees(total));
    expect(quote).toContain(rupees(band.amountPaise));
    expect((await move(order.reference, { status: "confirmed", confirmedPaise: total })).status).toBe(200);
    const confirmed = (await asAdmin(`/api/orders/${order.reference}`)).json.order;
    expect(confirmed.confirmedPaise).toBe(total);
    const invoice = await asAdmin(`/api/admin/orders/${order.reference}/invoice`, "POST", {});
    expect(invoice.status, invoice.text).toBe(201);
    const text = await pdfText(`/api/orders/${order.reference}/invoice.pdf`);
    expect(text).toContain(rupees(total));
    expect(text).toContain(rupees(band.amountPaise));
    expect(text).toContain(rupees(order.estimate.subtotalPaise));
  });
});

describe("confirmation prices at the day's tariff, whatever the store holds", () => {
  it("a raised board price is charged on confirming, and the preview says so first", async () => {
    const { json } = await asAdmin("/api/admin/materials");
    const original = json.materials as Json[];
    const order = await placeOrder();
    const boardLine = (o: Json) => o.estimate.lines.find((l: Json) => l.group === "boards" && l.key.startsWith("board.bwp-ply-18"));
    const before = boardLine(order).ratePaise as number;
    const raised = original.map((m) =>
      m.id === "bwp-ply-18" ? { ...m, boards: m.boards.map((b: Json) => ({ ...b, pricePaise: b.pricePaise + 150_00 })) } : m,
    );
    expect((await asAdmin("/api/admin/materials", "PUT", { materials: raised })).status).toBe(200);
    try {
      const preview = (await asAdmin(`/api/admin/orders/${order.reference}/confirmation`)).json.preview;
      expect(preview.repriced).toBe(true);
      expect(preview.plannedTotalPaise).toBeGreaterThan(preview.currentTotalPaise);
      const confirmed = await move(order.reference, { status: "confirmed", confirmedPaise: preview.plannedTotalPaise });
      expect(confirmed.status).toBe(200);
      expect(boardLine(confirmed.json.order).ratePaise).toBe(before + 150_00);
      expect(confirmed.json.order.estimate.totalPaise).toBe(preview.plannedTotalPaise);
    } finally {
      expect((await asAdmin("/api/admin/materials", "PUT", { materials: original })).status).toBe(200);
      await move(order.reference, { status: "cancelled", reason: "test over" });
    }
  });
});

describe("what is due now follows the stage", () => {
  it("the advance until the panels are ready, then the whole balance, in the UPI link and the WhatsApp text", async () => {
    const order = await placeOrder({ fulfilment: "pickup" });
    const price = 42_531_57;
    expect((await move(order.reference, { status: "confirmed", confirmedPaise: price })).status).toBe(200);
    const read = async () => (await asAdmin(`/api/orders/${order.reference}`)).json.order;
    let o = await read();
    expect(o.payment).toMatchObject({ upiFor: "advance", upiAmountPaise: 21_266_00 });
    expect(o.payment.upiLink).toContain("am=21266.00");
    expect((await move(order.reference, { status: "in-production" })).status).toBe(200);
    expect((await read()).payment.upiFor).toBe("advance");
    expect((await move(order.reference, { status: "ready-for-pickup" })).status).toBe(200);
    o = await read();
    expect(o.payment).toMatchObject({ upiFor: "balance", upiAmountPaise: price });
    expect(o.payment.upiLink).toContain("am=42531.57");
    // After part of it is paid, the rest.
    await asAdmin(`/api/admin/orders/${order.reference}/payments`, "POST", { amountPaise: 10_000_00, mode: "cash", receivedOn: dayFromToday(0) });
    o = await read();
    expect(o.payment).toMatchObject({ upiFor: "balance", upiAmountPaise: price - 10_000_00 });
  });

  it("the signed-in customer's shared quotation link opens for whoever receives it (it carries the order's key)", async () => {
    const customer = await signupAndLogin({ name: "Asha Interiors" });
    const placed = await call("/api/orders", { method: "POST", token: customer.token, body: orderBody() });
    expect(placed.status, placed.text).toBe(201);
    const ref = placed.json.order.reference;
    const page = await fetchFrom(randomIp(), `${base}/orders/${ref}`, { headers: { Cookie: customer.cookie } });
    expect(page.status).toBe(200);
    const html = (await page.text()).replace(/&amp;/g, "&");
    const shared = decodeURIComponent(html.match(/https:\/\/wa\.me\/\?text=([^"]+)/)![1]);
    const link = new URL(shared.match(/https?:\/\/\S+quote\.pdf\S*/)![0]);
    expect(link.searchParams.get("key")).toBeTruthy();
    // Opened by someone with no account: the PDF.
    const res = await fetchFrom(randomIp(), `${base}${link.pathname}${link.search}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/pdf");
  });
});
