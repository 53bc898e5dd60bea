import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe's experimental rules run too (issue 38): among them label-content-name-mismatch (WCAG 2.5.3, the visible
 * words must be part of the accessible name) and the table rules. Listed by name so a newer axe that adds or
 * promotes one does not silently change what the suite checks.
 */
const EXPERIMENTAL = [
  "css-orientation-lock",
  "focus-order-semantics",
  "hidden-content",
  "label-content-name-mismatch",
  "p-as-heading",
  "table-fake-caption",
  "td-has-header",
];

/** Runs axe on the page (or only inside `include`) and expects no violations; each one is listed with up to five targets. */
export async function expectNoViolations(page: Page, label: string, include?: string) {
  const builder = new AxeBuilder({ page }).options({ rules: Object.fromEntries(EXPERIMENTAL.map((id) => [id, { enabled: true }])) });
  if (include) builder.include(include);
  // The landing page draws its lower sections as they near the screen (app/globals.css .drawn-near-screen): a
  // section not yet drawn has no colours to measure, and axe would measure its text against the page behind it. A
  // reader sees each section drawn, so it is checked drawn.
  await page.evaluate(() => document.documentElement.setAttribute("data-all-drawn", ""));
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
  expect(summary, label).toEqual([]);
}
