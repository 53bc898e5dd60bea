// Measures the JavaScript a page loads before any interaction: the sum of the
// compressed (gzip, as served) body bytes of every script response, in Debian's
// Chromium. The page asks for gzip alone, so the figure stays the one the budgets
// were set in: a browser that takes brotli gets the build's .br files, about 14 %
// smaller (scripts/lib/static-brotli.mjs). HTTP headers are counted separately (`headerBytes`): they are not
// JavaScript, and most of them are the security headers every response carries.
// Used by `npm run bench` and by the budget test in e2e/budget.spec.ts.
import { chromium } from "@playwright/test";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Returns { totalBytes, headerBytes, scripts: [{url, bytes, headerBytes}] } for `url` opened in a fresh mobile-sized page. */
export async function measurePageScripts(page, url, acceptEncoding = "gzip, deflate") {
  const pending = [];
  const onFinished = (request) => {
    if (request.resourceType() !== "script") return;
    // A size asked for as the page closes rejects; it must not become an unhandled rejection that fails the caller.
    pending.push(
      request
        .sizes()
        .then((s) => ({ url: request.url(), bytes: s.responseBodySize, headerBytes: s.responseHeadersSize }))
        .catch(() => null),
    );
  };
  page.on("requestfinished", onFinished);
  await page.setExtraHTTPHeaders({ "Accept-Encoding": acceptEncoding });
  await page.goto(url, { waitUntil: "networkidle" });
  // Scripts that start after the network went idle are not part of the page's load.
  page.off("requestfinished", onFinished);
  const scripts = (await Promise.all(pending)).filter(Boolean);
  return {
    totalBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
    headerBytes: scripts.reduce((sum, s) => sum + s.headerBytes, 0),
    scripts,
  };
}

export async function measureScripts(url, { executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium", acceptEncoding } = {}) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    return await measurePageScripts(page, url, acceptEncoding);
  } finally {
    await browser.close();
  }
}
