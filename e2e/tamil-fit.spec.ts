import { expect, test, type Page } from "@playwright/test";
import { guest, placeOrder, seedStoredList } from "./orders-helpers";

/**
 * Issue 52: every Tamil button and button-like link fits one line at 360 px (the cheapest phones' width): Tamil words
 * run long, and a label that wraps or is cut reads as two buttons or none. A control whose own text runs onto a
 * second line, or past its box, is named with its page.
 */
async function wrappedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>("main button, main a[class*='rounded'], main [role='button'], main summary");
    for (const el of controls) {
      // A sheet's card is a picture of the sheet (its drawing and its parts) that opens it larger, not a label.
      if (el.dataset.testid === "sheet-card") continue;
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(el).visibility === "hidden") continue;
      const text = (el.innerText || "").trim();
      if (!text || !/[\u0B80-\u0BFF]/.test(text)) continue;
      // The lines its visible text occupies: text boxes that do not overlap in height are on different lines. Text
      // only a screen reader reads (a 1 px clipped span) is left out.
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement!.getBoundingClientRect();
        if (parent.width <= 1 || parent.height <= 1 || !n.textContent!.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 1));
      }
      rects.sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const r of rects) {
        if (r.top >= bottom - 2) lines++;
        bottom = Math.max(bottom, r.bottom);
      }
      const tops = { size: lines };
      const clipped = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible";
      if (tops.size > 1 || clipped) out.push(`${text.replace(/\s+/g, " ")} (${tops.size} lines${clipped ? ", cut" : ""})`);
    }
    return out;
  });
}

test.use({ viewport: { width: 360, height: 780 } });

test("every Tamil button fits one line at 360 px, and the page the phone: the public pages, the cut list, an order", async ({ page }) => {
  test.setTimeout(90_000);
  const order = await placeOrder(page.request, { guest });
  await seedStoredList(page);
  const path = new URL(order.link, "http://site.invalid");
  const pages = ["/ta", "/ta/services", "/ta/about", "/ta/contact", "/ta/login", "/ta/signup", "/ta/cut-list", `/ta${path.pathname}${path.search}`];
  const found: string[] = [];
  for (const p of pages) {
    await page.goto(p);
    await expect(page.locator("main h1").first()).toBeVisible();
    // The cut list is read with its plan on screen (its sheets' controls too), whatever the machine's speed.
    if (p === "/ta/cut-list") await expect(page.getByTestId("sheet-card").first()).toBeVisible({ timeout: 20_000 });
    for (const w of await wrappedControls(page)) found.push(`${p}: ${w}`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (wide > 0) found.push(`${p}: the page is ${wide} px wider than the phone`);
  }
  expect(found).toEqual([]);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test("the cut list's Tamil column headings each stay inside their column", async ({ page }) => {
    await page.goto("/ta/cut-list");
    const headings = page.getByTestId("row-headings").locator("span");
    await expect(headings.first()).toBeVisible();
    // Each heading's text against the next one's: a word wider than its column runs over its neighbour.
    const over = await headings.evaluateAll((spans) => {
      const texts = spans
        .filter((s) => s.textContent?.trim())
        .map((s) => {
          const range = document.createRange();
          range.selectNodeContents(s);
          return { text: s.textContent!.trim(), box: range.getBoundingClientRect() };
        });
      return texts.slice(1).flatMap((b, i) => (texts[i].box.right > b.box.left + 1 ? [`${texts[i].text} runs into ${b.text}`] : []));
    });
    expect(over).toEqual([]);
  });
});
