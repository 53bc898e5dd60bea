/**
 * The year's books (issue 37, point 5): one zip per financial year with every invoice and credit note as PDF, the
 * GST register (CSV and Excel) and the payments ledger, read back as an accountant would: the PDFs' text (poppler),
 * the register's totals, the ledger's lines.
 */
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { adminSession, base, call, signupAndLogin, type Login } from "./helpers";
import { dayFromToday, guest, orderBody } from "./orders-helpers";
import { BUSINESS } from "../fixtures/business";

const run = promisify(execFile);
let admin: Login;

beforeAll(async () => {
  admin = await adminSession();
  const current = await call("/api/admin/business", { token: admin.token });
  if (current.json.business.example)
    expect((await call("/api/admin/business", { method: "PUT", token: admin.token, body: BUSINESS })).status).toBe(200);
}, 60_000);

/** The financial year of today in India, as "2026-27". */
function thisYear(): string {
  const day = dayFromToday(0);
  const y = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

async function download(year: string, token = admin.token) {
  const res = await fetch(`${base}/api/admin/books?year=${year}`, { headers: { Authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    disposition: res.headers.get("content-disposition"),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

describe("the year's books", () => {
  it("is one zip: the invoices and credit notes as PDF, the register (CSV, Excel) and the payments ledger, with the year's totals", async () => {
    const placed = await call("/api/orders", { method: "POST", body: orderBody({ guest: guest({ name: "Books customer" }) }) });
    const ref = placed.json.order.reference as string;
    expect(
      (await call(`/api/orders/${ref}`, { method: "PATCH", token: admin.token, body: { status: "confirmed", confirmedPaise: 11_800_00 } })).status,
    ).toBe(200);
    const pay = await call(`/api/admin/orders/${ref}/payments`, {
      method: "POST",
      token: admin.token,
      body: { amountPaise: 5_900_00, mode: "upi", utr: "998877665544", receivedOn: dayFromToday(0) },
    });
    expect(pay.status).toBe(201);
    // The customer's boards went back under a challan before the invoice: it is kept in the books beside the register.
    const challan = await call(`/api/admin/orders/${ref}/challans`, {
      method: "POST",
      token: admin.token,
      body: { kind: "job-work-return", goodsValuePaise: 20_000_00 },
    });
    expect(challan.status, challan.text).toBe(201);
    const inv = await call(`/api/admin/orders/${ref}/invoice`, { method: "POST", token: admin.token, body: {} });
    expect(inv.status).toBe(201);
    const number = inv.json.invoice.number as string;

    const year = thisYear();
    const res = await download(year);
    expect(res.status).toBe(200);
    expect(res.type).toBe("application/zip");
    expect(res.disposition).toBe(`attachment; filename="books-${year}.zip"`);
    const zip = await JSZip.loadAsync(res.bytes);
    const names = Object.keys(zip.files);
    const pdfName = `invoices/${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
    expect(names).toContain(pdfName);
    expect(names).toContain(`challans/${(challan.json.challan.number as string).replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`);
    expect(names).toEqual(
      expect.arrayContaining([`gst-register-${year}.csv`, `gst-register-${year}.xlsx`, `payments-ledger-${year}.csv`, "README.txt"]),
    );

    // The invoice's PDF, as a reader sees it.
    const dir = await mkdtemp(path.join(tmpdir(), "books-"));
    await writeFile(path.join(dir, "i.pdf"), await zip.file(pdfName)!.async("nodebuffer"));
    await run("pdftotext", ["-layout", path.join(dir, "i.pdf"), path.join(dir, "i.txt")]);
    const text = await import("node:fs/promises").then((fs) => fs.readFile(path.join(dir, "i.txt"), "utf8"));
    expect(text).toContain(number);
    expect(text).toContain("11,800.00");
    expect(text).toContain("Books customer");

    // The register: this invoice's row, and its totals equal the sum of the documents.
    const register = await zip.file(`gst-register-${year}.csv`)!.async("string");
    expect(register).toContain(number);
    const xlsx = new ExcelJS.Workbook();
    await xlsx.xlsx.load((await zip.file(`gst-register-${year}.xlsx`)!.async("nodebuffer")) as unknown as ArrayBuffer);
    expect(xlsx.worksheets.map((w) => w.name)).toEqual(["Register", "Totals by rate"]);

    // The ledger: the payment with its order, UTR and amount.
    const ledger = await zip.file(`payments-ledger-${year}.csv`)!.async("string");
    const line = ledger.split("\r\n").find((l) => l.includes(ref));
    expect(line).toContain('"998877665544"');
    expect(line).toContain('"5900.00"');
    expect(line).toContain('"UPI"');
    const readme = await zip.file("README.txt")!.async("string");
    expect(readme).toMatch(new RegExp(`financial year ${year}`));
    expect(readme).toMatch(/Tax invoices: \d+; taxable/);
    expect(readme).toMatch(/Delivery challans: [1-9]\d*; value/);
    // Not in the GST register: a challan is not a tax invoice.
    expect(register).not.toContain(challan.json.challan.number);
  }, 120_000);

  it("a year that is not a financial year is a field-level 400; customers and visitors get 403 / 401", async () => {
    for (const bad of ["2026", "2026-28", "26-27", "abcd-ef"]) {
      const res = await call(`/api/admin/books?year=${bad}`, { token: admin.token });
      expect(res.status, bad).toBe(400);
      expect(res.json.errors.year).toMatch(/financial year such as 2026-27/);
    }
    const customer = await signupAndLogin();
    expect((await download(thisYear(), customer.token)).status).toBe(403);
    expect((await fetch(`${base}/api/admin/books?year=${thisYear()}`)).status).toBe(401);
  });

  it("an empty year is still a complete archive: the register and ledger with their headers, the README with zero totals", async () => {
    const zip = await JSZip.loadAsync((await download("2001-02")).bytes);
    expect(Object.keys(zip.files).sort()).toEqual([
      "README.txt",
      "gst-register-2001-02.csv",
      "gst-register-2001-02.xlsx",
      "payments-ledger-2001-02.csv",
    ]);
    expect(await zip.file("README.txt")!.async("string")).toContain("Tax invoices: 0;");
  });
});
