import { expect, test } from "@playwright/test";
import { closeDb, createAccount, signInByApi } from "./admin-helpers";

test.afterAll(closeDb);

test("an enquiry sent from the contact form gets a reference and appears in the console", async ({ page, context }) => {
  // Keep the test offline: answer the WhatsApp tab locally.
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "", { timeout: 15_000 });
  const form = page.getByRole("form", { name: "Enquiry form" });
  const name = `Karthik ${Date.now().toString(36)}`;
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Phone", { exact: true }).fill("+91 98430 12345");
  await form.getByLabel("Email", { exact: true }).fill("karthik@studio.example");
  await form.getByLabel("Message", { exact: true }).fill("Wardrobe shutters: 14 sheets, 0.8 mm laminate, edge band 1 mm.");
  const [popup] = await Promise.all([context.waitForEvent("page"), form.getByRole("button", { name: "Send on WhatsApp" }).click()]);
  expect(popup.url()).toContain("wa.me");

  const status = page.getByTestId("enquiry-status");
  await expect(status).toContainText(/Your enquiry reference is ENQ-[0-9A-Z]{6}/);
  const reference = /ENQ-[0-9A-Z]{6}/.exec((await status.textContent()) ?? "")![0];

  const admin = await createAccount("admin", "admin");
  await signInByApi(page, admin);
  await page.goto("/admin");
  const item = page.getByTestId("enquiry-item").filter({ hasText: reference });
  await expect(item).toBeVisible();
  await expect(item).toContainText(name);
  await expect(item).toContainText("from /contact");

  // Mark it contacted and find it under that filter.
  await item.getByLabel(`Status of ${reference}`).selectOption("contacted");
  await expect(item.locator("span", { hasText: /^Contacted$/ })).toBeVisible();
  await page.getByRole("button", { name: /^Contacted/ }).click();
  await expect(page.getByTestId("enquiry-item").filter({ hasText: reference })).toBeVisible();
});

test("when the enquiry cannot be stored, the visitor is told to use WhatsApp or the phone", async ({ page, context }) => {
  await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
  await page.route("**/api/enquiries", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", headers: { "Retry-After": "5" }, body: JSON.stringify({ message: "down" }) }),
  );
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("data-auth-restored", "", { timeout: 15_000 });
  const form = page.getByRole("form", { name: "Enquiry form" });
  await form.getByLabel("Name", { exact: true }).fill("Meena");
  await form.getByLabel("Phone", { exact: true }).fill("+91 98430 12345");
  await form.getByLabel("Email", { exact: true }).fill("meena@example.com");
  await form.getByLabel("Message", { exact: true }).fill("Need boring for 40 shutters.");
  await Promise.all([context.waitForEvent("page"), form.getByRole("button", { name: "Send on WhatsApp" }).click()]);
  const status = page.getByTestId("enquiry-status");
  await expect(status).toContainText("We could not save your enquiry");
  await expect(status).toContainText("WhatsApp");
  await expect(status).toContainText("call us");
  // The fields are kept, so that nothing typed is lost.
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Meena");
});
