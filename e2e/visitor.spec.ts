import { expect, test } from "@playwright/test";
import { serviceNames } from "../lib/job-work/job-work";
import { seedServices } from "../lib/db/seed-data";
import { directionsUrl, site } from "../tests/fixtures/seed-site";
import { closeDb } from "./admin-helpers";
import { gotoReady } from "./helpers/shell";
import { signedIn } from "./helpers/visitor";
import { waitForHydration } from "./sections-helpers";
import { testimonials } from "../components/sections/TestimonialsSection";
import en from "../messages/en.json" with { type: "json" };

test.use({ viewport: { width: 1280, height: 800 } });
test.afterAll(closeDb);

test.describe("item 12: the nav's active state and in-page links", () => {
  for (const [path, label] of [
    ["/about", "About"],
    ["/services", "Services"],
    ["/testimonials", "Testimonials"],
    ["/contact", "Contact"],
    ["/home", "Home"],
  ] as const) {
    test(`${path} marks "${label}" as the current page, and only it`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
      // The underline shows (the ::after bar is scaled to full width).
      const scale = await nav.getByRole("link", { name: label, exact: true }).evaluate((el) => getComputedStyle(el, "::after").transform);
      expect(scale).not.toBe("matrix(0, 0, 0, 1, 0, 0)");
    });
  }

  test("the landing page marks no section link as the current page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).locator("[aria-current]")).toHaveCount(0);
  });

  test('"Services" on /services scrolls within the page instead of loading the landing page', async ({ page }) => {
    await gotoReady(page, "/services");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const link = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true });
    await waitForHydration(link);
    await link.click();
    await expect(page).toHaveURL(/\/services#services$/);
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("services")!.getBoundingClientRect().top))).toBeLessThan(120);
    // Same document: the flag set before the click survived, so nothing reloaded.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
});

test.describe("item 7: numbers stay with their units", () => {
  test("taglines, figures and the service modal use non-breaking spaces", async ({ page }) => {
    await gotoReady(page, "/");
    const column = page.locator("#home");
    expect(await column.textContent()).toContain("±0.5\u00a0mm");
    expect(await column.textContent()).toContain("System-32\u00a0lines");
    expect(await column.textContent()).toContain("8\u00a0×\u00a04\u00a0ft");
    await page.getByRole("button", { name: "BORING", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "BORING" });
    expect(await dialog.textContent()).toContain("Ø35\u00a0mm");
  });
});

test.describe("item 9: service cards act", () => {
  test("each card links its job-work modal, the cut list and WhatsApp", async ({ page }) => {
    await gotoReady(page, "/services");
    const cards = page.getByTestId("services-list").locator("> li");
    // At least the five seeded services (other specs may add some meanwhile).
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5);
    for (const seeded of seedServices) {
      const title = seeded.title;
      const card = cards.filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card.getByRole("link", { name: `Plan a cut list for ${title}` })).toHaveAttribute("href", "/cut-list");
      const wa = card.getByRole("link", { name: new RegExp(`^WhatsApp about ${title}`) });
      await expect(wa).toHaveAttribute("target", "_blank");
      const text = new URL((await wa.getAttribute("href"))!).searchParams.get("text");
      expect(text).toContain(title);
      // The four job-work services open their modal; routing has none.
      await expect(card.getByRole("button", { name: `Details of ${title}` })).toHaveCount(title === "CNC Routing" ? 0 : 1);
    }
    const cutting = cards.filter({ hasText: "Precision Panel Cutting" });
    const details = cutting.getByRole("button", { name: /^Details/ });
    await waitForHydration(details);
    await details.click();
    const dialog = page.getByRole("dialog", { name: "CUTTING" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: /Download the cutting sheet/ })).toHaveAttribute("href", "/sheets/cutting-order-sheet.xlsx");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the grid has no hole at 1440 px: the last row is filled edge to edge", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoReady(page, "/services");
    await expect.poll(() => page.getByTestId("services-list").locator("> li").count()).toBeGreaterThanOrEqual(5);
    const { listBox, boxes } = await page.getByTestId("services-list").evaluate((list) => ({
      listBox: list.getBoundingClientRect().toJSON() as DOMRect,
      boxes: [...list.children].map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    }));
    const lastTop = Math.max(...boxes.map((b) => b.top));
    const lastRow = boxes.filter((b) => Math.abs(b.top - lastTop) < 2);
    expect(Math.min(...lastRow.map((b) => b.left))).toBeCloseTo(listBox.left, 0);
    expect(Math.max(...lastRow.map((b) => b.right))).toBeCloseTo(listBox.right, 0);
  });
});

test.describe("item 13 and proof: the Contact section", () => {
  test("names the services (routing included), opening hours and a 'Get directions' map link", async ({ page }) => {
    await page.goto("/contact");
    const contact = page.locator("#contact");
    await expect(contact.getByTestId("contact-services").locator("li")).toHaveText(serviceNames());
    await expect(contact.getByTestId("contact-services")).toContainText("Routing");
    await expect(contact).toContainText(`Closed on ${site.openingHours.closed}`);
    const directions = contact.getByRole("link", { name: /Get directions/ });
    await expect(directions).toHaveAttribute("href", directionsUrl());
    await expect(directions).toHaveAttribute("target", "_blank");
    expect(new URL(directionsUrl()).searchParams.get("query")).toContain(site.address.postalCode);
  });

  test("every testimonial names the firm and the city", async ({ page }) => {
    await page.goto("/testimonials");
    const figures = page.locator("#testimonials figure");
    await expect(figures).toHaveCount(3);
    for (const [i, t] of testimonials.entries()) {
      await expect(figures.nth(i).getByTestId("testimonial-firm")).toHaveText(t.firm);
      await expect(figures.nth(i).getByTestId("testimonial-city")).toHaveText(en.Testimonials.items[t.key].city);
      await expect(figures.nth(i).locator("figcaption")).toContainText(t.name);
    }
  });
});

test.describe("item 6: the enquiry", () => {
  test("carries its reference into WhatsApp, asks to press Send, and keeps the typed values until it is stored", async ({ page, context }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
    // Hold the POST until the test has looked at the form.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/enquiries", async (route) => {
      await held;
      await route.continue();
    });
    await gotoReady(page, "/contact");
    const form = page.getByRole("form", { name: "Enquiry form" });
    await waitForHydration(form);
    const reserved = page.waitForResponse("**/api/enquiries/reference");
    await form.getByLabel("Name", { exact: true }).fill("Karthik Interiors");
    expect((await reserved).status()).toBe(201);
    await form.getByLabel("Phone", { exact: true }).fill("+91 98430 12345");
    await form.getByLabel("Email", { exact: true }).fill("karthik@studio.example");
    await form.getByLabel("Message", { exact: true }).fill("12 sheets, 18 mm, cut and banded.");
    const [popup] = await Promise.all([context.waitForEvent("page"), form.getByRole("button", { name: "Send on WhatsApp" }).click()]);
    const text = new URL(popup.url()).searchParams.get("text")!;
    const reference = /^Reference: (ENQ-[0-9A-HJKMNP-TV-Z]{6})$/m.exec(text)?.[1];
    expect(reference, text).toBeTruthy();

    const status = page.getByTestId("enquiry-status");
    await expect(status).toContainText("Now press Send in WhatsApp.");
    await expect(status).not.toContainText(/thank you/i);
    // Not stored yet: what was typed is still there, and the button waits.
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Karthik Interiors");
    await expect(form.getByRole("button", { name: "Send on WhatsApp" })).toBeDisabled();

    release();
    await expect(status).toContainText(`Your enquiry reference is ${reference}`);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("when the enquiry cannot be stored, the typed values stay", async ({ page, context }) => {
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
    await page.route("**/api/enquiries", (route) => route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }));
    await gotoReady(page, "/contact");
    const form = page.getByRole("form", { name: "Enquiry form" });
    await form.getByLabel("Name", { exact: true }).fill("Karthik Interiors");
    await form.getByLabel("Phone", { exact: true }).fill("+91 98430 12345");
    await form.getByLabel("Email", { exact: true }).fill("karthik@studio.example");
    await form.getByLabel("Message", { exact: true }).fill("12 sheets, 18 mm, cut and banded.");
    await Promise.all([context.waitForEvent("page"), form.getByRole("button", { name: "Send on WhatsApp" }).click()]);
    await expect(page.getByTestId("enquiry-status")).toContainText(site.phone.display);
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue("12 sheets, 18 mm, cut and banded.");
  });
});

test.describe("item 5 and 11: the header's account corner", () => {
  test("the signed-in link reads 'My account' and a long name truncates itself, never the wordmark (1024–1150 px)", async ({ page }) => {
    await signedIn(page, "user", "Sri Venkateswara Modular Interiors and Carpentry Works");
    for (const width of [1024, 1100, 1150]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, "/");
      const header = page.getByRole("banner");
      const account = header.getByRole("link", { name: /^My account, signed in as Sri Venkateswara/ });
      await expect(account).toBeVisible();
      const wordmark = header.getByRole("link", { name: new RegExp(site.name) }).first();
      const name = wordmark.getByText(site.name, { exact: true });
      const [scroll, client] = await name.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scroll, `wordmark at ${width}`).toBeLessThanOrEqual(client);
      const userName = account.locator("span[title]");
      const [uScroll, uClient] = await userName.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(uScroll, `user name truncates at ${width}`).toBeGreaterThan(uClient);
      await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    }
  });
});

test.describe("item 11: the About artwork's alt texts describe the pictures", () => {
  test("no machine that is not drawn", async ({ page }) => {
    await page.goto("/about");
    const alts = await page.locator("#about article img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""));
    expect(alts).toHaveLength(3);
    expect(alts[0]).toMatch(/stack of laminated plywood sheets/);
    expect(alts[1]).toMatch(/cutting plan/);
    expect(alts[2]).toMatch(/edge-banded corner/);
    for (const alt of alts) expect(alt).not.toMatch(/beam saw|edge bander|sliding-table saw/);
  });
});
