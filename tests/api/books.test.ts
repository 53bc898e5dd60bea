/**
 * The month's books for the accountant (issue 69) against the real server and FerretDB: the GSTR-1 of a month with
 * B2B within and across states, B2C small and large, a credit note and a challan, valid against the portal's format,
 * every figure the stored paper's, the sections adding up to the register; the Tally vouchers read back by an XML
 * parser (Python's), every voucher balanced, one per document, importing twice the same; who may, bad months, the
 * example GSTIN; a filed month closed to new papers. Runs alone: it reads every paper of the month.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminSession, base, call, login, signup, signupAndLogin, type Login } from "./helpers";
import { fetchFrom } from "./loopback";
import { validate } from "./contract";
import { dayFromToday, guest, orderBody, part } from "./orders-helpers";
import { BUSINESS } from "../fixtures/business";
import { runPythonJson } from "../tools/python";

const schema = JSON.parse(readFileSync(path.join(__dirname, "../fixtures/gstr1.schema.json"), "utf8"));
let owner: Login;
let office: Login;
let conn: mongoose.Connection;
const today = dayFromToday(0);
const month = today.slice(0, 7);

beforeAll(async () => {
  owner = await adminSession();
  conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
  if ((await call("/api/admin/business", { token: owner.token })).json.business.example)
    expect((await call("/api/admin/business", { method: "PUT", token: owner.token, body: BUSINESS })).status).toBe(200);
  const person = await signup({ name: "Books Office" });
  expect((await call(`/api/admin/staff/${person._id}`, { method: "PATCH", token: owner.token, body: { role: "office" } })).status).toBe(200);
  office = await login(person.email, person.password);
}, 60_000);
afterAll(async () => {
  await conn?.collection("returnmonths").deleteMany({ _id: { $in: [month] } } as never);
  await conn?.close();
});

/** A confirmed order of the workshop's boards (its lines are boards and job work), billed as given, at a price. */
async function confirmed(price: number, billing?: Record<string, string>) {
  const cutList = { saw: { kerf: 4, trim: 10 }, rows: [part({ name: "Side", material: "hdhmr-18", length: 720, width: 560, quantity: 2 })] };
  const placed = await call("/api/orders", {
    method: "POST",
    body: orderBody({ cutList, boardsBy: "workshop", guest: guest(), ...(billing ? { billing } : {}) }),
  });
  expect(placed.status, placed.text).toBe(201);
  const ref = placed.json.order.reference as string;
  const ok = await call(`/api/orders/${ref}`, { method: "PATCH", token: owner.token, body: { status: "confirmed", confirmedPaise: price } });
  expect(ok.status, ok.text).toBe(200);
  return ref;
}
const invoice = async (ref: string, placeOfSupply?: string) => {
  const res = await call(`/api/admin/orders/${ref}/invoice`, { method: "POST", token: owner.token, body: placeOfSupply ? { placeOfSupply } : {} });
  expect(res.status, res.text).toBe(201);
  return res.json.invoice as { number: string; totalPaise: number; taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };
};
const rupees = (p: number) => Math.round(p) / 100;

describe("the month's GSTR-1", () => {
  it("is the owner's and the office's; a bad month is a 400 at its field; the example GSTIN a 409", async () => {
    expect((await call(`/api/admin/books/gstr1?month=${month}`)).status).toBe(401);
    const customer = await signupAndLogin();
    expect((await call(`/api/admin/books/gstr1?month=${month}`, { token: customer.token })).status).toBe(403);
    expect((await call(`/api/admin/books/month?month=${month}`, { token: office.token })).status).toBe(200);
    for (const bad of ["2026-13", "26-11", "2026-1", "2017-06"]) {
      const res = await call(`/api/admin/books/gstr1?month=${bad}`, { token: office.token });
      expect(res.status, bad).toBe(400);
      expect(res.json.errors, bad).toHaveProperty("month");
    }
    expect((await call(`/api/admin/books/tally?from=${today}&to=2020-01-01`, { token: office.token })).json.errors).toHaveProperty("to");
    // The business's details as before the first save: its GSTIN is the example's, not the workshop's.
    const saved = await conn.collection("business").findOne({ _id: "business" } as never);
    await conn.collection("business").deleteOne({ _id: "business" } as never);
    try {
      const example = await call(`/api/admin/books/gstr1?month=${month}`, { token: office.token });
      expect(example.status).toBe(409);
      expect((await call(`/api/admin/books/tally?from=${today}&to=${today}`, { token: office.token })).status).toBe(409);
    } finally {
      await conn.collection("business").insertOne(saved as never);
    }
  });

  it("holds every paper of the month in one section, with the paper's figures, valid against the portal's format and equal to the register", async () => {
    const b2bHome = await invoice(
      await confirmed(11_800_00, { name: "Priya Builders", address: "4 Avinashi Road, Coimbatore", gstin: "33ABCDE1234F1Z7", stateCode: "33" }),
    );
    const b2bAway = await invoice(
      await confirmed(23_600_00, { name: "Bengaluru Interiors", address: "MG Road, Bengaluru", gstin: "29ABCDE1234F1ZW", stateCode: "29" }),
      "29",
    );
    const small = await invoice(await confirmed(5_900_00));
    const largeRef = await confirmed(1_77_000_00);
    const large = await invoice(largeRef, "32");
    // The large sale is cancelled: its credit note is against a B2C large invoice.
    expect(
      (await call(`/api/orders/${largeRef}`, { method: "PATCH", token: owner.token, body: { status: "cancelled", reason: "Customer moved" } }))
        .status,
    ).toBe(200);
    const note = await call(`/api/admin/orders/${largeRef}/credit-note`, { method: "POST", token: owner.token, body: { reason: "Order cancelled" } });
    expect(note.status, note.text).toBe(201);
    const own = await call("/api/orders", { method: "POST", body: orderBody({ boardsBy: "customer", guest: guest() }) });
    await call(`/api/orders/${own.json.order.reference}`, {
      method: "PATCH",
      token: owner.token,
      body: { status: "confirmed", confirmedPaise: 2_000_00 },
    });
    const challan = await call(`/api/admin/orders/${own.json.order.reference}/challans`, {
      method: "POST",
      token: owner.token,
      body: { kind: "job-work-return", goodsValuePaise: 25_000_00 },
    });
    expect(challan.status, challan.text).toBe(201);

    const res = await call(`/api/admin/books/gstr1?month=${month}`, { token: office.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toContain(`GSTR1-${BUSINESS.gstin}-${month.slice(5)}${month.slice(0, 4)}.json`);
    const file = res.json;
    expect(validate(file, schema)).toEqual([]);
    expect(file).toMatchObject({ gstin: BUSINESS.gstin, fp: `${month.slice(5)}${month.slice(0, 4)}` });

    const inB2b = (n: string) => file.b2b?.flatMap((g: { inv: { inum: string }[] }) => g.inv).find((i: { inum: string }) => i.inum === n);
    expect(inB2b(b2bHome.number)).toMatchObject({ val: rupees(b2bHome.totalPaise), pos: "33" });
    expect(inB2b(b2bHome.number).itms[0].itm_det).toMatchObject({
      txval: rupees(b2bHome.taxablePaise),
      camt: rupees(b2bHome.cgstPaise),
      samt: rupees(b2bHome.sgstPaise),
    });
    expect(inB2b(b2bAway.number)).toMatchObject({ pos: "29" });
    expect(inB2b(b2bAway.number).itms[0].itm_det.iamt).toBe(rupees(b2bAway.igstPaise));
    const b2cl = file.b2cl.flatMap((g: { inv: { inum: string }[] }) => g.inv).find((i: { inum: string }) => i.inum === large.number);
    expect(b2cl).toMatchObject({ val: rupees(large.totalPaise) });
    expect(file.cdnur.find((n: { nt_num: string }) => n.nt_num === note.json.creditNote.number)).toMatchObject({ ntty: "C", typ: "B2CL", pos: "32" });
    // The small sale is in no invoice list: it is summed in B2C others.
    const everyNumber = JSON.stringify([file.b2b, file.b2cl, file.cdnr, file.cdnur]);
    expect(everyNumber).not.toContain(small.number);
    expect(file.b2cs.some((r: { pos: string; sply_ty: string }) => r.pos === "33" && r.sply_ty === "INTRA")).toBe(true);
    // The job-work challan in table 13, and the invoices' series.
    expect(file.doc_issue.doc_det.map((d: { doc_num: number }) => d.doc_num)).toEqual(expect.arrayContaining([1, 5, 9]));
    expect(JSON.stringify(file.hsn.hsn_b2b)).toContain("4411");

    // The Books page's month: the sections' net taxable value equals the register's.
    const books = (await call(`/api/admin/books/month?month=${month}`, { token: office.token })).json;
    expect(books.returnTaxablePaise).toBe(books.registerTaxablePaise);
    expect(books.sections.b2b.count).toBeGreaterThanOrEqual(2);
    expect(books.downloadedAt).not.toBeNull();
    // And the register's own export says the same net, rate by rate.
    const csv = await call(`/api/admin/invoices/export?from=${month}-01&to=${today}&format=csv`, { token: owner.token });
    const net = csv.text
      .split("\n")
      .filter((l) => l.startsWith('"Net at'))
      .reduce((n, l) => n + Math.round(Number(JSON.parse(`[${l}]`)[9]) * 100), 0);
    expect(books.registerTaxablePaise).toBe(net);
  });
});

describe("the Tally vouchers", () => {
  it("one balanced voucher per paper and payment, read back by an XML parser; importing twice gives the same ids", async () => {
    const ref = await confirmed(11_800_00, { name: "Tally & Sons <Interiors>", address: "Coimbatore", gstin: "33ABCDE1234F1Z7", stateCode: "33" });
    const paper = await invoice(ref);
    const paid = await call(`/api/admin/orders/${ref}/payments`, {
      method: "POST",
      token: owner.token,
      body: { amountPaise: 5_900_00, mode: "upi", utr: "998877112233", receivedOn: today },
    });
    expect(paid.status, paid.text).toBe(201);
    const res = await fetchFrom("127.0.0.9", `${base}/api/admin/books/tally?from=${month}-01&to=${today}`, {
      headers: { Authorization: `Bearer ${office.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const text = await res.text();
    const dir = await mkdtemp(path.join(tmpdir(), "tally-"));
    await writeFile(path.join(dir, "v.xml"), text);
    type Read = {
      request: string;
      company: string;
      ledgers: { name: string; gstin: string; parent: string; registration: string }[];
      vouchers: {
        remoteId: string;
        type: string;
        number: string;
        date: string;
        party: string;
        entries: { ledger: string; debit: boolean; amount: string; hsn: string }[];
      }[];
    };
    const read = runPythonJson<Read>("read_tally.py", [path.join(dir, "v.xml")]);
    expect(read.request).toBe("Import Data");
    expect(read.company).toBe(BUSINESS.legalName);
    for (const v of read.vouchers) {
      const total = v.entries.reduce((n, e) => n + Math.round(Number(e.amount) * 100), 0);
      expect(total, v.remoteId).toBe(0);
      for (const e of v.entries) expect(e.debit, `${v.remoteId} ${e.ledger}`).toBe(Number(e.amount) < 0);
    }
    expect(new Set(read.vouchers.map((v) => v.remoteId)).size).toBe(read.vouchers.length);
    const sale = read.vouchers.find((v) => v.number === paper.number)!;
    expect(sale).toMatchObject({ type: "Sales", party: "Tally & Sons <Interiors>", date: today.replace(/-/g, "") });
    expect(sale.entries[0]).toMatchObject({ ledger: "Tally & Sons <Interiors>", amount: (-paper.totalPaise / 100).toFixed(2) });
    expect(sale.entries.find((e) => e.ledger === "Output CGST")!.amount).toBe((paper.cgstPaise / 100).toFixed(2));
    expect(sale.entries.filter((e) => e.ledger === "Sales").map((e) => e.hsn)).toEqual(expect.arrayContaining(["4411", "998821"]));
    expect(read.ledgers.find((l) => l.name === "Tally & Sons <Interiors>")).toMatchObject({
      gstin: "33ABCDE1234F1Z7",
      parent: "Sundry Debtors",
      registration: "Regular",
    });
    const receipt = read.vouchers.find((v) => v.type === "Receipt" && v.remoteId.includes(ref))!;
    expect(receipt.entries.map((e) => [e.ledger, e.amount])).toEqual([
      ["Tally & Sons <Interiors>", "5900.00"],
      ["Bank", "-5900.00"],
    ]);
    // The papers of the range: one Sales voucher per invoice, one Credit Note per credit note.
    const books = (await call(`/api/admin/books/month?month=${month}`, { token: office.token })).json;
    const invoices = books.sections.b2b.count + books.sections.b2cl.count + (await countB2csInvoices());
    expect(read.vouchers.filter((v) => v.type === "Sales").length).toBe(invoices);
    // The same range again: the same vouchers under the same ids (Tally alters them instead of adding).
    const again = await (
      await fetchFrom("127.0.0.9", `${base}/api/admin/books/tally?from=${month}-01&to=${today}`, {
        headers: { Authorization: `Bearer ${office.token}` },
      })
    ).text();
    expect(again).toBe(text);
  });
});

/** The month's invoices to unregistered buyers summed in B2C others (the month's answer counts invoices and notes there). */
async function countB2csInvoices(): Promise<number> {
  const docs = await conn
    .collection<{
      _id: string;
      kind: string;
      date: string;
      recipient: { gstin: string };
      placeOfSupply: string;
      supplier: { stateCode: string };
      totalPaise: number;
    }>("invoices")
    .find({ kind: "invoice" } as never)
    .toArray();
  return docs.filter(
    (d) => d.date.startsWith(month) && !d.recipient.gstin && !(d.placeOfSupply !== d.supplier.stateCode && d.totalPaise > 1_00_000_00),
  ).length;
}

describe("a filed month", () => {
  it("is filed only once over and downloaded; then no invoice or credit note is dated in it", async () => {
    const running = await call("/api/admin/books/filed", { method: "POST", token: office.token, body: { month } });
    expect(running.status).toBe(409);
    expect(running.json.errors).toHaveProperty("month");
    // A past month with nothing downloaded yet.
    const past = "2025-02";
    const early = await call("/api/admin/books/filed", { method: "POST", token: office.token, body: { month: past } });
    expect(early.status).toBe(409);
    expect(early.json.message).toMatch(/Download the GSTR-1/);
    expect((await call(`/api/admin/books/gstr1?month=${past}`, { token: office.token })).status).toBe(200);
    const filed = await call("/api/admin/books/filed", { method: "POST", token: office.token, body: { month: past } });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json.filedAt).not.toBeNull();
    expect(filed.json.filedBy).toBe("Books Office");
    // This month marked filed (as on the day the accountant files the last day's return): an invoice dated today is refused.
    await conn.collection("returnmonths").updateOne({ _id: month } as never, { $set: { filedAt: new Date(), filedBy: "Test" } }, { upsert: true });
    try {
      const ref = await confirmed(5_000_00);
      const refused = await call(`/api/admin/orders/${ref}/invoice`, { method: "POST", token: owner.token, body: {} });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toContain(`GSTR-1 of ${month} is filed`);
      const ta = await call(`/api/admin/orders/${ref}/invoice`, { method: "POST", token: owner.token, body: {}, headers: { "X-Language": "ta" } });
      expect(ta.json.message).toContain("ஃபைல் செய்யப்பட்டுவிட்டது");
    } finally {
      await conn.collection("returnmonths").deleteOne({ _id: month } as never);
    }
  });
});
