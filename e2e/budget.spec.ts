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

// Issue 39, item 7: the Tamil font's three files are preloaded by the Tamil pages only (lib/site/tamil-fonts.ts).
test("the English pages preload no Tamil font; the Tamil pages preload theirs", async ({ request }) => {
  const preloads = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((m) => m[1]);
  for (const path of ["/", "/cut-list"])
    expect(
      (await preloads(path)).filter((f) => f.includes("noto_sans_tamil")),
      path,
    ).toEqual([]);
  for (const path of ["/ta", "/ta/contact"]) {
    const tamil = (await preloads(path)).filter((f) => f.includes("noto_sans_tamil"));
    expect(tamil, path).toHaveLength(3);
    for (const f of tamil) expect((await request.get(f)).status(), f).toBe(200);
  }
});

// Issue 56, item 6: the page carries its stylesheet twice (the <style> that paints and the payload's copy for client
// navigation), not a third time as the global error's styles (vercel/next.js#98110; scripts/patch-next.mjs).
test("the pages carry their stylesheet twice, not three times", async ({ request }) => {
  for (const path of ["/", "/cut-list", "/ta"]) {
    const html = await (await request.get(path)).text();
    expect(html.match(/\.tabular\{font-variant-numeric:tabular-nums\}/g), path).toHaveLength(2);
  }
});
