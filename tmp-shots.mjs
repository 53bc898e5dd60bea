import { chromium } from "playwright";
const base = "http://127.0.0.1:3456";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const spec of process.argv.slice(2)) {
  const [route, ...ys] = spec.split(",");
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(base + route, { waitUntil: "networkidle" });
  for (const y of ys) {
    await page.evaluate((y) => window.scrollTo(0, Number(y)), y);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/tashots/v${route.replace(/\//g, "_")}-${y}.png` });
  }
  console.log(route, await page.evaluate(() => document.documentElement.scrollHeight));
  await page.close();
}
await browser.close();
