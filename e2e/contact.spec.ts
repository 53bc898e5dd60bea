import { expect, test, type Page } from "@playwright/test";
import { site } from "../tests/fixtures/seed-site";
import { waitForHydration } from "./sections-helpers";
import { collectAlerts } from "./helpers/shell";

/** The business chat with the greeting in the page's language (issue 38: no empty chat). */
const whatsappGreetingHref = `https://wa.me/${site.whatsapp.digits}?text=${encodeURIComponent(`Hello ${site.shortName}, I found you on your website and have a question about job work.`)}`;

declare global {
  interface Window {
    __opened: unknown[][];
  }
}

/** Records window.open calls instead of opening WhatsApp. */
async function stubWindowOpen(page: Page) {
  await page.addInitScript(() => {
    window.__opened = [];
    window.open = (...args: unknown[]) => {
      window.__opened.push(args);
      return null;
    };
  });
}

const filled = {
  Name: "Priya Raman",
  Email: "priya@studio.example",
  Phone: "+91 98430 12345",
  Message: "24 sheets of 18 mm MR ply to cut & band (1 mm PVC), needed by Friday?",
};

async function fill(page: Page, values: Partial<typeof filled>) {
  const form = page.locator("#contact form");
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

/** Submits once React has hydrated the form, then waits for the outcome. */
async function submitUntil(page: Page, done: () => Promise<void>) {
  const button = page.locator("#contact").getByRole("button", { name: "Send on WhatsApp" });
  await waitForHydration(page.locator("#contact form"));
  await button.click();
  await expect(done).toPass({ timeout: 5000 });
}

test.describe("contact form", () => {
  test("every field is labelled and required", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#contact form");
    for (const label of Object.keys(filled)) await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone", { exact: true })).toHaveAttribute("type", "tel");
  });

  test("an empty form alerts 'Please fill in all fields' and opens nothing", async ({ page }) => {
    await stubWindowOpen(page);
    const alerts = collectAlerts(page);
    await page.goto("/contact");
    await submitUntil(page, async () => expect(alerts).toContain("Please fill in all fields"));
    expect(await page.evaluate(() => window.__opened.length)).toBe(0);
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  });

  for (const missing of Object.keys(filled) as (keyof typeof filled)[]) {
    test(`a blank ${missing} alerts and opens nothing`, async ({ page }) => {
      await stubWindowOpen(page);
      const alerts = collectAlerts(page);
      await page.goto("/contact");
      await fill(page, { ...filled, [missing]: "   " });
      await submitUntil(page, async () => expect(alerts).toEqual(["Please fill in all fields"]));
      expect(await page.evaluate(() => window.__opened.length)).toBe(0);
      // Nothing is lost: the visitor fixes the one field.
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue(missing === "Name" ? "   " : filled.Name);
    });
  }

  test("a complete form opens WhatsApp with the four fields on separate lines, then resets", async ({ page }) => {
    await stubWindowOpen(page);
    const alerts = collectAlerts(page);
    await page.goto("/");
    await waitForHydration(page.locator("#contact form"));
    // The form reserves the enquiry's reference when the visitor starts typing (issue 13, item 6).
    const reserved = page.waitForResponse("**/api/enquiries/reference");
    await fill(page, filled);
    await reserved;
    await submitUntil(page, async () => expect(await page.evaluate(() => window.__opened.length)).toBe(1));
    expect(alerts).toEqual([]);

    const [url, target, features] = (await page.evaluate(() => window.__opened[0])) as string[];
    expect(target).toBe("_blank");
    expect(features).toContain("noopener");
    const prefix = `https://wa.me/${site.whatsapp.digits}?text=`;
    expect(url.startsWith(prefix)).toBe(true);
    const text = decodeURIComponent(url.slice(prefix.length));
    // The enquiry's reference comes first (issue 13, item 6), then the four fields.
    expect(text.split("\n")).toEqual([
      expect.stringMatching(/^Reference: ENQ-[0-9A-HJKMNP-TV-Z]{6}$/),
      `Name: ${filled.Name}`,
      `Email: ${filled.Email}`,
      `Phone: ${filled.Phone}`,
      `Message: ${filled.Message}`,
    ]);

    for (const label of Object.keys(filled)) await expect(page.locator("#contact").getByLabel(label, { exact: true })).toHaveValue("");
  });

  test("a real submit opens the chat in a new tab", async ({ page, context }) => {
    await page.goto("/contact");
    await waitForHydration(page.locator("#contact form"));
    await fill(page, filled);
    // Keep the test offline: answer the WhatsApp request locally.
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      page.locator("#contact").getByRole("button", { name: "Send on WhatsApp" }).click(),
    ]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe(`https://wa.me/${site.whatsapp.digits}`);
    expect(url.searchParams.get("text")).toContain(`Email: ${filled.Email}`);
    // noopener: the chat cannot reach back into the site.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test("beside the form: address, phone, e-mail, WhatsApp and opening hours", async ({ page }) => {
    await page.goto("/contact");
    const contact = page.locator("#contact");
    await expect(contact.locator("address")).toContainText(site.address.street);
    await expect(contact.locator("address")).toContainText("Coimbatore");
    await expect(contact.getByRole("link", { name: site.phone.display })).toHaveAttribute("href", site.phone.tel);
    await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    const wa = contact.getByRole("link", { name: "Message us on WhatsApp" });
    await expect(wa).toHaveAttribute("href", whatsappGreetingHref);
    await expect(wa).toHaveAttribute("target", "_blank");
    await expect(wa).toHaveAttribute("rel", "noopener noreferrer");
    await expect(contact).toContainText(`${site.openingHours.days}, ${site.openingHours.opens}–${site.openingHours.closes}`);
  });
});
