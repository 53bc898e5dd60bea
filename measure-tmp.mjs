import { chromium } from "@playwright/test";
import { measurePageScripts } from "./scripts/lib/measure-js.mjs";
const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const path of paths) {
  const runs = [];
  for (let i = 0; i < 2; i++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const { totalBytes, scripts } = await measurePageScripts(page, base + path);
    runs.push((totalBytes / 1024).toFixed(1));
    if (i === 0 && process.env.LIST) for (const s of scripts) console.log("   ", s.url ?? s, s.bytes ?? "");
    await page.close();
  }
  console.log(path, runs.join(" / "));
}
await browser.close();
