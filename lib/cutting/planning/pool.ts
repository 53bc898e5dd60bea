/**
 * The server's planning threads. A plan searches for up to a second; run on
 * the request's thread it would hold every other request of the process for
 * that long. Here it runs on a small pool of worker threads (by default one
 * fewer than the CPU cores, at least one), behind a fair queue: at most
 * PLAN_MAX_QUEUE jobs wait, PLAN_MAX_QUEUE_PER_CLIENT of them from one client,
 * and a full queue answers 503 with Retry-After instead of growing.
 */
import "server-only";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { Semaphore, SemaphoreFullError } from "@/lib/util/semaphore";
import { config } from "@/lib/config";
import { ServiceUnavailableError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { runPlanJob, type JobMessage, type PlanJob, type PlanJobResult, type ReplyMessage } from "./jobs";

/** A job still running after this long is stuck (the search stops itself within about a second): its thread is replaced. */
const STUCK_AFTER_MS = 30_000;

type Result = ReturnType<typeof runPlanJob>;
interface Pending {
  id: number;
  job: PlanJob;
  resolve: (r: Result) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}
interface Slot {
  worker: Worker;
  pending: Pending | null;
  /** Set at the thread's first answer: a thread that fails before it is one that cannot start here. */
  answered: boolean;
}

export function planThreadCount(): number {
  const set = config().PLAN_THREADS;
  return set > 0 ? set : Math.min(4, Math.max(1, availableParallelism() - 1));
}

class PlanPool {
  private readonly slots: Slot[] = [];
  private readonly gate: Semaphore;
  private nextId = 1;
  /** Set when a thread cannot be started at all: plans then run inline (slower for everyone, but correct). */
  private broken = false;

  private planInlineFromNowOn(err: unknown) {
    if (!this.broken) console.error("[plan-threads] cannot start a planning thread; planning inline from now on:", err);
    this.broken = true;
  }

  constructor(readonly size: number) {
    const c = config();
    // Orders being placed wait in a line of their own, served before previews: a flood of previews cannot crowd them out.
    this.gate = new Semaphore(size, c.PLAN_MAX_QUEUE, c.PLAN_MAX_QUEUE_PER_CLIENT, {
      maxQueue: c.PLAN_MAX_ORDER_QUEUE,
      maxQueuePerKey: c.PLAN_MAX_ORDER_QUEUE_PER_CLIENT,
    });
  }

  async run(job: PlanJob, key: string, priority: PlanPriority): Promise<Result> {
    try {
      return await this.gate.run(() => this.onFreeThread(job), key, priority === "order");
    } catch (err) {
      if (err instanceof SemaphoreFullError) throw new ServiceUnavailableError(refusal("plannerBusy"), 2);
      throw err;
    }
  }

  /** The gate lets at most `size` jobs in at once, so an idle slot exists or one can be started. */
  private onFreeThread(job: PlanJob): Promise<Result> {
    const slot = this.broken ? null : (this.slots.find((s) => !s.pending) ?? this.spawn());
    if (!slot) return Promise.resolve().then(() => runPlanJob(job));
    return new Promise<Result>((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => this.retire(slot, new ServiceUnavailableError(refusal("planTooLong"), 2)), STUCK_AFTER_MS);
      slot.pending = { id, job, resolve, reject, timer };
      slot.worker.postMessage({ id, job } satisfies JobMessage);
    });
  }

  private spawn(): Slot | null {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./thread.ts", import.meta.url));
    } catch (err) {
      this.planInlineFromNowOn(err);
      return null;
    }
    worker.unref(); // an idle thread never keeps the process alive
    const slot: Slot = { worker, pending: null, answered: false };
    worker.on("message", (reply: ReplyMessage) => {
      const p = slot.pending;
      slot.answered = true;
      if (!p || p.id !== reply.id) return;
      clearTimeout(p.timer);
      slot.pending = null;
      if (reply.ok) p.resolve(reply.result);
      else p.reject(new Error(reply.message));
    });
    worker.on("error", (err) => this.retire(slot, err));
    worker.on("exit", (code) => this.retire(slot, new Error(`planning thread exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  /**
   * Drops a failed or stuck thread: its job fails and the next job starts a
   * fresh thread. A thread that fails before its first answer could not start
   * (its code missing from the build, no memory for it): its job and every
   * later one are planned inline instead.
   */
  private retire(slot: Slot, err: Error) {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    const p = slot.pending;
    slot.pending = null;
    void slot.worker.terminate();
    if (!p) return;
    clearTimeout(p.timer);
    if (slot.answered || err instanceof ServiceUnavailableError) return p.reject(err);
    this.planInlineFromNowOn(err);
    try {
      p.resolve(runPlanJob(p.job));
    } catch (inline) {
      p.reject(inline instanceof Error ? inline : new Error(String(inline)));
    }
  }
}

const globalForPlans = globalThis as unknown as { __planPool?: PlanPool };

/** "order": a job an order being placed waits for (served first, with its own queue limits); "preview": the rest. */
export type PlanPriority = "order" | "preview";

/** Runs a planning job on a worker thread; `key` is the fairness key (the client's address). */
export async function planOffThread<J extends PlanJob>(job: J, key = "", priority: PlanPriority = "preview"): Promise<PlanJobResult<J>> {
  const pool = (globalForPlans.__planPool ??= new PlanPool(planThreadCount()));
  return (await pool.run(job, key, priority)) as PlanJobResult<J>;
}
