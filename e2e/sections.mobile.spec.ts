import { expect, test } from "@playwright/test";
import { waitForHydration } from "./sections-helpers";

declare global {
  interface Window {
    __opened: unknown[][];
  }
}

test.describe("sections on a phone", () => {
  for (const path of ["/", "/services", "/contact", "/about", "/home", "/testimonials"]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("a tap opens the CUTTING modal as a sheet; × closes it", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "CUTTING", exact: true });
    await waitForHydration(button);
    await button.tap();
    const dialog = page.getByRole("dialog", { name: "CUTTING" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("±0.5 mm");
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.width).toBeLessThanOrEqual(viewport.width);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the contact form sends from a phone", async ({ page }) => {
    await page.addInitScript(() => {
      window.__opened = [];
      window.open = (...args: unknown[]) => {
        window.__opened.push(args);
        return null;
      };
    });
    await page.goto("/contact");
    const form = page.locator("#contact form");
    await waitForHydration(form);
    await form.getByLabel("Name", { exact: true }).fill("Murugesan K.");
    await form.getByLabel("Email", { exact: true }).fill("murugesan@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("9843012345");
    await form.getByLabel("Message", { exact: true }).fill("Boring for 12 kitchen shutters");
    await form.getByRole("button", { name: "Send on WhatsApp" }).tap();
    await expect.poll(() => page.evaluate(() => window.__opened.length)).toBe(1);
    const url = (await page.evaluate(() => window.__opened[0][0])) as string;
    expect(decodeURIComponent(url.split("?text=")[1])).toContain("Message: Boring for 12 kitchen shutters");
  });

  test("download links are large enough to tap", async ({ page }) => {
    await page.goto("/");
    const box = await page.getByRole("link", { name: "Download the boring sheet" }).first().boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });
});
