// Browser responsiveness of /cut-list while the Web Worker plans (issue 10's target: no
// main-thread task over 50 ms). Loopback only, bounded: opens the page at 390 px in Debian's
// Chromium with a 4× CPU slowdown (a cheap phone; CPU_SLOWDOWN=1 for none), stores a 300-part list (a builder's
// 12 kitchens), reloads so the worker plans it, then edits a length 5 times (each edit
// re-plans), recording every long task (PerformanceObserver "longtask") from load to the last plan.
// Usage: node bench/cut-list-longtasks.mjs <base URL of a running production site>
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../scripts/lib/measure-js.mjs";

const base = process.argv[2];
if (!base) throw new Error("usage: node bench/cut-list-longtasks.mjs http://127.0.0.1:PORT");

const part = (i, name, length, width, quantity, grain, material = "bwp-ply-18") => ({
  id: `r${i}`,
  name,
  material,
  length: String(length),
  width: String(width),
  quantity: String(quantity),
  grain,
  edges: { l1: 0.8, l2: null, w1: null, w2: null },
  note: "",
});
// 300 pieces over two boards, the mix of the benchmark's workshop lists.
const rows = [
  part(0, "Base side", 720, 560, 48, false),
  part(1, "Base bottom", 564, 560, 24, false),
  part(2, "Top rail", 564, 100, 48, false),
  part(3, "Shelf", 562, 540, 24, false),
  part(4, "Wall side", 720, 300, 48, false),
  part(5, "Wall shelf", 562, 280, 48, false),
  part(6, "Shutter", 717, 297, 60, true, "prelam-pb-18"),
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
  await page.goto(`${base}/cut-list`);
  await page.evaluate((state) => localStorage.setItem("kpw-cut-list", JSON.stringify({ state, version: 1 })), {
    rows,
    saw: { kerf: "4", trim: "10" },
  });
  await page.reload();
  const summary = page.getByTestId("cut-list-summary");
  const upToDate = () => summary.getByText("Plan up to date").waitFor({ timeout: 120_000 });
  await upToDate();
  const loaded = await page.evaluate(() => window.__longTasks.length);
  // Resolved once: Playwright's label lookup runs on the page's main thread, and would count as the page's own long task.
  const length = await page.getByLabel("Length of part 1", { exact: true }).elementHandle();
  const editStarted = await page.evaluate(() => performance.now());
  for (const v of ["721", "722", "723", "724", "720"]) {
    await length.fill(v);
    await page.waitForTimeout(100);
  }
  await upToDate();
  const tasks = await page.evaluate(() => window.__longTasks);
  const duringEdits = tasks.filter((t) => t.start >= editStarted);
  const sheets = await page.getByTestId("summary-sheets").innerText();
  const max = (ts) => ts.reduce((m, t) => Math.max(m, t.ms), 0);
  console.table([
    { phase: "page load and first plan", longTasks: loaded, maxMs: max(tasks.slice(0, loaded)) },
    { phase: "5 edits, each re-planned by the worker", longTasks: duringEdits.length, maxMs: max(duringEdits) },
  ]);
  console.log(`pieces: ${rows.reduce((s, r) => s + Number(r.quantity), 0)}, sheets shown: ${sheets}; CPU slowdown ${slowdown}×`);
} finally {
  await browser.close();
}
