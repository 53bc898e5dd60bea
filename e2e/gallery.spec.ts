import { expect, test } from "@playwright/test";
import { expectNoViolations } from "./helpers/axe";
import sharp from "sharp";
import { closeDb } from "./admin-helpers";
import { gotoReady } from "./helpers/shell";
import { revealAll, signedIn } from "./helpers/visitor";

test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.afterAll(closeDb);

/** A real photo-sized JPEG made on the spot. */
const photo = () =>
  sharp({ create: { width: 1800, height: 1350, channels: 3, background: "#8a5a2b" } })
    .composite([
      {
        input: Buffer.from('<svg width="1800" height="1350"><rect x="200" y="300" width="1400" height="700" fill="#f4a63a"/></svg>'),
        top: 0,
        left: 0,
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();

test("the landing page's strip and /about show the drawings until photos are uploaded; pictures are lazy with fixed sizes", async ({ page }) => {
  await page.goto("/");
  const strip = page.getByTestId("work-strip");
  await expect(strip.getByRole("heading", { name: "Our work" })).toBeVisible();
  const imgs = strip.locator("img");
  expect(await imgs.count()).toBeGreaterThan(0);
  expect(await imgs.count()).toBeLessThanOrEqual(6);
  for (const img of await imgs.all()) {
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", /\d+/);
    await expect(img).toHaveAttribute("height", /\d+/);
    expect((await img.getAttribute("alt"))!.length).toBeGreaterThan(10);
  }
  await strip.getByRole("link", { name: "See all our work" }).click();
  await expect(page).toHaveURL(/\/about#our-work$/);
  await expect(page.getByRole("heading", { name: "Our work", level: 2 })).toBeVisible();
});

test("an admin uploads a photo in the console, it shows on /about and the landing strip; hiding it hides it", async ({ page }) => {
  await signedIn(page, "admin");
  await gotoReady(page, "/admin/gallery");
  await expect(page.getByRole("heading", { name: "Our work", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Our work" })).toHaveAttribute("aria-current", "page");

  const caption = `Kitchen shutters ${Date.now().toString(36)}, 1 mm PVC edge band`;
  const form = page.getByRole("form", { name: "Add a photo" });
  // The console checks before sending: a caption is needed.
  await form.getByLabel("Photo").setInputFiles({ name: "shutters.jpg", mimeType: "image/jpeg", buffer: await photo() });
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(form).toContainText("Caption must be at least 3 characters");
  await form.getByLabel("Caption", { exact: true }).fill(caption);
  const captionTa = `கிச்சன் ஷட்டர்கள் ${caption.split(" ")[2]}`;
  await form.getByLabel("Caption in Tamil (optional)").fill(captionTa);
  await form.getByLabel("Kind").selectOption("edge");
  await form.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status")).toContainText(`Added “${caption}”`, { timeout: 30_000 });
  const row = page.getByTestId("gallery-item").filter({ has: page.getByRole("form", { name: `Photo: ${caption}` }) });
  await expect(row).toBeVisible();

  // On /about: the photo, as <picture> with AVIF and WebP renditions.
  await expect(async () => {
    await page.goto("/about");
    await expect(page.getByTestId("work-gallery").getByRole("img", { name: caption })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const picture = page.getByTestId("work-gallery").locator("picture", { has: page.getByRole("img", { name: caption }) });
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /\/media\/[a-f0-9]{24}-w480\.avif 480w/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /w960\.webp 960w/);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1200");
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.avif$/);
  await expect(page.getByTestId("work-gallery")).toContainText("Edge and detail");
  // Photos replace the drawings.
  await expect(page.getByTestId("work-gallery").getByRole("img", { name: /^Line drawing of/ })).toHaveCount(0);

  await expect(async () => {
    await page.goto("/");
    await expect(page.getByTestId("work-strip").getByRole("img", { name: caption })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  // The Tamil landing page shows the Tamil caption.
  await expect(async () => {
    await page.goto("/ta");
    await expect(page.getByTestId("work-strip").getByRole("img", { name: `புகைப்படம்: ${captionTa}` })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Hide it in the console: it leaves the site.
  await gotoReady(page, "/admin/gallery");
  await row.getByRole("button", { name: /^Hide/ }).click();
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
  await expect(async () => {
    await page.goto("/about");
    await expect(page.getByTestId("work-gallery").getByRole("img", { name: caption })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Show it again, then delete it.
  await gotoReady(page, "/admin/gallery");
  await row.getByRole("button", { name: /^Show/ }).click();
  await expect(row.getByText("Hidden", { exact: true })).toHaveCount(0);
  page.once("dialog", (d) => void d.accept());
  await row.getByRole("button", { name: /^Delete/ }).click();
  await expect(page.getByRole("status")).toContainText(`Deleted “${caption}”`);
  await expect(row).toHaveCount(0);
});

test("axe: the console's gallery page and /about", async ({ page }) => {
  await signedIn(page, "admin");
  for (const path of ["/admin/gallery", "/about"]) {
    await gotoReady(page, path);
    await revealAll(page);
    await expectNoViolations(page, path);
  }
});

test("a signed-out visitor gets the sign-in prompt on /admin/gallery, and no photos API", async ({ page }) => {
  await gotoReady(page, "/admin/gallery");
  await expect(page.getByRole("form", { name: "Add a photo" })).toHaveCount(0);
  expect((await page.request.get("/api/admin/gallery")).status()).toBe(401);
});
