// `node scripts/make-icons.mjs`: renders public/icon.svg to app/apple-icon.png
// (180×180, for iOS home screens and the web manifest) in Debian's Chromium.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { root } from "./lib/embedded-db.mjs";
import { chromiumArgs } from "./lib/measure-js.mjs";

const svg = readFileSync(path.join(root, "public/icon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 180, height: 180 } });
await page.setContent(
  `<html><body style="margin:0;background:#17573a">${svg.replace(/width="32" height="32"/, 'width="180" height="180"')}</body></html>`,
);
await page.screenshot({ path: path.join(root, "app/apple-icon.png"), omitBackground: false });
await browser.close();
console.log("app/apple-icon.png");
