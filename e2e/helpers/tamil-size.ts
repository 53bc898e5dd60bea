import type { Page } from "@playwright/test";

/**
 * Tamil text on screen smaller than 14 px (issue 38, item 15), as "size px: text". Text inside drawings (SVG, which
 * scales with the drawing and is zoomed in the large view) and screen-reader-only text are not counted.
 */
export function smallTamilText(page: Page, minPx = 14): Promise<string[]> {
  return page.evaluate((minPx) => {
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (!/[\u0B80-\u0BFF]/.test(text)) continue;
      const el = node.parentElement;
      if (!el || el.closest("svg, .sr-only, [hidden], noscript, script, style")) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width <= 1 || r.height <= 1 || style.visibility === "hidden" || style.display === "none") continue;
      const size = parseFloat(style.fontSize);
      if (size < minPx - 0.05) out.add(`${size}px: ${text.trim().slice(0, 40)}`);
    }
    return [...out];
  }, minPx);
}
