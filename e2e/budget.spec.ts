import { test, expect } from "@playwright/test";
import budgets from "../bench/budgets.json" with { type: "json" };
// @ts-expect-error: plain ESM helper without types
import { measurePageScripts } from "../scripts/lib/measure-js.mjs";

// A size, not a time: stable on a noisy machine. Figures and history in docs/PERFORMANCE.md.
test("the JavaScript loaded by / stays within the budget", async ({ page, baseURL }) => {
  const { totalBytes, scripts } = await measurePageScripts(page, `${baseURL}/`);
  const kb = totalBytes / 1024;
  test.info().annotations.push({ type: "js-kb", description: kb.toFixed(1) });
  expect(scripts.length, "the page loads its scripts").toBeGreaterThan(0);
  expect(kb, `JS on / is ${kb.toFixed(1)} KB gzipped`).toBeLessThanOrEqual(budgets.jsKbGzipOnHome);
});

// Issue 39, item 7: the cut-list page carries no schema before anyone types (the check loads with the first row).
for (const path of ["/cut-list", "/ta/cut-list"]) {
  test(`the JavaScript loaded by ${path} before anyone types stays within the budget`, async ({ page, baseURL }) => {
    const { totalBytes } = await measurePageScripts(page, `${baseURL}${path}`);
    const kb = totalBytes / 1024;
    test.info().annotations.push({ type: "js-kb", description: kb.toFixed(1) });
    expect(kb, `JS on ${path} is ${kb.toFixed(1)} KB gzipped`).toBeLessThanOrEqual(budgets.jsKbGzipOnCutList);
  });
}
