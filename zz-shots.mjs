import { chromium } from "playwright-core";
const base = "http://127.0.0.1:3100";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const [loc, path] of [
  ["ta", "/ta/cut-list"],
  ["en", "/cut-list"],
]) {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await ctx.newPage();
  page.on("console", (m) => m.type() === "error" && console.log(loc, "console:", m.text()));
  await page.goto(base + path, { waitUntil: "networkidle" });
  const add = loc === "ta" ? "பாகம் சேர்" : "Add part";
  await page
    .getByRole("button", { name: new RegExp(add) })
    .first()
    .click();
  const L = loc === "ta" ? "பாகம் 1: நீளம்" : "Length of part 1";
  const W = loc === "ta" ? "பாகம் 1: அகலம்" : "Width of part 1";
  await page.getByLabel(L, { exact: true }).fill("3000");
  await page.getByLabel(W, { exact: true }).fill("12.25");
  await page
    .getByRole("button", { name: new RegExp(add) })
    .first()
    .click();
  const L2 = loc === "ta" ? "பாகம் 2: நீளம்" : "Length of part 2";
  const W2 = loc === "ta" ? "பாகம் 2: அகலம்" : "Width of part 2";
  await page.getByLabel(L2, { exact: true }).fill("720");
  await page.getByLabel(W2, { exact: true }).fill("30");
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${loc}-checks.png`, fullPage: false });
  const rows = page.getByTestId("cut-list-row");
  await rows.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-${loc}-row.png`, fullPage: false });
  await page.getByLabel(L, { exact: true }).fill("720");
  await page.getByLabel(W, { exact: true }).fill("560");
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `/tmp/shot-${loc}-full.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
