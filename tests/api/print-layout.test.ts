/**
 * The workbooks the site writes print as the workshop prints them: every
 * sheet on A4, one page wide, the header row on every page, no header cut
 * off. Checked the way a person would, by printing: LibreOffice turns each
 * workbook into a PDF, poppler reads its pages (size, count, text). Needs
 * `soffice`, `pdfinfo` and `pdftotext` (the CI script installs them).
 */
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminSession, type Login } from "./helpers";
import { kitchenList, orderBody, guest, part } from "./orders-helpers";
import { call } from "./helpers";
import { exportPlanXlsx, LIST_HEADINGS } from "@/lib/cutting/list/export-xlsx";
import { planInputsByMaterial } from "@/lib/cutting/list/plan-inputs";
import { planInput } from "@/lib/cutting/list/plan-input";
import type { CutList } from "@/lib/cutting/list/types";

const has = (cmd: string) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
const printable = has("soffice") && has("pdfinfo") && has("pdftotext");
// CI installs them (.ci/run): there a missing tool is a failure, not a skip.
if (!printable && process.env.CI)
  throw new Error("print-layout: soffice, pdfinfo and pdftotext are needed (apt-get install libreoffice-calc-nogui poppler-utils)");
if (!printable) console.warn("print-layout: soffice, pdfinfo or pdftotext missing; the print checks are skipped");

const A4 = { short: 595, long: 842 }; // points
let work = "";
let admin: Login;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "print-layout-"));
  admin = await adminSession();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Page = { width: number; height: number; text: string };

/** Print a workbook to PDF with LibreOffice and read each page back. */
function print(name: string, data: Buffer): Page[] {
  const xlsx = path.join(work, `${name}.xlsx`);
  writeFileSync(xlsx, data);
  // Its own profile directory: a second LibreOffice (another test run) never blocks this one.
  const profile = `file://${path.join(work, `profile-${name}`)}`;
  execFileSync("soffice", [`-env:UserInstallation=${profile}`, "--headless", "--convert-to", "pdf", "--outdir", work, xlsx], {
    stdio: "ignore",
    timeout: 120_000,
  });
  const pdf = path.join(work, `${name}.pdf`);
  expect(readdirSync(work)).toContain(`${name}.pdf`);
  const info = execFileSync("pdfinfo", ["-l", "1000", pdf], { encoding: "utf8" });
  const sizes = [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
  return sizes.map((s, i) => ({
    ...s,
    text: execFileSync("pdftotext", ["-layout", "-f", String(i + 1), "-l", String(i + 1), pdf, "-"], { encoding: "utf8" }),
  }));
}

function expectA4(pages: Page[]) {
  for (const p of pages) {
    expect(Math.round(Math.min(p.width, p.height))).toBe(A4.short);
    expect(Math.round(Math.max(p.width, p.height))).toBe(A4.long);
  }
}

/** Text of a page with runs of spaces made one (a header may wrap in its cell but is never cut). */
const flat = (t: string) => t.replace(/\s+/g, " ");

describe.skipIf(!printable)("workbooks print on A4, one page wide, headers whole", () => {
  it("one order's workbook: each tab on its own A4 page, every column header printed whole", async () => {
    const placed = (await call("/api/orders", { method: "POST", body: orderBody({ guest: guest(), cutList: kitchenList() }) })).json.order;
    const res = await fetch(`${inject("baseUrl")}/api/admin/orders/${placed.reference}/xlsx`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    const pages = print("order", Buffer.from(await res.arrayBuffer()));
    expectA4(pages);
    // Four short tabs: four pages, never a tab spilling onto a second page sideways.
    expect(pages).toHaveLength(4);
    const all = pages.map((p) => flat(p.text));
    expect(all[0]).toContain(placed.reference);
    for (const h of ["Length (mm)", "Width (mm)", "L1 band (mm)", "W2 band (mm)", "Notes"]) expect(all[1]).toContain(h);
    for (const h of ["Edge length (mm)", "Edges to band", "Running metres"]) expect(all[2]).toContain(h);
    for (const h of ["Hinge cups", "Other holes", "Notes"]) expect(all[3]).toContain(h);
    for (const [i, tab] of ["Order", "Cut list", "Edge banding", "Boring"].entries()) expect(all[i]).toContain(`${tab} tab`);
  }, 180_000);

  it("a long cut list: many pages down, never a second page across, the header row on every page", async () => {
    const rows = Array.from({ length: 150 }, (_, i) =>
      part({ id: `r${i}`, name: `Cabinet ${i + 1} side`, length: 700 + (i % 5) * 10, width: 300 + (i % 7) * 20, quantity: 1 + (i % 3) }),
    );
    const list = { saw: { kerf: 4, trim: 10 }, rows } as unknown as CutList;
    const results = planInputsByMaterial(list, SEED_CATALOG).map((g) => ({ ...g, plan: planInput(g.input, 200) }));
    const blob = await exportPlanXlsx(list, results);
    const pages = print("cut-list", Buffer.from(await blob.arrayBuffer()));
    expectA4(pages);
    const listPages = pages.filter((p) => flat(p.text).includes("Cut list Page"));
    expect(listPages.length).toBeGreaterThan(1);
    // Landscape (a wide list) and every page starts with the whole header row.
    for (const p of listPages) {
      expect(p.width).toBeGreaterThan(p.height);
      const text = flat(p.text);
      for (const h of LIST_HEADINGS.filter((x) => !x.includes(" per piece"))) expect(text).toContain(h);
    }
    // Every part is printed once; the last one too.
    const printed = flat(listPages.map((p) => p.text).join(" "));
    expect(printed).toContain("Cabinet 150 side");
    expect(readFileSync(path.join(work, "cut-list.pdf")).length).toBeGreaterThan(0);
  }, 180_000);
});
