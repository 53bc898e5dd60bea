import "server-only";
import { getSiteFacts } from "@/lib/business/site-facts-store";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { CutList } from "@/lib/cutting/list/types";
import { connectToDatabase } from "@/lib/db/connect";
import { readOrderBody } from "@/lib/orders/store/order-body";
import { openEntries, setOrderFields, summariesOf, type OrderSummaryDoc } from "@/lib/orders/store/book";
import { indiaToday } from "@/lib/orders/reference";
import { getStations } from "@/lib/production/stations-store";
import type { Station } from "@/vocabulary/stations";
import { loadJobs, type Job, type Loaded } from "./load";
import type { CapacitySettings } from "./settings";
import { getCapacitySettings } from "./store";
import { orderWork } from "./work";

/**
 * The shop's load as it stands (issue 70): the confirmed and in-production orders, in the order they were confirmed,
 * each with the work still to do at each station (its minutes, less the share of its pieces already scanned past
 * the station), an order in a cutting batch loaded with the batch as one job. Read from the open orders' list and
 * the orders' summaries (by `_id`), kept in this process for KEEP_MS and refreshed in the background after that, so
 * an estimate never waits for it but the first time; a confirmation, a cancellation or a finish here drops it.
 */
const KEEP_MS = 10_000;
const LOADED = ["confirmed", "in-production"];

export interface LoadOrder {
  ref: string;
  job: string;
  customer: { name: string; phone: string };
  language: "en" | "ta";
  requiredBy: string;
  promisedOn: string;
  /** The day each station was planned to finish it, at confirmation. */
  stationDays: Record<string, string>;
  /** Pieces past each station, of how many pass it. */
  progress: Record<string, { done: number; of: number }>;
}

interface Snapshot {
  jobs: Job[];
  orders: LoadOrder[];
  at: number;
}

const held = globalThis as unknown as { __shopLoad?: { snapshot: Snapshot | null; inflight: Promise<Snapshot> | null; generation: number } };
const cache = (held.__shopLoad ??= { snapshot: null, inflight: null, generation: 0 });

/**
 * The load changed here (a confirmation, a cancellation, a finish): the next estimate reads it again, and a read
 * begun before the change is not kept (it may have missed it).
 */
export function dropShopLoad(): void {
  cache.generation++;
  cache.snapshot = null;
  cache.inflight = null;
}

/** An order confirmed before the capacity was kept has no `work`: it is worked out from its plan once, and kept. */
async function workOf(doc: OrderSummaryDoc, stations: readonly Station[], settings: CapacitySettings): Promise<Record<string, number>> {
  if (doc.work) return doc.work;
  const body = await readOrderBody(doc.bodyId);
  if (!body) return {};
  const work = orderWork(body.cutList, body.plans, stations, settings.standards);
  // Kept in the background: the load may be read inside another order's confirmation, which holds that order's lock.
  void setOrderFields(doc._id, { work }).catch(() => undefined);
  return work;
}

async function read(): Promise<Snapshot> {
  await connectToDatabase();
  const [entries, { stations }, settings] = await Promise.all([openEntries(), getStations(), getCapacitySettings()]);
  const docs = await summariesOf(entries.filter((e) => LOADED.includes(e.status)).map((e) => e.ref));
  const byJob = new Map<string, { job: Job; at: number }>();
  const orders: LoadOrder[] = [];
  for (const doc of docs) {
    const work = await workOf(doc, stations, settings);
    const progress = Object.fromEntries((doc.production?.stations ?? []).map((s) => [s.id, { done: s.done, of: s.of }]));
    const remaining = Object.fromEntries(
      Object.entries(work).map(([s, m]) => [s, progress[s]?.of ? m * (1 - progress[s].done / progress[s].of) : m]),
    );
    const id = doc.batch || doc._id;
    const at = new Date(doc.confirmedAt ?? doc.updatedAt).getTime();
    const entry = byJob.get(id) ?? { job: { id, refs: [], work: {} }, at };
    entry.job.refs.push(doc._id);
    for (const [s, m] of Object.entries(remaining)) entry.job.work[s] = (entry.job.work[s] ?? 0) + m;
    entry.at = Math.min(entry.at, at);
    byJob.set(id, entry);
    orders.push({
      ref: doc._id,
      job: id,
      customer: { name: doc.customer.name, phone: doc.customer.phone },
      language: doc.language === "ta" ? "ta" : "en",
      requiredBy: doc.requiredBy,
      promisedOn: doc.promisedOn ?? "",
      stationDays: doc.stationDays ?? {},
      progress,
    });
  }
  const jobs = [...byJob.values()].sort((a, b) => a.at - b.at || (a.job.id < b.job.id ? -1 : 1)).map((e) => e.job);
  return { jobs, orders, at: Date.now() };
}

/** The load: fresh when kept, else the kept one while a fresh one is read (only the first call waits). */
export async function shopLoad(): Promise<Snapshot> {
  const kept = cache.snapshot;
  const refresh = () => {
    const generation = cache.generation;
    const reading = (cache.inflight ??= read()
      .then((s) => {
        if (cache.generation === generation) cache.snapshot = s;
        return s;
      })
      .finally(() => {
        if (cache.inflight === reading) cache.inflight = null;
      }));
    return reading;
  };
  if (kept && Date.now() - kept.at < KEEP_MS) return kept;
  if (kept) {
    void refresh().catch(() => undefined);
    return kept;
  }
  return refresh();
}

/** The share of today still to work in India's time, from the business's opening hours (1 before opening, 0 after closing). */
export function shareOfDayLeft(opens: string, closes: string, now = new Date()): number {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const india = new Date(now.getTime() + 5.5 * 3600_000);
  const at = india.getUTCHours() * 60 + india.getUTCMinutes();
  const open = minutes(opens);
  const close = minutes(closes);
  if (close <= open) return 1;
  return Math.max(0, Math.min(1, (close - Math.max(at, open)) / (close - open)));
}

/** The load from today with `extra` behind it (a list placed now), `without` one order (the one being confirmed). */
export async function loadFromToday(extra?: Job, without?: string, days = 0): Promise<{ loaded: Loaded; orders: LoadOrder[]; stations: Station[] }> {
  const [snapshot, { stations }, settings, facts] = await Promise.all([shopLoad(), getStations(), getCapacitySettings(), getSiteFacts()]);
  const jobs = snapshot.jobs.map((j) => (without && j.refs.includes(without) ? null : j)).filter((j): j is Job => j !== null);
  const loaded = loadJobs(
    extra ? [...jobs, extra] : jobs,
    stations.map((s) => s.id),
    settings,
    indiaToday(),
    { firstDayShare: shareOfDayLeft(facts.opens, facts.closes), days },
  );
  return { loaded, orders: snapshot.orders, stations };
}

/** When a list cut on `plans`, placed now, would be ready (the estimate's `readyBy`). */
export async function listReadyBy(cutList: Pick<CutList, "rows">, plans: readonly Pick<MaterialPlan, "plan">[]): Promise<string> {
  const [{ stations }, settings] = await Promise.all([getStations(), getCapacitySettings()]);
  return (await readyFor(orderWork(cutList, plans, stations, settings.standards))).readyBy;
}

/** When a list of this work, placed now, would be ready: its ready day and each station's day. */
export async function readyFor(work: Record<string, number>, without?: string): Promise<{ readyBy: string; stationDays: Record<string, string> }> {
  const { loaded } = await loadFromToday({ id: "new", refs: [], work }, without);
  return { readyBy: loaded.readyOn.new, stationDays: loaded.finishOn.new ?? {} };
}
