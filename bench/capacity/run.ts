/**
 * The load's cost (`npm run bench -- --capacity`; issue 70): every estimate loads the confirmed work onto the
 * stations (lib/capacity/load.ts), so its time with 500 open orders is what each estimate pays on top of its plan.
 * 500 orders of realistic work (a kitchen is 40 to 200 minutes at the saw), four stations, a small shop's capacity,
 * loaded 300 times with a new list behind them; prints the median, p95 and worst in ms. The budget is 20 ms p95.
 */
import { performance } from "node:perf_hooks";
import { loadJobs, type Job } from "../../lib/capacity/load";
import { DEFAULT_CAPACITY } from "../../lib/capacity/settings";

const ORDERS = Number(process.argv.find((a) => a.startsWith("--orders="))?.split("=")[1] ?? 500);
const RUNS = 300;
let seed = 11;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const stations = ["cut", "band", "bore", "pack"];
const jobs: Job[] = Array.from({ length: ORDERS }, (_, i) => ({
  id: `KPW-2026-${String(i + 1).padStart(4, "0")}`,
  refs: [`KPW-2026-${String(i + 1).padStart(4, "0")}`],
  work: { cut: 40 + rand() * 160, band: 20 + rand() * 120, bore: rand() * 60, pack: 10 + rand() * 30 },
}));
const newList: Job = { id: "new", refs: [], work: { cut: 90, band: 60, bore: 20, pack: 20 } };
const ms: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  loadJobs([...jobs, newList], stations, DEFAULT_CAPACITY, "2026-12-07", { firstDayShare: 0.6 });
  ms.push(performance.now() - t);
}
ms.sort((a, b) => a - b);
const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(2);
const last = loadJobs([...jobs, newList], stations, DEFAULT_CAPACITY, "2026-12-07").readyOn.new;
console.log(
  `${ORDERS} open orders, ${RUNS} loads: median ${at(0.5)} ms, p95 ${at(0.95)} ms, worst ${ms.at(-1)!.toFixed(2)} ms; the new list ready on ${last}`,
);
