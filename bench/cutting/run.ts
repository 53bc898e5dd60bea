/**
 * The cutting benchmark: our optimiser against PackingSolver and rectpack on
 * the ten Berkey–Wang / Martello–Vigo classes (kerf and trim 0, rotation
 * allowed) and on realistic workshop cut lists. Run through `npm run bench --
 * --cutting` (add `--all` for all 500 class instances instead of 2 per class
 * and size, `--ours-only` to skip the reference solvers). The reference solvers
 * are Python packages installed into a private virtual environment under
 * bench/results/venv on first use (Python 3.12+ with pip); `npm test` never needs them.
 * `--stock` runs the plans on several board sizes instead (bench/cutting/stock.ts): our total price
 * against PackingSolver's variable-sized bin packing (3 stages, non-exact, 5 s per job).
 * `--batches` runs the cutting batches (bench/cutting/batches.ts): sets of 5 to 15 small orders, each order planned
 * on its own (1 s, as the site does) against the whole set planned together (9 s, the site's batch budget), and
 * PackingSolver on the set (10 s; `--ps-time=S` to give it more).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { planCuts, planStock } from "../../lib/cutting/engine";
import type { PlanInput, StockPlanInput } from "../../lib/cutting/engine/types";
import { verifyPlan } from "../../lib/cutting/engine/verify";
import { workshopInstances } from "./workshop";
import { stockInstances } from "./stock";
import { batchSets } from "./batches";

const here = path.dirname(new URL(import.meta.url).pathname);
const results = path.resolve(here, "../results");
const args = process.argv.slice(2);
const all = args.includes("--all");
const oursOnly = args.includes("--ours-only");
const timeLimitMs = Number(args.find((a) => a.startsWith("--time="))?.slice(7) ?? 1000);

type Named = { name: string; group: string; input: PlanInput };

function classInstances(): Named[] {
  const file = JSON.parse(readFileSync(path.join(here, "instances/classes.json"), "utf8")) as {
    instances: { name: string; sheet: [number, number]; parts: [number, number, number][] }[];
  };
  return file.instances
    .filter((i) => all || /_0[12]$/.test(i.name))
    .map((i) => ({
      name: i.name,
      group: i.name.slice(0, 7),
      input: {
        sheet: { length: i.sheet[0], width: i.sheet[1], trim: 0 },
        kerf: 0,
        parts: i.parts.map(([length, width, quantity], k) => ({ name: `p${k}`, length, width, quantity, grain: false })),
      },
    }));
}

function python(): string | null {
  const venv = path.join(results, "venv");
  const py = path.join(venv, "bin/python");
  if (existsSync(py)) return py;
  for (const candidate of ["python3.13", "python3.12", `${process.env.HOME}/.pyenv/versions/3.12.1/bin/python3`]) {
    const probe = spawnSync(candidate, ["-c", "import sys; assert sys.version_info >= (3, 12)"]);
    if (probe.status !== 0) continue;
    mkdirSync(results, { recursive: true });
    if (spawnSync(candidate, ["-m", "venv", venv], { stdio: "inherit" }).status !== 0) return null;
    if (spawnSync(py, ["-m", "pip", "install", "-q", "packingsolver", "rectpack"], { stdio: "inherit" }).status !== 0) return null;
    return py;
  }
  return null;
}

type Ref = { name: string; packingsolver: { sheets: number | null; seconds: number }; rectpack: { sheets: number } };

function references(instances: Named[]): Map<string, Ref> {
  const out = new Map<string, Ref>();
  if (oursOnly) return out;
  const py = python();
  if (!py) {
    console.warn("[bench:cutting] no Python 3.12+ with pip: reference solvers skipped");
    return out;
  }
  const payload = instances.map((i) => ({ name: i.name, sheet: i.input.sheet, kerf: i.input.kerf, parts: i.input.parts }));
  const res = spawnSync(py, [path.join(here, "reference.py"), "2"], { input: JSON.stringify(payload), maxBuffer: 64 << 20, encoding: "utf8" });
  if (res.status !== 0) throw new Error(`reference solvers failed: ${res.stderr}`);
  for (const line of res.stdout.trim().split("\n")) {
    const r = JSON.parse(line) as Ref;
    out.set(r.name, r);
  }
  return out;
}

/** Plans on several board sizes: our total price against PackingSolver's (reference_stock.py). */
function stockBench() {
  console.log(`[bench:cutting] ${stockInstances.length} stock jobs, our time limit ${timeLimitMs} ms, PackingSolver 5 s`);
  const refs = stockReferences(stockInstances, 5);
  const rows = stockInstances.map((inst) => {
    const started = performance.now();
    const plan = planStock(inst.input, { timeLimitMs });
    const ms = Math.round(performance.now() - started);
    const problems = verifyPlan(inst.input, plan);
    if (problems.length) throw new Error(`${inst.name}: invalid plan: ${problems[0]}`);
    const ref = refs.get(inst.name);
    const byRow = inst.input.stock.map((r, i) => [r.label, plan.sheets.filter((s) => s.stock === i).length] as const).filter(([, n]) => n);
    return {
      name: inst.name,
      parts: inst.input.parts.reduce((n, p) => n + p.quantity, 0),
      ours: plan.summary.cost!,
      packingsolver: ref?.cost ?? undefined,
      ratio: ref?.cost ? Math.round((plan.summary.cost! / ref.cost) * 10_000) / 10_000 : undefined,
      boards: byRow.map(([l, n]) => `${n}×${l}`).join(" "),
      ms,
    };
  });
  console.table(rows);
  const compared = rows.filter((r) => r.packingsolver !== undefined);
  const ours = compared.reduce((n, r) => n + r.ours, 0);
  const ps = compared.reduce((n, r) => n + r.packingsolver!, 0);
  if (compared.length) console.log(`total price: ours ${ours}, PackingSolver ${ps}; ours / PackingSolver ${(ours / ps).toFixed(4)}`);
  mkdirSync(results, { recursive: true });
  const file = path.join(results, `cutting-stock-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ timeLimitMs, rows, ours, packingsolver: ps }, null, 2));
  console.log(`[bench:cutting] written ${path.relative(process.cwd(), file)}`);
}

/** PackingSolver's cost of each job (reference_stock.py), by name; empty without Python. */
function stockReferences(jobs: { name: string; input: StockPlanInput }[], seconds: number) {
  const refs = new Map<string, { cost: number | null; boards: number | null; seconds: number }>();
  const py = oursOnly ? null : python();
  if (!py) return refs;
  const payload = jobs.map((i) => ({ name: i.name, ...i.input }));
  const res = spawnSync(py, [path.join(here, "reference_stock.py"), String(seconds)], {
    input: JSON.stringify(payload),
    maxBuffer: 64 << 20,
    encoding: "utf8",
  });
  if (res.status !== 0) throw new Error(`PackingSolver failed: ${res.stderr}`);
  for (const line of res.stdout.trim().split("\n")) {
    const r = JSON.parse(line);
    refs.set(r.name, r);
  }
  return refs;
}

/** Cutting batches: the orders' own plans against the set planned together, and PackingSolver on the set. */
function batchBench() {
  const batchMs = Number(args.find((a) => a.startsWith("--batch-time="))?.slice(13) ?? 9000);
  const psSeconds = Number(args.find((a) => a.startsWith("--ps-time="))?.slice(10) ?? 10);
  console.log(`[bench:cutting] ${batchSets.length} batch sets; each order 1000 ms, each batch ${batchMs} ms, PackingSolver ${psSeconds} s`);
  const refs = stockReferences(
    batchSets.map((b) => ({ name: b.name, input: b.union })),
    psSeconds,
  );
  const plan = (input: StockPlanInput, ms: number, name: string) => {
    const p = planStock(input, { timeLimitMs: ms });
    const problems = verifyPlan(input, p);
    if (problems.length) throw new Error(`${name}: invalid plan: ${problems[0]}`);
    return p;
  };
  const rows = batchSets.map((b) => {
    const own = b.orders.map((o, k) => plan(o, 1000, `${b.name} order ${k + 1}`));
    const started = performance.now();
    const nest = plan(b.union, batchMs, b.name);
    const ms = Math.round(performance.now() - started);
    const ownCost = own.reduce((n, p) => n + p.summary.cost!, 0);
    const ownBoards = own.reduce((n, p) => n + p.sheets.length, 0);
    // The site keeps the orders' own plans when the nest is no cheaper (lib/batches/compose.ts).
    const cost = Math.min(nest.summary.cost!, ownCost);
    const boards = nest.summary.cost! <= ownCost ? nest.sheets.length : ownBoards;
    const ref = refs.get(b.name);
    return {
      name: b.name,
      pieces: b.union.parts.reduce((n, p) => n + p.quantity, 0),
      ownBoards,
      boards,
      ownCost,
      cost,
      saved: ownCost - cost,
      packingsolver: ref?.cost ?? undefined,
      ratio: ref?.cost ? Math.round((cost / ref.cost) * 10_000) / 10_000 : undefined,
      ms,
    };
  });
  console.table(rows);
  mkdirSync(results, { recursive: true });
  const file = path.join(results, `cutting-batches-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ batchMs, rows }, null, 2));
  console.log(`[bench:cutting] written ${path.relative(process.cwd(), file)}`);
}

function main() {
  if (args.includes("--stock")) return stockBench();
  if (args.includes("--batches")) return batchBench();
  const instances: Named[] = [...classInstances(), ...workshopInstances.map((w) => ({ name: w.name, group: "workshop", input: w.input }))];
  console.log(`[bench:cutting] ${instances.length} instances, our time limit ${timeLimitMs} ms`);
  const refs = references(instances);
  const rows: { name: string; group: string; parts: number; ours: number; lb: number; ms: number; ps?: number; rp?: number }[] = [];
  for (const inst of instances) {
    const started = performance.now();
    const plan = planCuts(inst.input, { timeLimitMs });
    const ms = performance.now() - started;
    const problems = verifyPlan(inst.input, plan);
    if (problems.length) throw new Error(`${inst.name}: invalid plan: ${problems[0]}`);
    const ref = refs.get(inst.name);
    rows.push({
      name: inst.name,
      group: inst.group,
      parts: inst.input.parts.reduce((s, p) => s + p.quantity, 0),
      ours: plan.summary.sheets,
      lb: plan.summary.lowerBound,
      ms: Math.round(ms),
      ps: ref?.packingsolver.sheets ?? undefined,
      rp: ref?.rectpack.sheets,
    });
  }
  const groups = [...new Set(rows.map((r) => r.group))];
  const failed = rows.filter((r) => refs.size && r.ps === undefined);
  for (const r of failed) console.log(`  PackingSolver found no complete plan within 2 s: ${r.name} (ours ${r.ours}); left out of the totals`);
  const compared = refs.size ? rows.filter((r) => r.ps !== undefined) : rows;
  const table = groups.map((g) => {
    const rs = compared.filter((r) => r.group === g);
    const sum = (f: (r: (typeof rs)[number]) => number | undefined) => rs.reduce((s, r) => s + (f(r) ?? NaN), 0);
    return {
      group: g,
      instances: rs.length,
      ours: sum((r) => r.ours),
      packingsolver: sum((r) => r.ps),
      rectpack: sum((r) => r.rp),
      lowerBound: sum((r) => r.lb),
      maxMs: Math.max(...rows.filter((r) => r.group === g).map((r) => r.ms)),
    };
  });
  const total = table.reduce((t, r) => ({ ours: t.ours + r.ours, ps: t.ps + r.packingsolver, rp: t.rp + r.rectpack, lb: t.lb + r.lowerBound }), {
    ours: 0,
    ps: 0,
    rp: 0,
    lb: 0,
  });
  console.table(table);
  console.log(
    `total sheets: ours ${total.ours}, PackingSolver ${total.ps}, rectpack ${total.rp}, lower bound ${total.lb}; ours vs PackingSolver ${(((total.ours - total.ps) / total.ps) * 100).toFixed(2)}%`,
  );
  for (const r of rows) if (r.ps !== undefined && r.ours > r.ps) console.log(`  behind: ${r.name} ours ${r.ours} PackingSolver ${r.ps} (lb ${r.lb})`);
  // The published best known counts (bench/cutting/instances/best-known.json), for the class instances planned.
  const best = (JSON.parse(readFileSync(path.join(here, "instances/best-known.json"), "utf8")) as { bestKnown: Record<string, number> }).bestKnown;
  const known = rows.filter((r) => best[r.name] !== undefined);
  if (known.length) {
    const above = known.filter((r) => r.ours > best[r.name]);
    const sum = (f: (r: (typeof known)[number]) => number) => known.reduce((s, r) => s + f(r), 0);
    console.log(
      `best known on the ${known.length} class instances: ${sum((r) => best[r.name])}, ours ${sum((r) => r.ours)}; above it on ${above.length}:`,
    );
    for (const r of above) console.log(`  ${r.name} ours ${r.ours} best known ${best[r.name]} (lb ${r.lb})`);
  }
  mkdirSync(results, { recursive: true });
  const file = path.join(results, `cutting-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, JSON.stringify({ timeLimitMs, table, total, rows }, null, 2));
  console.log(`[bench:cutting] written ${path.relative(process.cwd(), file)}`);
}

main();
