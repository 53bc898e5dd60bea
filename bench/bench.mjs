// `npm run bench`: builds if needed, starts the site and a fresh embedded
// database on loopback, then measures:
//   - Lighthouse, mobile and desktop, on /, /services and /contact, 3 runs each (median);
//   - the JavaScript loaded by / before interaction (gzipped bytes);
//   - API load with autocannon (bounded in time, 127.0.0.1 only): GET /api/services
//     against a constant-JSON handler of a bare Next.js app, and GET /api/services under a login flood.
// Writes bench/results/<timestamp>.json and latest.json, prints a summary table.
// Options: --skip-lighthouse, --skip-api, --runs=N, --floor (also measures a bare Next.js
// page on mobile, for reference: what the framework alone costs on this machine), --lcp-pairs=N (the mobile LCP
// of / and of the bare page, alternated N times, with the medians' gap),
// --devtools=N (issue 56: `/`, `/cut-list` and the bare page, alternated N times, with the throttling applied for
// real, Lighthouse's devtools mode: a 4× slower CPU and slow 4G, so the paint is observed, not simulated),
// --skip-cutting; --cutting runs only the cutting optimiser's benchmark (bench/cutting/run.ts,
// which takes --all, --ours-only and --time=MS); --orders runs only the order book's
// (bench/order-book/run.ts: --sizes=1000,10000, --samples=30, --keep=<folder>); --backup runs only the backup's
// (bench/backup/run.mjs: the lag to the backup, its cost on placing an order, the restore of a filled database);
// --scans runs only the shop floor's (bench/floor/run.mjs: four stations scanning at once, --scans-per-station=300);
// --scale runs only one machine against several (bench/scale/run.mjs: the embedded database and one instance, a
// three-member replica set with one and two instances; orders, lookups and scans, --seconds=15); --capacity runs only
// the shop's load for 500 open orders (bench/capacity/run.ts, issue 70).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, cpus, totalmem } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { freePort, root, startEmbeddedDb } from "../scripts/lib/embedded-db.mjs";
import { chromiumArgs, measureScripts } from "../scripts/lib/measure-js.mjs";
import { ensureBuild, startNext } from "../scripts/lib/site-process.mjs";
import { startBareNext } from "../scripts/lib/bare-next.mjs";
import { apiTargetRows } from "./api-targets.mjs";
import { benchSiteEnv } from "./site-env.mjs";

const args = process.argv.slice(2);

/** The optimiser against the reference solvers (bench/cutting/run.ts); returns its exit status. */
function runCuttingBench() {
  const res = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "bench/cutting/run.ts"), ...args.filter((a) => a !== "--cutting")],
    { cwd: root, stdio: "inherit" },
  );
  return res.status ?? 1;
}
if (args.includes("--cutting")) process.exit(runCuttingBench());
// The backup of the books (bench/backup/run.mjs: --orders=N, --db=<folder of a filled database>).
if (args.includes("--backup")) {
  const res = spawnSync(process.execPath, [path.join(root, "bench/backup/run.mjs"), ...args.filter((a) => a !== "--backup")], {
    cwd: root,
    stdio: "inherit",
  });
  process.exit(res.status ?? 1);
}
// The order book as it fills (bench/order-book/run.ts: --sizes=1000,10000, --samples=30).
if (args.includes("--scans")) {
  const res = spawnSync(process.execPath, [path.join(root, "bench/floor/run.mjs"), ...args.filter((a) => a !== "--scans")], { stdio: "inherit" });
  process.exit(res.status ?? 1);
}

// The shop's load for 500 open orders, what each estimate pays (bench/capacity/run.ts, issue 70).
if (args.includes("--capacity")) {
  const res = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    [path.join(root, "bench/capacity/run.ts"), ...args.filter((a) => a !== "--capacity")],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  process.exit(res.status ?? 1);
}
// One machine against several (bench/scale/run.mjs: the embedded database and one instance, a replica set and two).
if (args.includes("--scale")) {
  const res = spawnSync(process.execPath, [path.join(root, "bench/scale/run.mjs"), ...args.filter((a) => a !== "--scale")], { stdio: "inherit" });
  process.exit(res.status ?? 1);
}

if (args.includes("--orders")) {
  const res = spawnSync(
    path.join(root, "node_modules/.bin/tsx"),
    ["--conditions=react-server", path.join(root, "bench/order-book/run.ts"), ...args.filter((a) => a !== "--orders")],
    { cwd: root, stdio: "inherit" },
  );
  process.exit(res.status ?? 1);
}
const runs = Number(args.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 3);
const budgets = JSON.parse(readFileSync(path.join(root, "bench/budgets.json"), "utf8"));
const routes = ["/", "/services", "/contact", "/cut-list"];
// Pages with a Tamil twin (lib/i18n/locales.ts TAMIL_PAGES, the ones with islands of their own): issue 20 allows a
// Tamil page at most 10 KB more JavaScript than its English twin.
const twinPages = ["/", "/services", "/contact", "/login", "/account", "/cut-list"];
const tamilOf = (p) => (p === "/" ? "/ta" : `/ta${p}`);
const TAMIL_EXTRA_KB = 10;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function runLighthouse(base, { formFactors = ["mobile", "desktop"], paths = routes, count = runs, throttlingMethod } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  const out = {};
  try {
    for (const formFactor of formFactors) {
      for (const route of paths) {
        const samples = [];
        for (let i = 0; i < count; i++) {
          const result = await lighthouse(
            base + route,
            { port: chrome.port, output: "json", logLevel: "error", ...(throttlingMethod ? { throttlingMethod } : {}) },
            formFactor === "desktop" ? desktopConfig : undefined,
          );
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError || lhr.categories.performance.score === null) {
            console.warn(`\n${formFactor} ${route}: run ${i + 1} failed (${lhr?.runtimeError?.code ?? "no result"}), retrying once`);
            if (!samples.retried) {
              samples.retried = true;
              i--;
            }
            continue;
          }
          samples.push({
            performance: Math.round(lhr.categories.performance.score * 100),
            accessibility: Math.round(lhr.categories.accessibility.score * 100),
            "best-practices": Math.round(lhr.categories["best-practices"].score * 100),
            seo: Math.round(lhr.categories.seo.score * 100),
            lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
            tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
            cls: Number((lhr.audits["cumulative-layout-shift"].numericValue ?? 0).toFixed(3)),
            failing: Object.values(lhr.audits)
              .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
              .map((a) => a.id),
          });
          process.stdout.write(".");
        }
        const keys = ["performance", "accessibility", "best-practices", "seo", "lcpMs", "tbtMs", "cls"];
        out[`${formFactor} ${route}`] = {
          ...Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])),
          failing: [...new Set(samples.flatMap((s) => s.failing))],
          samples,
        };
      }
    }
  } finally {
    await chrome.kill();
  }
  process.stdout.write("\n");
  return out;
}

/**
 * Measures the steady state a visitor gets: the pages are ISR (revalidate 60),
 * and for the first minute after a build they are the build's HTML, which has
 * no database behind it, so no pre-rendered services list. Request them until
 * Next has regenerated them with the list (at most about 90 s after a build).
 */
async function warmUp(base) {
  const started = Date.now();
  for (;;) {
    const pages = await Promise.all(["/", "/services"].map((p) => fetch(base + p).then((r) => r.text())));
    if (pages.every((html) => html.includes('data-testid="services-list"'))) break;
    if (Date.now() - started > 120_000) throw new Error("the pages were not regenerated with the services list within 120 s");
    await new Promise((r) => setTimeout(r, 3000));
  }
  await fetch(`${base}/contact`);
  await new Promise((r) => setTimeout(r, 1500));
}

/** The API load test lives in bench/api-load.mjs (its own server and database, so figures are not skewed by Lighthouse). */
function runApiLoad() {
  const seconds = process.env.BENCH_API_SECONDS || "20";
  const res = spawnSync(process.execPath, [path.join(root, "bench/api-load.mjs"), `--seconds=${seconds}`], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SKIP_BUILD: "1" },
  });
  if (res.status !== 0) throw new Error("bench/api-load.mjs failed");
  return JSON.parse(readFileSync(path.join(root, "bench/results/api-load-latest.json"), "utf8"));
}

/**
 * The floor: the smallest Next.js App Router page (one heading and a paragraph;
 * no CSS, no font, no client component), measured with the same Lighthouse settings.
 */
async function measureFloor() {
  const floor = await startBareNext();
  try {
    return (await runLighthouse(floor.url, { formFactors: ["mobile"], paths: ["/"] }))["mobile /"];
  } finally {
    await floor.stop();
  }
}

/**
 * The mobile LCP of / and of the bare page, one after the other, n times each. A single run of either swings by a
 * second on this machine (which scripts Lighthouse's simulation counts is a race on loopback: docs/PERFORMANCE.md,
 * stop 49); alternating shares the machine's slow moments between the two.
 */
async function measureLcpPairs(base, n) {
  const floor = await startBareNext();
  const site = [];
  const bare = [];
  try {
    for (let i = 0; i < n; i++) {
      site.push((await runLighthouse(base, { formFactors: ["mobile"], paths: ["/"], count: 1 }))["mobile /"].lcpMs);
      bare.push((await runLighthouse(floor.url, { formFactors: ["mobile"], paths: ["/"], count: 1 }))["mobile /"].lcpMs);
    }
  } finally {
    await floor.stop();
  }
  return { site, bare, siteMedian: median(site), bareMedian: median(bare), gap: median(site) - median(bare) };
}

/**
 * Issue 56: the observed LCP of `/` and `/cut-list` beside the bare Next.js page's, with the throttling applied for
 * real (devtools mode), one page after the other, n rounds: the machine's slow moments fall on all three alike.
 */
async function measureDevtools(base, n) {
  const floor = await startBareNext();
  const lcp = { "/": [], "/cut-list": [], bare: [] };
  const one = async (url, p) =>
    (await runLighthouse(url, { formFactors: ["mobile"], paths: [p], count: 1, throttlingMethod: "devtools" }))[`mobile ${p}`];
  try {
    for (let i = 0; i < n; i++) {
      lcp["/"].push((await one(base, "/")).lcpMs);
      lcp.bare.push((await one(floor.url, "/")).lcpMs);
      lcp["/cut-list"].push((await one(base, "/cut-list")).lcpMs);
    }
  } finally {
    await floor.stop();
  }
  return Object.fromEntries(Object.entries(lcp).map(([k, runs]) => [k, { runs, medianMs: median(runs) }]));
}

const dir = mkdtempSync(path.join(tmpdir(), "panels-bench-db-"));
let db, next;
try {
  ensureBuild();
  db = await startEmbeddedDb({ dir, quiet: true });
  const port = await freePort();
  next = await startNext({
    port,
    host: "127.0.0.1",
    quiet: true,
    env: benchSiteEnv(db.uri),
  });
  const base = next.url;
  await warmUp(base);

  const results = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
  };
  const js = await measureScripts(`${base}/`);
  results.jsHome = {
    kbGzip: Number((js.totalBytes / 1024).toFixed(1)),
    headersKb: Number((js.headerBytes / 1024).toFixed(1)),
    scripts: js.scripts.map((s) => ({ url: s.url.replace(base, ""), kb: Number((s.bytes / 1024).toFixed(1)) })),
  };
  // What a phone gets: its browser takes brotli, and the build's .br files answer it (scripts/lib/static-brotli.mjs).
  results.jsHome.kbBrotli = Number(((await measureScripts(`${base}/`, { acceptEncoding: "gzip, deflate, br" })).totalBytes / 1024).toFixed(1));
  const kbOf = async (p) => Number(((await measureScripts(`${base}${p}`)).totalBytes / 1024).toFixed(1));
  results.jsTwins = [];
  for (const p of twinPages) results.jsTwins.push({ path: p, en: await kbOf(p), ta: await kbOf(tamilOf(p)) });
  if (!args.includes("--skip-lighthouse")) results.lighthouse = await runLighthouse(base);
  const lcpPairs = Number(args.find((a) => a.startsWith("--lcp-pairs="))?.split("=")[1] ?? 0);
  if (lcpPairs > 0) results.lcpPairs = await measureLcpPairs(base, lcpPairs);
  const devtools = Number(args.find((a) => a.startsWith("--devtools="))?.split("=")[1] ?? 0);
  if (devtools > 0) {
    results.devtools = await measureDevtools(base, devtools);
    console.table(Object.entries(results.devtools).map(([page, r]) => ({ page, "observed LCP median (ms)": r.medianMs, runs: r.runs.join(", ") })));
  }
  await next.stop();
  if (args.includes("--floor")) results.floor = await measureFloor();
  await db.stop();
  next = db = undefined;
  if (!args.includes("--skip-api")) results.api = runApiLoad();

  const outDir = path.join(root, "bench/results");
  mkdirSync(outDir, { recursive: true });
  const json = JSON.stringify(results, null, 2);
  writeFileSync(path.join(outDir, `${results.date.replace(/[:.]/g, "-")}.json`), json);
  writeFileSync(path.join(outDir, "latest.json"), json);

  const rows = [];
  const row = (figure, value, target, ok) => rows.push({ figure, value, target, ok: ok ? "yes" : "NO" });
  row("JS on / (KB gzip)", results.jsHome.kbGzip, `≤ ${budgets.jsKbGzipOnHome}`, results.jsHome.kbGzip <= budgets.jsKbGzipOnHome);
  row("JS on / (KB brotli, as a phone gets it)", results.jsHome.kbBrotli, "(as served)", true);
  const cutList = results.jsTwins.find((t) => t.path === "/cut-list");
  if (cutList) row("JS on /cut-list (KB gzip)", cutList.en, `≤ ${budgets.jsKbGzipOnCutList}`, cutList.en <= budgets.jsKbGzipOnCutList);
  for (const t of results.jsTwins)
    row(`JS on ${t.path} / ${tamilOf(t.path)} (KB gzip)`, `${t.en} / ${t.ta}`, `Tamil ≤ English + ${TAMIL_EXTRA_KB}`, t.ta <= t.en + TAMIL_EXTRA_KB);
  for (const [key, r] of Object.entries(results.lighthouse ?? {})) {
    const t = budgets.lighthouse[key.split(" ")[0]];
    for (const cat of Object.keys(t)) row(`Lighthouse ${key} ${cat}`, r[cat], `≥ ${t[cat]}`, r[cat] >= t[cat]);
    if (key === "mobile /") {
      const m = budgets.mobileHome;
      row("mobile / LCP (ms)", r.lcpMs, `≤ ${m.lcpMs}`, r.lcpMs <= m.lcpMs);
      row("mobile / TBT (ms)", r.tbtMs, `≤ ${m.tbtMs}`, r.tbtMs <= m.tbtMs);
      row("mobile / CLS", r.cls, `≤ ${m.cls}`, r.cls <= m.cls);
    }
  }
  if (results.floor) {
    const f = results.floor;
    row("floor: bare Next.js page, mobile performance", f.performance, "(reference)", true);
    row("floor: bare Next.js page, mobile LCP / TBT (ms)", `${f.lcpMs} / ${f.tbtMs}`, "(reference)", true);
  }
  if (results.lcpPairs) {
    const p = results.lcpPairs;
    row(`mobile LCP, / and the bare page alternated ${p.site.length} times: medians (ms)`, `${p.siteMedian} / ${p.bareMedian}`, "(reference)", true);
    row("mobile LCP, gap of / over the bare page (ms)", p.gap, "≤ 1030 (issue 39: half of 2,060)", p.gap <= 1030);
  }
  if (results.api) for (const r of apiTargetRows(results.api, budgets.api)) row(r.figure, r.value, r.target, r.ok);
  console.table(rows);
  for (const [key, r] of Object.entries(results.lighthouse ?? {}))
    if (r.failing.length) console.log(`${key} failing audits: ${r.failing.join(", ")}`);
  console.log(`results: bench/results/latest.json`);
  if (!args.includes("--skip-cutting") && runCuttingBench() !== 0) process.exitCode = 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await next?.stop();
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
}
