/**
 * Tamil and English (issue 20, part 1; docs/LANGUAGES.md): a Tamil page is `<html lang="ta">` with its words in
 * Tamil; each twin names the other (hreflang); the switch in the header and in the mobile menu goes to the same page
 * in the other language and is remembered; a Tamil browser is offered Tamil, never sent there; the contact form
 * speaks Tamil (alert, WhatsApp text); axe finds nothing at 390 and 1280 px.
 */
import { expect, test, type Page } from "@playwright/test";
import ta from "../messages/ta.json" with { type: "json" };
import { expectNoViolations } from "./helpers/axe";
import { smallTamilText } from "./helpers/tamil-size";
import accountTa from "../messages/islands/ta/account.json" with { type: "json" };
import authTa from "../messages/islands/ta/auth.json" with { type: "json" };
import cutTa from "../messages/islands/ta/cutlist.json" with { type: "json" };
import orderTa from "../messages/islands/ta/order.json" with { type: "json" };
import { guest, placeOrder } from "./orders-helpers";
import { signedIn } from "./helpers/visitor";
import { collectAlerts, collectErrors, createUser, gotoReady } from "./helpers/shell";
import { revealAll } from "./helpers/visitor";
import { waitForHydration } from "./sections-helpers";

async function alternates(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname])));
}

test("the Tamil contact page is in Tamil, lang=ta, and each twin names the other", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/ta/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta.Contact.title);
  await expect(page.getByRole("button", { name: ta.Contact.form.send })).toBeVisible();
  await expect(page.getByRole("link", { name: ta.Chrome.skip })).toBeAttached();
  expect(await alternates(page)).toEqual({ "en-IN": "/contact", ta: "/ta/contact", "x-default": "/contact" });
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  expect(await alternates(page)).toEqual({ "en-IN": "/contact", ta: "/ta/contact", "x-default": "/contact" });
  expect(errors).toEqual([]);
  // An address that is no page names no twin and offers no switch.
  await page.goto("/no-such-page");
  expect(await alternates(page)).toEqual({});
  await expect(page.getByTestId("language-switch")).toHaveCount(0);
});

test("the switch goes to the same page in the other language and is remembered", async ({ page }) => {
  await page.goto("/contact");
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/ta\/contact$/);
  // Remembered: the English address now leads to the Tamil page.
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/ta\/contact$/);
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

/** Every twin: lang, its h1 in Tamil, hreflang both ways, and no console errors. */
const TWINS = [
  { path: "/", title: ta.Home.title, english: "MDF and plywood panels, pasted, cut, banded and bored to your list" },
  { path: "/home", title: ta.Home.title, english: "MDF and plywood panels, pasted, cut, banded and bored to your list" },
  { path: "/services", title: ta.Services.title, english: "All Services" },
  { path: "/login", title: ta.Home.title, english: "MDF and plywood panels, pasted, cut, banded and bored to your list" },
  { path: "/account", title: accountTa.signIn.title, english: "Sign in to see your profile" },
  {
    path: "/about",
    title: ta.About.title.replace("{year}", "2009").replace("{city}", "Coimbatore"),
    english: "A panel workshop in Coimbatore since 2009",
  },
  { path: "/contact", title: ta.Contact.title, english: "Contact Us" },
  { path: "/testimonials", title: ta.Testimonials.title, english: "Customer Testimonials" },
  { path: "/cut-list", title: cutTa.page.heading, english: "Cut list" },
];

/** "/contact" → "/ta/contact", "/" → "/ta". */
const tamil = (path: string) => (path === "/" ? "/ta" : `/ta${path}`);

for (const twin of TWINS) {
  test(`${twin.path} and ${tamil(twin.path)}: lang, the Tamil h1, hreflang both ways`, async ({ page }) => {
    const errors = collectErrors(page);
    const expected = { "en-IN": twin.path, ta: tamil(twin.path), "x-default": twin.path };
    await page.goto(tamil(twin.path));
    await expect(page.locator("html")).toHaveAttribute("lang", "ta");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/[\u0B80-\u0BFF]/);
    expect(await alternates(page)).toEqual(expected);
    await page.goto(twin.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.english);
    expect(await alternates(page)).toEqual(expected);
    expect(errors).toEqual([]);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the mobile menu has the switch, in Tamil on the Tamil page", async ({ page }) => {
    await page.goto("/ta/contact");
    const menu = page.getByRole("button", { name: ta.Chrome.menu });
    await waitForHydration(page.locator("header"));
    await menu.click();
    const nav = page.getByRole("navigation", { name: ta.Chrome.menuNav });
    await expect(nav.getByRole("link", { name: ta.Chrome.sections.about })).toBeVisible();
    await nav.getByTestId("language-switch").click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  });

  // One test per page (nine pages in one test came within 10 % of a two-minute time-out on a slow machine).
  for (const { path } of TWINS) {
    test(`axe finds nothing on ${tamil(path)} at 390 px; its Tamil text is 14 px or more and it fits`, async ({ page }) => {
      test.setTimeout(60_000);
      await gotoReady(page, tamil(path));
      await revealAll(page);
      await expectNoViolations(page, `${tamil(path)} at 390 px`);
      // Issue 38, item 15: Tamil text at least 14 px, and the page fits the phone.
      expect(await smallTamilText(page), `${tamil(path)}: Tamil text under 14 px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${tamil(path)} fits 390 px`).toBe(true);
    });
  }
});

test("the Tamil header never runs its nav under the sign-in button: the menu up to 1279 px, the full nav from 1280 px", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "முதன்மை" });
  const signIn = page.getByRole("banner").getByRole("button", { name: "உள்நுழை", exact: true });
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoReady(page, "/ta");
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "மெனு" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav).toBeVisible();
  const [navBox, buttonBox] = [await nav.boundingBox(), await signIn.boundingBox()];
  expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(buttonBox!.x);
});

// At 1280 px the pages whose bodies are laid out in columns there (the header, the same on every page, is checked
// on the first): the other pages' DOM is the one the 390 px tests above check.
for (const { path } of TWINS.filter((t) => ["/", "/services", "/contact", "/cut-list"].includes(t.path))) {
  test(`axe finds nothing on ${tamil(path)} at 1280 px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoReady(page, tamil(path));
    await revealAll(page);
    await expectNoViolations(page, `${tamil(path)} at 1280 px`);
  });
}

test.describe("a browser that prefers Tamil", () => {
  test.use({ locale: "ta-IN" });

  test("is offered the Tamil page, never sent there, and a choice ends the offer", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveURL(/\/contact$/);
    const offer = page.getByTestId("language-offer");
    await expect(offer).toContainText(ta.Chrome.language.offer.text);
    await offer.getByRole("button", { name: ta.Chrome.language.offer.decline }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await page.waitForTimeout(500);
    await expect(page.getByTestId("language-offer")).toHaveCount(0);
  });
});

test("the Tamil contact form alerts in Tamil and writes the WhatsApp message in Tamil", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __opened: unknown[][] }).__opened = [];
    window.open = (...args: unknown[]) => {
      (window as unknown as { __opened: unknown[][] }).__opened.push(args);
      return null;
    };
  });
  const alerts = collectAlerts(page);
  await page.goto("/ta/contact");
  const form = page.locator("#contact form");
  await waitForHydration(form);
  await form.getByRole("button", { name: ta.Contact.form.send }).click();
  await expect.poll(() => alerts).toEqual([ta.Contact.form.missing]);
  await form.getByLabel(ta.Contact.form.name, { exact: true }).fill("முருகன்");
  await form.getByLabel(ta.Contact.form.phone, { exact: true }).fill("+91 98430 12345");
  await form.getByLabel(ta.Contact.form.email, { exact: true }).fill("murugan@example.com");
  await form.getByLabel(ta.Contact.form.message, { exact: true }).fill("18 mm ப்ளைவுட் 10 ஷீட் கட்டிங்");
  await form.getByRole("button", { name: ta.Contact.form.send }).click();
  await expect(page.getByTestId("enquiry-status")).toContainText(ta.Contact.form.pressSend);
  const opened = await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened);
  const text = new URL(String(opened[0][0])).searchParams.get("text") ?? "";
  expect(text).toContain(`${ta.Contact.form.whatsappText.name}: முருகன்`);
  expect(text).toContain(`${ta.Contact.form.whatsappText.message}: 18 mm ப்ளைவுட் 10 ஷீட் கட்டிங்`);
});

test.describe("the Tamil landing page", () => {
  test("its job-work column and modal speak Tamil; the modal's quote goes to WhatsApp in Tamil", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/ta");
    const column = page.locator("#home");
    await waitForHydration(column.getByRole("button", { name: "கட்டிங்" }));
    await expect(column.getByRole("link", { name: `${ta.JobWork.orderSheet}: கட்டிங் ஆர்டர் ஷீட்டை டவுன்லோடு செய்` })).toHaveAttribute(
      "href",
      "/sheets/ta/cutting-order-sheet.xlsx",
    );
    // The Tamil order sheet is served (its words are checked in tests/unit/sheets.test.ts).
    const sheet = await page.request.get("/sheets/ta/cutting-order-sheet.xlsx");
    expect(sheet.status()).toBe(200);
    expect((await sheet.body()).subarray(0, 2).toString()).toBe("PK");
    await column.getByRole("button", { name: "கட்டிங்" }).click();
    const dialog = page.getByTestId("service-dialog");
    await expect(dialog.getByRole("heading", { name: "கட்டிங்" })).toBeVisible();
    await expect(dialog).toContainText("ஸ்லைடிங் டேபிள் சா");
    await expect(dialog.getByRole("link", { name: "கட் லிஸ்ட்டை ஆன்லைனில் டைப் செய்து" })).toBeVisible();
    const quote = dialog.getByRole("link", { name: ta.JobWork.quote });
    expect(new URL((await quote.getAttribute("href"))!).searchParams.get("text")).toBe("வணக்கம், கட்டிங் ஜாப் ஒர்க்குக்கு விலை வேண்டும்.");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the services list is the Tamil one, after its live refresh too, and a card opens its modal in Tamil", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/services")) requests.push(new URL(r.url()).search);
    });
    await page.goto("/ta/services");
    const list = page.getByTestId("services-list");
    await expect(list.getByRole("heading", { name: "துல்லியமான பேனல் கட்டிங்" })).toBeVisible();
    await expect.poll(() => requests).toContain("?lang=ta");
    await expect(list.getByRole("heading", { name: "துல்லியமான பேனல் கட்டிங்" })).toBeVisible();
    const details = list.getByRole("button", { name: "துல்லியமான பேனல் கட்டிங்: விவரம்" });
    await waitForHydration(details);
    await details.click();
    await expect(page.getByTestId("service-dialog").getByRole("heading", { name: "கட்டிங்" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: ta.Services.back }).click();
    await expect(page).toHaveURL(/\/ta$/);
  });

  test("a section link scrolls within the Tamil landing page; the choice of Tamil sends / there", async ({ page }) => {
    await page.goto("/ta");
    const about = page.getByRole("navigation", { name: ta.Chrome.mainNav }).getByRole("link", { name: ta.Chrome.sections.about });
    await expect(about).toHaveAttribute("href", "/ta#about");
    await page.context().addCookies([{ name: "kpw-lang", value: "ta", url: page.url() }]);
    await page.goto("/");
    await expect(page).toHaveURL(/\/ta$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  });
});

test.describe("signing in and up in Tamil", () => {
  test("/ta/login opens the Tamil dialog; the server refuses in Tamil; Cancel goes to /ta", async ({ page, request }) => {
    const user = await createUser(request);
    await gotoReady(page, "/ta/login");
    const dialog = page.getByRole("dialog", { name: authTa.login.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "மூடு" })).toBeVisible();
    await dialog.getByLabel(authTa.login.username).fill(user.email);
    await dialog.getByLabel(authTa.login.password, { exact: true }).fill("not-the-password-1");
    await dialog.getByRole("button", { name: authTa.login.submit }).click();
    await expect(dialog.getByRole("alert")).toHaveText("மின்னஞ்சல் அல்லது பாஸ்வேர்டு தவறு");
    await dialog.getByRole("button", { name: authTa.cancel }).click();
    await expect(page).toHaveURL(/\/ta$/);
  });

  test("the header's sign-up on a Tamil page asks in Tamil, and the server's field messages come back in Tamil", async ({ page }) => {
    const alerts = collectAlerts(page);
    await gotoReady(page, "/ta/contact");
    await page.getByRole("banner").getByRole("button", { name: ta.Chrome.signIn }).click();
    await page.getByRole("dialog", { name: authTa.login.title }).getByRole("button", { name: authTa.login.switch }).click();
    const dialog = page.getByRole("dialog", { name: authTa.signup.title });
    await dialog.getByLabel(authTa.signup.name).fill("முருகன்");
    await dialog.getByLabel(authTa.signup.email).fill(`murugan-${Date.now()}@example.com`);
    await dialog.getByLabel(authTa.signup.phone).fill("+91 98430 12345");
    await dialog.getByLabel(authTa.signup.password, { exact: true }).fill("password");
    await dialog.getByRole("button", { name: authTa.signup.submit }).click();
    await expect(dialog.getByText("இந்தப் பாஸ்வேர்டை எளிதில் ஊகித்துவிடலாம்")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText("பிழை: சிவப்பில் காட்டிய விவரங்களைச் சரி செய்யுங்கள்.");
    await expect.poll(() => alerts).toEqual([authTa.signup.failed]);
  });
});

test.describe("the account in Tamil", () => {
  test("signed out, /ta/account asks to sign in, in Tamil", async ({ page }) => {
    await gotoReady(page, "/ta/account");
    await expect(page.locator("html")).toHaveAttribute("lang", "ta");
    const card = page.getByTestId("signin-required");
    await expect(card.getByRole("heading", { name: accountTa.signIn.title })).toBeVisible();
    await expect(card.getByRole("link", { name: accountTa.signIn.back })).toHaveAttribute("href", "/ta");
  });

  test("signed in, the profile and the orders are in Tamil: Tamil months, the status in Tamil, money in digits", async ({ page }) => {
    const errors = collectErrors(page);
    await signedIn(page, "user", "முருகன் கே");
    const order = await placeOrder(page.request);
    await gotoReady(page, "/ta/account");
    await expect(page.getByRole("heading", { level: 1, name: accountTa.title })).toBeVisible();
    const row = page.getByTestId("my-order").filter({ hasText: order.reference });
    await expect(row.getByTestId("order-status")).toHaveText("பெறப்பட்டது");
    const month = new Date().toLocaleDateString("ta-IN", { month: "long", timeZone: "Asia/Kolkata" });
    await expect(row).toContainText(`ஆர்டர் செய்த நாள் ${new Date().toLocaleDateString("ta-IN", { day: "numeric", timeZone: "Asia/Kolkata" })} ${month}`);
    await expect(row).toContainText(/எஸ்டிமேட் ₹[\d,]+\.\d\d/);
    await expect(row).toContainText("10 துண்டுகள்");
    await expect(page.getByRole("link", { name: accountTa.orders.newCutList })).toHaveAttribute("href", "/ta/cut-list?new");
    expect(errors).toEqual([]);
    // The profile form: a bad phone is refused by the server in Tamil, under its field.
    const profile = page.getByRole("form", { name: accountTa.profile.title });
    await profile.getByLabel(accountTa.profile.phone).fill("abc");
    await profile.getByRole("button", { name: accountTa.profile.save }).click();
    await expect(profile.getByText("சரியான போன் நம்பர் கொடுங்கள் (எண்கள், இடைவெளி, +, -, அடைப்புக்குறிகள் மட்டும்)")).toBeVisible();
    await expect(profile.getByRole("alert")).toHaveText("சிவப்பில் காட்டிய விவரங்களைச் சரி செய்யுங்கள்.");
  });
});

test("a visitor who chose Tamil opening an order's English link (a guest's, with its key) gets its Tamil page; the switch keeps the key", async ({
  page,
}) => {
  const order = await placeOrder(page.request, { guest });
  await page.goto("/contact");
  await page.getByTestId("language-switch").click();
  await expect(page).toHaveURL(/\/ta\/contact$/);
  await gotoReady(page, order.link);
  const tamilLink = `/ta${order.link}`;
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(tamilLink);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByTestId("order-reference")).toHaveText(order.reference);
  await page.getByRole("banner").getByTestId("language-switch").click();
  await expect(page.getByText("Job-work order")).toBeVisible();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(order.link);
});

test("an order's page in Tamil: its details, estimate, money, list, plan and history in Tamil, money and sizes in digits", async ({ page }) => {
  const errors = collectErrors(page);
  const order = await placeOrder(page.request, { guest, site: "வடவள்ளி வில்லா 7" });
  await gotoReady(page, `/ta${order.link}`);
  await expect(page.getByText(orderTa.view.kind)).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("பெறப்பட்டது");
  await expect(page.getByText("உங்கள் லிஸ்ட் வொர்க்ஷாப்புக்கு வந்துவிட்டது; விலையை உறுதி செய்வார்கள்.")).toBeVisible();
  const month = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString("ta-IN", { month: "long", timeZone: "Asia/Kolkata" });
  await expect(page.getByText(orderTa.view.requiredBy).locator("..")).toContainText(month);
  const estimate = page.getByTestId("estimate");
  await expect(estimate.locator("caption")).toHaveText(orderTa.estimate.caption);
  await expect(estimate).toContainText("கட்டிங்: ");
  await expect(estimate).toContainText("போர்டு: ");
  await expect(page.getByTestId("estimate-total")).toHaveText(/^₹[\d,]+\.\d\d$/);
  const money = page.getByTestId("order-money");
  await expect(money.getByRole("heading", { name: orderTa.money.title })).toBeVisible();
  await expect(money).toContainText(orderTa.money.advanceLater);
  await expect(money.getByTestId("billing")).toContainText(orderTa.billing.title);
  // The quotation opens in Tamil (issue 55), for whoever gets the shared link too.
  const quote = (await money.getByTestId("quote-pdf").getAttribute("href"))!;
  expect(quote).toMatch(/quote\.pdf\?key=[^&]+&lang=ta$/);
  const pdf = await page.request.get(quote);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const shared = decodeURIComponent((await money.getByRole("link", { name: orderTa.money.share }).getAttribute("href"))!);
  expect(shared).toMatch(/quote\.pdf\?key=[^&]+&lang=ta$/);
  await expect(page.getByRole("heading", { level: 2, name: orderTa.view.cutList })).toBeVisible();
  await expect(page.getByTestId("order-cut-list").locator("thead")).toContainText(orderTa.table.part);
  await expect(page.getByTestId("order-plan")).toContainText("பயன்பாடு");
  await expect(page.getByTestId("order-history")).toContainText("பெறப்பட்டது");
  await expect(page.getByTestId("order-history")).toContainText("(வாடிக்கையாளர்)");
  // The message to the workshop goes in Tamil, with the Tamil page's link.
  const whatsapp = decodeURIComponent((await page.getByTestId("send-whatsapp").getAttribute("href"))!);
  expect(whatsapp).toContain(`ஆர்டர் ${order.reference} (பெறப்பட்டது)`);
  expect(whatsapp).toContain(`/ta/orders/${order.reference}`);
  await expect(page.getByRole("button", { name: orderTa.actions.copy })).toBeVisible();
  await expectNoViolations(page, "/ta/orders/… at 1280 px");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page, "/ta/orders/… at 390 px");
  expect(errors).toEqual([]);
});

test.describe("the cut list in Tamil", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("rows, their checks, the plan, undo, the estimate and the order speak Tamil; the order is placed", async ({ page }) => {
    const errors = collectErrors(page);
    await gotoReady(page, "/ta/cut-list");
    await expect(page.getByTestId("cut-list-workspace")).toHaveAttribute("data-restored", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cutTa.page.heading);
    await expect(page.getByText(cutTa.editor.empty)).toBeVisible();
    await expect(page.getByText(cutTa.plan.empty)).toBeVisible();
    // The blank sheet to fill on a computer is the Tamil one.
    await expect(page.getByRole("link", { name: cutTa.toolbar.blankSheet })).toHaveAttribute("href", "/sheets/ta/cut-list.xlsx");

    await page.getByRole("button", { name: cutTa.editor.addPart }).click();
    await page.getByLabel("பாகம் 1-இன் பெயர்", { exact: true }).fill("பக்கச் சுவர்");
    await page.getByLabel("பாகம் 1: நீளம்", { exact: true }).fill("3000");
    await page.getByLabel("பாகம் 1: அகலம்", { exact: true }).fill("560");
    await page.getByLabel("பாகம் 1: எண்ணிக்கை", { exact: true }).fill("2");
    // The row's check, worked out on the phone, in Tamil with its arithmetic.
    const row = page.getByTestId("cut-list-row").first();
    await expect(row).toContainText("நீளம்: ஓரம் வெட்டிய பின் உள்ள ஷீட்டை விட நீளம் அதிகம்: 2440 − 2 × 10 = 2420 mm");
    await expect(page.getByText(cutTa.workspace.errorsLeftOut)).toBeVisible();
    await expect(page.getByTestId("order-panel")).toContainText(orderTa.panel.blocked);
    await page.getByLabel("பாகம் 1: நீளம்", { exact: true }).fill("720");

    // The plan and its summary.
    await expect(page.getByTestId("plan-status")).toHaveText(cutTa.plan.upToDate, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 2, name: cutTa.workspace.plan })).toBeVisible();
    const plan = page.getByTestId("plan-material");
    await expect(plan.getByText(cutTa.plan.sheets, { exact: true })).toBeVisible();
    await expect(plan.getByRole("button", { name: /^ஷீட் 1 \(மொத்தம் 1\), .*2 துண்டு · \d+%.*பெரிதாகத் திற$/ })).toBeVisible();
    // Issue 38, items 12 and 15: the closed card sums the part up; Tamil text at least 14 px, the sheet's view fits.
    await expect(row.getByTestId("part-summary")).toContainText("பேண்டு இல்லை");
    expect(await smallTamilText(page), "/ta/cut-list: Tamil text under 14 px").toEqual([]);
    await plan.getByRole("button", { name: /^ஷீட் 1 / }).click();
    const sheetDialog = page.getByTestId("sheet-dialog");
    await sheetDialog.getByLabel(cutTa.plan.showCuts).check();
    expect(await smallTamilText(page), "the sheet's view: Tamil text under 14 px").toEqual([]);
    // Its words on one line: the lines a Range over the label's text takes.
    const lines = await sheetDialog.getByText(cutTa.plan.showCuts).evaluate((label) => {
      const tops = new Set<number>();
      for (const node of label.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
      }
      return tops.size;
    });
    expect(lines, "'show the cut order' on one line").toBe(1);
    await page.keyboard.press("Escape");
    // The list sent on WhatsApp is written in Tamil too, with the customer's own words.
    const share = decodeURIComponent((await page.getByRole("link", { name: cutTa.toolbar.whatsapp }).getAttribute("href"))!);
    expect(share).toContain("வணக்கம், இது என் கட் லிஸ்ட்: மொத்தம் 1 பாகம், 2 துண்டுகள், 1 ஷீட்.");
    expect(share).toContain("1. பக்கச் சுவர்: 720 × 560 mm × 2");

    // Undo speaks Tamil too: a part deleted and taken back.
    await row.getByRole("button", { name: "பாகம் 1: மேலும்" }).click();
    await row.getByRole("button", { name: "நீக்கு (பாகம் 1)" }).click();
    const undo = page.getByTestId("undo-bar");
    await expect(undo).toContainText("பாகம் 1 நீக்கப்பட்டது");
    await undo.getByRole("button", { name: cutTa.undo.undo }).click();
    await expect(undo).toContainText("திரும்பப் பெறப்பட்டது: பாகம் 1 நீக்கப்பட்டது");
    await expect(page.getByLabel("பாகம் 1-இன் பெயர்", { exact: true })).toHaveValue("பக்கச் சுவர்");

    // The estimate: the server's lines, in Tamil; money in digits.
    const panel = page.getByTestId("order-panel");
    await expect(panel.getByRole("heading", { name: orderTa.panel.title })).toBeVisible();
    const estimate = panel.getByTestId("estimate");
    await expect(estimate.locator("caption")).toHaveText(orderTa.estimate.caption, { timeout: 20_000 });
    await expect(estimate).toContainText("கட்டிங்: ");
    await expect(panel.getByTestId("estimate-total")).toHaveText(/^₹[\d,]+\.\d\d$/);
    await expect(panel).toContainText("போர்டுகள் உங்களுடையவை: போர்டு விலை சேர்க்கப்படவில்லை.");

    expect(errors).toEqual([]);

    // The order: the server refuses in Tamil under the field (the browser logs that 400), then places it.
    await panel.getByRole("button", { name: orderTa.panel.placeOrder }).click();
    const form = page.getByTestId("order-form");
    await form.getByLabel(orderTa.form.phone, { exact: true }).fill("+91 98431 22334");
    await form.getByRole("button", { name: orderTa.form.confirm }).click();
    await expect(form.getByText("பெயர் தேவை")).toBeVisible();
    await form.getByLabel(orderTa.form.name, { exact: true }).fill("முருகன் கே");
    await form.getByRole("button", { name: orderTa.form.confirm }).click();
    await expect(page).toHaveURL(/\/ta\/orders\/KPW-\d{4}-\d{4,6}\?key=/);
  });
});

test("a mistyped Tamil address gets the Tamil 404, in the Tamil header and footer, with Tamil ways on", async ({ page }) => {
  const res = await page.goto("/ta/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("இந்தப் பக்கம் எங்கள் கட் லிஸ்ட்டில் இல்லை");
  await expect(page).toHaveTitle(/பக்கம் கிடைக்கவில்லை/);
  await expect(page.getByRole("banner")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "சேவைகள்" }).click();
  await expect(page).toHaveURL(/\/ta\/services$/);
});
