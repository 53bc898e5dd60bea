import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./helpers/axe";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";
import { guest, placeOrder } from "./orders-helpers";

/** The order becomes money (issue 19): the console's business details, the customer's UPI advance and billing, payments and the invoice. */
test.describe.configure({ timeout: 120_000, mode: "serial" });
test.afterAll(closeDb);

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "", { timeout: 15_000 });
}

const BUSINESS = {
  legalName: "Kovai Panel Works Private Limited",
  gstin: "33ABCDE1234F1Z7",
  upiId: "kovaipanels@okaxis",
};

test("the owner saves the business details: a mistyped GSTIN is caught at its field", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInByApi(page, await createAccount("admin", "admin"));
  await ready(page, "/admin/business");
  const form = page.locator("form").first();
  await expect(page.getByRole("heading", { name: "Business and GST" })).toBeVisible();
  await form.getByLabel("Legal name").fill(BUSINESS.legalName);
  await form.getByLabel("GSTIN").fill("33ABCDE1234F1Z8");
  await form.getByLabel("UPI id (VPA)").fill(BUSINESS.upiId);
  await page.getByRole("button", { name: "Save business details" }).click();
  await expect(form.getByText("GSTIN's last character does not match")).toBeVisible();
  await expect(form.getByLabel("GSTIN")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("GSTIN").fill(BUSINESS.gstin.toLowerCase());
  await page.getByRole("button", { name: "Save business details" }).click();
  await expect(form.getByRole("status")).toContainText("Saved.");
  await expect(page.getByTestId("business-examples")).toHaveCount(0);
  await ready(page, "/admin/business");
  await expect(form.getByLabel("GSTIN")).toHaveValue(BUSINESS.gstin);
  await expectNoViolations(page, "/admin/business");
  await context.close();
});

test("the owner sets the business as the site shows it: a wrong number is caught at its field; saved, the Tamil pages show the Tamil street", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInByApi(page, await createAccount("admin", "admin"));
  await ready(page, "/admin/business");
  const form = page.getByTestId("facts-form");
  await expect(page.getByRole("heading", { name: "The business on the site" })).toBeVisible();
  await form.getByLabel("Phone", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Save the site's facts" }).click();
  await expect(form.getByText("Phone must be an Indian number of 10 digits")).toBeVisible();
  await expect(form.getByLabel("Phone", { exact: true })).toHaveAttribute("aria-invalid", "true");
  // The same number as before, written another way, and the street in Tamil.
  await form.getByLabel("Phone", { exact: true }).fill("098765 43210");
  await form.getByLabel("Street address in Tamil (optional)").fill("பிளாட் 14, சிட்கோ தொழிற்பேட்டை, குறிச்சி");
  await page.getByRole("button", { name: "Save the site's facts" }).click();
  await expect(form.getByRole("status")).toContainText("Saved.");
  await expect(form.getByLabel("Phone", { exact: true })).toHaveValue("+91 98765 43210");
  await expect(page.getByTestId("business-contact")).toContainText("+91 98765 43210");
  // The Tamil home page's header, made again after the save.
  await expect(async () => {
    await page.goto("/ta");
    await expect(page.locator("header").first()).toContainText("பிளாட் 14, சிட்கோ தொழிற்பேட்டை, குறிச்சி", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // Back as it was, for the other tests. Tried again when the request's kept-alive connection was closed by the
  // server's 5 s idle limit at the moment it was reused (ECONNRESET): the GET and the PUT of the same facts repeat safely.
  await expect(async () => {
    const facts = (await (await page.request.get("/api/admin/business/facts")).json()).facts;
    const { example: _e, updatedAt: _u, updatedBy: _b, version: _v, ...saved } = facts;
    void [_e, _u, _b, _v];
    expect((await page.request.put("/api/admin/business/facts", { data: { ...saved, streetTamil: "" } })).status()).toBe(200);
  }).toPass({ timeout: 15_000 });
  await context.close();
});

test("a guest pays the advance by UPI from a phone, gives billing details; the workshop records the payment and issues the invoice", async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signInByApi(admin, await createAccount("admin", "admin"));
  // The details the previous test saved (saved again here, so this test stands alone).
  const current = await (await admin.request.get("/api/admin/business")).json();
  // What the form saves: not the view's marks, nor the site's own address, phone and e-mail (read-only, issue 39).
  const { example: _e, updatedAt: _u, updatedBy: _b, address: _a, phone: _p, email: _m, ...details } = current.business;
  void [_e, _u, _b, _a, _p, _m];
  expect((await admin.request.put("/api/admin/business", { data: { ...details, ...BUSINESS } })).status()).toBe(200);

  const order = await placeOrder(admin.request, { guest, boardsBy: "customer" });
  await admin.request.patch(`/api/orders/${order.reference}`, { data: { status: "confirmed", confirmedPaise: 9_000_00 } });

  // The customer, on a phone, opens the guest link.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await ready(page, order.link);
  const money = page.getByTestId("order-money");
  await expect(money.getByTestId("money-figures")).toContainText("₹4,500.00");
  const pay = money.getByRole("link", { name: "Pay with a UPI app" });
  await expect(pay).toBeVisible();
  expect(await pay.getAttribute("href")).toBe(
    `upi://pay?pa=kovaipanels@okaxis&pn=Kovai%20Panel%20Works&am=4500.00&cu=INR&tn=Advance%20for%20order%20${order.reference}&tr=${order.reference}`,
  );
  await expect(money.getByRole("img", { name: /UPI QR code/ })).toBeHidden(); // the QR code is for large screens
  const quote = await page.request.get(
    await money
      .getByTestId("quote-pdf")
      .getAttribute("href")
      .then((h) => h!),
  );
  expect(quote.status()).toBe(200);
  expect(quote.headers()["content-type"]).toBe("application/pdf");

  await money.getByRole("button", { name: "Give billing details" }).click();
  const billing = money.getByRole("form", { name: "Billing details" });
  await billing.getByLabel("Name on the invoice").fill("Murugan Interiors");
  await billing.getByLabel("Billing address").fill("21 Mettupalayam Road, Coimbatore 641043");
  await billing.getByLabel("GSTIN (if registered)").fill("33ABCDE1234F1Z0");
  await billing.getByRole("button", { name: "Save billing details" }).click();
  await expect(billing.getByText("GSTIN's last character does not match")).toBeVisible();
  await billing.getByLabel("GSTIN (if registered)").fill("33ABCDE1234F1Z7");
  await billing.getByRole("button", { name: "Save billing details" }).click();
  await expect(money.getByTestId("billing")).toContainText("Murugan Interiors, 21 Mettupalayam Road");
  await expect(money.getByTestId("billing")).toContainText("GSTIN 33ABCDE1234F1Z7");
  await expectNoViolations(page, "order page with payment, phone");

  // The workshop records the UPI payment and issues the invoice.
  await ready(admin, `/admin/orders/${order.reference}`);
  await expect(admin.getByTestId("order-money").getByRole("img", { name: /UPI QR code/ })).toBeVisible();
  const record = admin.getByRole("form", { name: "Record a payment" });
  await expect(record.getByLabel("Amount (₹)")).toHaveValue("4500");
  await record.getByLabel("UTR / transaction no.").fill("412345678901");
  await record.getByRole("button", { name: "Record payment" }).click();
  await expect(admin.getByTestId("money-panel")).toContainText("Paid ₹4,500.00", { timeout: 15_000 });
  // The customer's own boards go back after job work under a challan (GST Rule 55), with the value their challan declares.
  const challan = admin.getByRole("form", { name: "Delivery challan" });
  await challan.getByRole("button", { name: "Issue job-work return challan" }).click();
  await expect(challan.getByText("Enter the value of the customer's boards in rupees")).toBeVisible();
  await challan.getByLabel("Value of the customer's boards (₹, as their challan says)").fill("25000");
  await challan.getByRole("button", { name: "Issue job-work return challan" }).click();
  const challanLink = admin.getByTestId("money-panel").getByRole("link", { name: /^Delivery challan KPWD\/\d{2}-\d{2}\/\d{4}$/ });
  await expect(challanLink).toBeVisible({ timeout: 15_000 });
  const challanPdf = await admin.request.get((await challanLink.getAttribute("href"))!);
  expect(challanPdf.headers()["content-type"]).toBe("application/pdf");
  await admin.getByRole("form", { name: "Tax invoice" }).getByRole("button", { name: "Issue tax invoice" }).click();
  const invoiceLink = admin.getByTestId("money-panel").getByRole("link", { name: /^Invoice KPW\/\d{2}-\d{2}\/\d{4}/ });
  await expect(invoiceLink).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(admin, "/admin/orders/[reference] with money");

  // The e-way bill (issue 54): the customer's boards, worth ₹25,000 within the state, need none, and the panel says so
  // before anyone types a vehicle (walk C24); no form is offered for it.
  await expect(admin.getByTestId("eway-not-needed")).toContainText("No e-way bill is needed: ₹25,000.00 is not more than ₹1,00,000.00");
  await expect(admin.getByRole("form", { name: "E-way bill" })).toHaveCount(0);

  // The customer sees the payment, the balance and the invoice; billing can no longer change.
  await ready(page, order.link);
  await expect(money.getByTestId("payments")).toContainText("UTR 412345678901");
  await expect(money.getByTestId("challan-pdf")).toHaveText(/^Delivery challan KPWD\/\d{2}-\d{2}\/\d{4}$/);
  await expect(money.getByTestId("money-figures")).toContainText("Balance due₹4,500.00");
  await expect(money.getByRole("link", { name: "Pay with a UPI app" })).toHaveAttribute("href", /am=4500\.00.*tn=Balance/);
  const invoice = money.getByTestId("invoice-pdf");
  await expect(invoice).toContainText(/Tax invoice KPW\//);
  const pdf = await page.request.get((await invoice.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(money.getByRole("button", { name: /billing details/ })).toHaveCount(0);
  await phone.close();

  // The workshop's boards worth ₹1,50,000 delivered within the state: the panel saves the portal's file.
  const delivered = await placeOrder(admin.request, {
    guest,
    fulfilment: "delivery",
    deliveryAddress: "12 Race Course Road, Coimbatore",
    deliveryPincode: "641018",
  });
  expect(
    (await admin.request.patch(`/api/orders/${delivered.reference}`, { data: { status: "confirmed", confirmedPaise: 1_50_000_00 } })).status(),
  ).toBe(200);
  expect((await admin.request.post(`/api/admin/orders/${delivered.reference}/invoice`, { data: {} })).status()).toBe(201);
  await ready(admin, `/admin/orders/${delivered.reference}`);
  const form = admin.getByRole("form", { name: "E-way bill" });
  await expect(form.getByLabel("PIN code it goes to (optional)")).toBeVisible();
  await form.getByLabel("Vehicle number").fill("TN38AB1234");
  await form.getByLabel("Distance (km)").fill("12");
  const download = admin.waitForEvent("download");
  await form.getByRole("button", { name: "Save the e-way bill’s file (.json)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`eway-bill-${delivered.reference}.json`);
  const bill = JSON.parse(await (await import("node:fs/promises")).readFile((await file.path())!, "utf8")).billLists[0];
  expect(bill).toMatchObject({ docType: "INV", subSupplyType: "1", toPincode: 641018, vehicleNo: "TN38AB1234", totInvValue: 1_50_000 });
  await expect(form.getByRole("status")).toContainText(`Saved eway-bill-${delivered.reference}.json`);
  await adminContext.close();
});
