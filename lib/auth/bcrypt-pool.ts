/**
 * bcrypt off the main thread. bcryptjs is pure JavaScript: run in the request
 * thread, each hash blocks the event loop for ~100 ms slices, so a flood of bad
 * sign-ins would delay every other request. Hashes run in worker threads
 * instead (one job per worker at a time; the semaphore in ./password.ts caps
 * how many run at once). If workers cannot start (or BCRYPT_WORKERS=0), the
 * work falls back to the main thread.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import bcrypt from "bcryptjs";
import { config } from "@/lib/config";

type Op = "hash" | "compare";

const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcryptPath);
parentPort.on("message", ({ op, a, b }) => {
  try {
    const result = op === "hash" ? bcrypt.hashSync(a, b) : bcrypt.compareSync(a, b);
    parentPort.postMessage({ result });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});`;

function inThread(op: Op, a: string, b: string | number): Promise<string | boolean> {
  return op === "hash" ? bcrypt.hash(a, b as number) : bcrypt.compare(a, b as string);
}

function callWorker(worker: Worker, op: Op, a: string, b: string | number): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (m: { result?: string | boolean; error?: string }) => {
      cleanup();
      if (m.error !== undefined) reject(new Error(m.error));
      else resolve(m.result as string | boolean);
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new Error(`bcrypt worker exited (${code})`));
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
    worker.postMessage({ op, a, b });
  });
}

class BcryptPool {
  private readonly idle: Worker[] = [];
  /** Jobs run on a worker thread and on the main thread so far (the tests check where hashing happens). */
  readonly ran = { worker: 0, inline: 0 };
  private disabled = config().BCRYPT_WORKERS === 0;
  private bcryptPath: string | null = null;

  private spawn(): Worker | null {
    if (this.disabled) return null;
    try {
      this.bcryptPath ??= createRequire(path.join(process.cwd(), "package.json")).resolve("bcryptjs");
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptPath: this.bcryptPath } });
      worker.unref(); // never keeps the process alive
      return worker;
    } catch (err) {
      this.disabled = true;
      console.warn(`[auth] bcrypt workers unavailable, hashing on the main thread: ${(err as Error).message}`);
      return null;
    }
  }

  async run(op: Op, a: string, b: string | number): Promise<string | boolean> {
    const worker = this.idle.pop() ?? this.spawn();
    if (!worker) {
      this.ran.inline += 1;
      return inThread(op, a, b);
    }
    let healthy = true;
    try {
      const result = await callWorker(worker, op, a, b);
      this.ran.worker += 1;
      return result;
    } catch (err) {
      healthy = false;
      void worker.terminate().catch(() => undefined);
      // A broken worker must not turn into a failed sign-in: redo the work here.
      console.warn(`[auth] bcrypt worker failed, retrying on the main thread: ${(err as Error).message}`);
      this.ran.inline += 1;
      return inThread(op, a, b);
    } finally {
      if (healthy) this.idle.push(worker);
    }
  }
}

const globalForPool = globalThis as unknown as { __bcryptPool?: BcryptPool };
const pool = (globalForPool.__bcryptPool ??= new BcryptPool());

export function bcryptHash(password: string, cost: number): Promise<string> {
  return pool.run("hash", password, cost) as Promise<string>;
}

export function bcryptCompare(password: string, hash: string): Promise<boolean> {
  return pool.run("compare", password, hash) as Promise<boolean>;
}

/** How many bcrypt jobs ran on a worker thread and on the main thread in this process. */
export function bcryptJobsRun(): { worker: number; inline: number } {
  return { ...pool.ran };
}
