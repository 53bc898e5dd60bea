import { expect, test, type Page } from "@playwright/test";
import { jobWorkServices } from "../lib/job-work/job-work";
import { site } from "../tests/fixtures/seed-site";
import { waitForHydration } from "./sections-helpers";

/** The business chat with the greeting in the page's language (issue 38: no empty chat). */
const whatsappGreetingHref = `https://wa.me/${site.whatsapp.digits}?text=${encodeURIComponent(`Hello ${site.shortName}, I found you on your website and have a question about job work.`)}`;

const sectionOrder = ["home", "about", "services", "testimonials", "whychoose", "contact"];

/** Opens a service modal once React has hydrated its (server-rendered) button. */
async function openServiceDialog(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  await waitForHydration(button);
  await button.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("landing page", () => {
  test("stacks the six sections in the spec's order, with one h1 and an h2 per section", async ({ page }) => {
    await page.goto("/");
    const ids = await page.locator("section[id]").evaluateAll((els) => els.map((e) => e.id));
    expect(ids.filter((id) => sectionOrder.includes(id))).toEqual(sectionOrder);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("#home h1")).toBeVisible();
    await expect(page.getByText(site.banner, { exact: true })).toBeVisible();

    const headings: Record<string, string> = {
      about: "A panel workshop in Coimbatore since 2009",
      services: "All Services",
      testimonials: "Customer Testimonials",
      whychoose: "Why Choose Us",
      contact: "Contact Us",
    };
    for (const [id, text] of Object.entries(headings)) {
      await expect(page.locator(`#${id} h2`).first()).toHaveText(text);
      // Each section is a region named by its heading.
      await expect(page.getByRole("region", { name: text })).toHaveAttribute("id", id);
    }
    for (const title of ["About Us", "Our Story", "Our Mission"]) {
      await expect(page.locator("#about").getByRole("heading", { name: title, level: 3 })).toBeVisible();
    }
    await expect(page.locator("#testimonials figure")).toHaveCount(3);
    for (const title of [
      "Unmatched Quality",
      "Innovative Technology",
      "Skilled Craftsmanship",
      "Customer-Centric Service",
      "Comprehensive Services",
      "Sustainable Practices",
    ]) {
      const entry = page.locator("#whychoose li").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(entry).toHaveCount(1);
      await expect(entry.locator("svg")).toHaveCount(1);
      await expect(entry.locator("p")).not.toBeEmpty();
    }
  });

  test("the hero image is preloaded, sized and described", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#home img").first();
    await expect(hero).toHaveAttribute("src", /\/images\/hero-interior\.svg/);
    await expect(hero).toHaveAttribute("width", "1200");
    await expect(hero).toHaveAttribute("height", "900");
    await expect(hero).toHaveAttribute("alt", /kitchen/);
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).not.toHaveAttribute("loading", "lazy");
    await expect(page.locator('link[rel="preload"][as="image"][href="/images/hero-interior.svg"]')).toHaveCount(1);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("the Job Work Services column has the four buttons, in order", async ({ page }) => {
    await page.goto("/");
    const column = page
      .locator("#home")
      .getByRole("list")
      .filter({ has: page.getByRole("button", { name: "PASTING" }) });
    await expect(column.getByRole("button")).toHaveText(["PASTING", "CUTTING", "EDGE BANDING", "BORING"].map((n) => new RegExp(`^${n}`)));
    await expect(page.getByRole("heading", { name: "Job Work Services" })).toBeVisible();
  });

  // One page load for the four modals (the suite's time: a load of the landing page each cost more than its checks).
  test("each service's modal shows its description and closes with × and Escape, focus back on its button", async ({ page }) => {
    test.slow(); // many steps; keep it green on a busy machine
    await page.goto("/");
    for (const service of jobWorkServices) {
      const button = page.getByRole("button", { name: service.name, exact: true });
      let dialog = await openServiceDialog(page, service.name);
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(dialog.getByRole("heading", { name: service.name })).toBeVisible();
      for (const paragraph of service.content) await expect(dialog).toContainText(paragraph);
      // Focus moves into the dialog, and the page behind does not scroll.
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("hidden");

      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");

      dialog = await openServiceDialog(page, service.name);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    }
  });

  test("the download tooltip shows on hover and focus and hides when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: "Download the cutting sheet" });
    await expect(link).toHaveAttribute("href", "/sheets/cutting-order-sheet.xlsx");
    await expect(link).toHaveAttribute("download", "");
    const tipId = await link.getAttribute("aria-describedby");
    expect(tipId).toBeTruthy();
    const tooltip = page.locator(`[id="${tipId}"]`);
    await expect(tooltip).toHaveAttribute("role", "tooltip");
    await expect(tooltip).toHaveText("Click to download the file");
    await expect(tooltip).toBeHidden();

    await waitForHydration(link);
    await link.hover();
    await expect(tooltip).toBeVisible();
    await expect(page.getByRole("tooltip")).toHaveCount(1);
    await page.mouse.move(5, 5);
    await expect(tooltip).toBeHidden();

    await link.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
  });

  test("every job-work row links its own order sheet", async ({ page }) => {
    await page.goto("/");
    for (const service of jobWorkServices) {
      const link = page.getByRole("link", { name: `Download the ${service.name.toLowerCase()} sheet` }).first();
      await expect(link).toHaveAttribute("href", service.file);
      await expect(link).toHaveAttribute("download", "");
      await expect(link).toHaveAccessibleDescription("Click to download the file");
    }
  });

  test("in Tamil, every WhatsApp link opens the chat with a Tamil greeting, never an empty chat (issue 38)", async ({ page }) => {
    await page.goto("/ta");
    const hrefs = await page
      .locator(`a[href^="https://wa.me/${site.whatsapp.digits}"]`)
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const texts = hrefs.map((href) => new URL(href).searchParams.get("text") ?? "");
    expect(texts.filter((t) => t === "")).toEqual([]);
    // The header's, the footer's and the home page's own chat links greet in Tamil.
    expect(texts.filter((t) => t.startsWith("வணக்கம் ")).length).toBeGreaterThanOrEqual(3);
  });

  test("WhatsApp links open the business chat in a new tab; the link blinks unless motion is reduced", async ({ page }) => {
    await page.goto("/");
    const blink = page.getByRole("link", { name: "Click here to connect WhatsApp" });
    await expect(blink).toHaveAttribute("href", whatsappGreetingHref);
    await expect(blink).toHaveAttribute("target", "_blank");
    await expect(blink).toHaveAttribute("rel", "noopener noreferrer");
    // The blink is a cream layer (::before) fading in and out: opacity only, run by the compositor.
    const blinkLayer = () => blink.evaluate((el) => getComputedStyle(el, "::before").animationName);
    await expect.poll(blinkLayer).toBe("whatsapp-blink");

    const cta = page.locator("#home").getByRole("link", { name: "Message us on WhatsApp" });
    await expect(cta).toHaveAttribute("href", whatsappGreetingHref);
    await expect(cta).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.locator("#home").getByRole("link", { name: "Call the workshop" })).toHaveAttribute("href", `tel:+${site.phone.digits}`);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(blinkLayer).toBe("none");
  });

  test("About blocks reveal over 1000 ms as they scroll in, and show at once under reduced motion", async ({ page }) => {
    await page.goto("/");
    const block = page.locator("#about article").filter({ hasText: "Our Mission" });
    const reveal = block.locator("xpath=..");
    await expect.poll(() => reveal.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    // Record the reveal's animations from inside the page: a busy machine could miss a 1 s window from outside.
    await reveal.evaluate((el) => {
      const w = window as unknown as { __revealDurations?: unknown[] };
      const tick = () => {
        const running = el.getAnimations();
        if (running.length) w.__revealDurations = running.map((a) => (a.effect as KeyframeEffect).getTiming().duration);
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await block.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __revealDurations?: unknown[] }).__revealDurations ?? []))
      .toEqual([1000, 1000]);
    await expect.poll(() => reveal.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe("1");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const again = page.locator("#about article").filter({ hasText: "Our Mission" }).locator("xpath=..");
    expect(await again.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    expect(await again.evaluate((el) => el.getAnimations().length)).toBe(0);
  });
});

test.describe("single-section routes", () => {
  const routes = [
    { path: "/home", id: "home", heading: /MDF and plywood panels/ },
    { path: "/about", id: "about", heading: "A panel workshop in Coimbatore since 2009" },
    { path: "/services", id: "services", heading: "All Services" },
    { path: "/testimonials", id: "testimonials", heading: "Customer Testimonials" },
    { path: "/contact", id: "contact", heading: "Contact Us" },
  ];
  for (const route of routes) {
    test(`${route.path} renders only its section, headed by the page's h1`, async ({ page }) => {
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      await expect(page.locator(`section#${route.id}`)).toBeVisible();
      const others = sectionOrder.filter((id) => id !== route.id);
      for (const id of others) await expect(page.locator(`section#${id}`)).toHaveCount(0);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator(`#${route.id} h1`)).toHaveText(route.heading);
    });
  }

  test("Back to Home on /services goes to /", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("section#about")).toBeVisible();
  });
});
