/**
 * The saw's file's cost (issue 53: "a batch's file within 1 s"): a batch-sized list (60 rows in four materials, 210
 * pieces) planned once, then its PTX written 20 times; prints the median and the slowest. The route adds two reads
 * by `_id` (the batch and the rack). Run: npx tsx bench/cutting/ptx.ts
 */
import { ptxJobs } from "../../lib/cutting/export/ptx/jobs";
import { writePtx } from "../../lib/cutting/export/ptx/write";
import { planByMaterial } from "../../lib/cutting/list/by-material";
import { SEED_CATALOG } from "../../lib/cutting/list/materials";
import type { CutList, CutListRow } from "../../lib/cutting/list/types";

const materials = ["mdf-18", "bwp-ply-18", "ply-6", "mdf-12"];
const rows: CutListRow[] = Array.from({ length: 60 }, (_, i) => ({
  id: `r${i}`,
  name: `Part ${i + 1}`,
  material: materials[i % 4],
  length: 300 + ((i * 137) % 1500),
  width: 200 + ((i * 71) % 800),
  quantity: 1 + (i % 6),
  grain: i % 3 === 0,
  edges: { l1: 1, l2: null, w1: 0.45, w2: null },
  note: "",
}));
const list: CutList = { saw: { kerf: 4, trim: 10 }, rows };
const { plans } = planByMaterial(list, SEED_CATALOG, { budgetMs: 2000 });
const pieces = plans.reduce((n, p) => n + p.plan.sheets.reduce((m, s) => m + s.placements.length, 0), 0);
const sheets = plans.reduce((n, p) => n + p.plan.sheets.length, 0);

const times: number[] = [];
let bytes = 0;
for (let k = 0; k < 20; k++) {
  const started = performance.now();
  const text = writePtx({
    title: "B-2026-0007",
    orderedOn: new Date(),
    cutOn: new Date(),
    kerf: 4,
    trim: 10,
    book: 3,
    headCuts: false,
    jobs: ptxJobs({
      name: "B-2026-0007",
      customer: "B-2026-0007, 6 orders",
      plans,
      catalog: SEED_CATALOG,
      rowOf: (i) => ({
        ...rows[i],
        order: "KPW-2026-0042",
        customer: "Meena Interiors",
        pieceCode: (copy) => `KPW-2026-0042/${i + 1}/${copy}`,
        key: i,
      }),
    }),
  });
  times.push(performance.now() - started);
  bytes = text.length;
}
times.sort((a, b) => a - b);
console.log(`${pieces} pieces on ${sheets} sheets, ${bytes} bytes: median ${times[10].toFixed(1)} ms, slowest ${times[19].toFixed(1)} ms`);
