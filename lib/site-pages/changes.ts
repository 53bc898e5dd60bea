import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { revalidatePath } from "next/cache";
import mongoose from "mongoose";
import { config } from "@/lib/config";
import { connectToDatabase } from "@/lib/db/connect";
import { Counter } from "@/models/Counter";

/**
 * Several site instances are one site (issue 68). A save that changes what the pre-rendered pages show (the business
 * facts, the services, the gallery) regenerates them at once in the instance that saved, and bumps one shared number
 * in the database (`counters`, `_id: "pages-changed"`). Every instance reads that number by `_id` every POLL_MS, and on
 * MongoDB also watches it by a change stream (a replica set sends the change at once; the embedded database has
 * none). A new number drops this instance's copies (the facts, the services' list) and regenerates its pages,
 * so a save reaches every instance's pages within POLL_MS plus one regeneration (docs/SCALE.md). Next.js drops a
 * revalidation asked outside a request, so the watcher asks its own server, on loopback, through
 * POST /api/internal/pages-changed, with a token only this deployment's servers can make (from AUTH_SECRET).
 */
const ID = "pages-changed";
/** The internal route this instance calls on itself (app/api/internal/pages-changed): a server-to-itself call, no page links to it. */
const PAGES_CHANGED_PATH = "/api/internal/pages-changed";
export const POLL_MS = 5_000;

type Dropper = () => void;
const held = globalThis as unknown as { __pagesDroppers?: Set<Dropper>; __pagesWatch?: { seen: number | null; stop: () => void } };
const droppers = (held.__pagesDroppers ??= new Set());

/** A module that keeps a copy of what the pages show says how to drop it (the facts, the services). */
export function onPagesChanged(drop: Dropper): void {
  droppers.add(drop);
}

/** This instance: drop every copy and regenerate the pages (inside a request or an action). */
export function refreshPagesHere(): void {
  for (const drop of droppers) drop();
  try {
    revalidatePath("/", "layout");
  } catch (err) {
    // Outside a request (scripts, unit tests) there is nothing to regenerate.
    console.warn("[pages] regeneration skipped:", (err as Error).message);
  }
}

/** After a save: this instance's pages at once, every other instance's through the shared number. */
export async function pagesChanged(): Promise<void> {
  refreshPagesHere();
  await connectToDatabase();
  const doc = await Counter.findOneAndUpdate({ _id: ID }, { $inc: { seq: 1 } }, { upsert: true, new: true }).lean();
  if (held.__pagesWatch && doc) held.__pagesWatch.seen = doc.seq;
}

/** The token of the loopback call: an HMAC of AUTH_SECRET, so no one outside the deployment can make it. */
export function pagesToken(): string {
  return createHmac("sha256", config().AUTH_SECRET ?? "")
    .update("pages-changed")
    .digest("base64url");
}

export function isPagesToken(given: string | null): boolean {
  const want = Buffer.from(pagesToken());
  const got = Buffer.from(given ?? "");
  return got.length === want.length && timingSafeEqual(got, want);
}

async function currentNumber(): Promise<number> {
  await connectToDatabase();
  const doc = await Counter.findById(ID).lean();
  return doc?.seq ?? 0;
}

/** Asks this instance's own server to refresh (POST /api/internal/pages-changed on loopback). */
async function askOwnServer(): Promise<void> {
  const { PORT: port, HOST } = config();
  const host = HOST === "0.0.0.0" || HOST === "::" ? "127.0.0.1" : HOST;
  const res = await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${port}${PAGES_CHANGED_PATH}`, {
    method: "POST",
    headers: { "x-pages-token": pagesToken() },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`the site answered ${res.status}`);
}

/** True when the database is a replica set (a change stream can be opened), false on the embedded database. */
async function isReplicaSet(): Promise<boolean> {
  await connectToDatabase();
  const hello = await mongoose.connection.db!.admin().command({ hello: 1 });
  return typeof hello.setName === "string";
}

/**
 * Starts the watch (instrumentation.ts, once per server process). Never throws: a database that is down only
 * delays it, and a change stream that breaks falls back to reading the number until it can be opened again.
 */
export function watchPageChanges(): void {
  if (held.__pagesWatch) return;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stream: mongoose.mongo.ChangeStream | null = null;
  const state = (held.__pagesWatch = {
    seen: null as number | null,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      void stream?.close().catch(() => undefined);
    },
  });
  const changed = async (n: number) => {
    if (state.seen === null) {
      state.seen = n;
      return;
    }
    if (n === state.seen) return;
    const before = state.seen;
    state.seen = n;
    await askOwnServer().catch((err) => {
      // Not seen after all: the next read of the number asks again.
      if (state.seen === n) state.seen = before;
      console.warn(`[pages] refresh after another instance's save failed: ${(err as Error).message}`);
    });
  };
  // The number is read every POLL_MS even while a change stream is open: a save between the first read and the
  // stream's start, or a refresh that failed, is caught within one tick; the stream only makes it sooner.
  const poll = async () => {
    if (stopped) return;
    try {
      await changed(await currentNumber());
      if (!stream && (await isReplicaSet())) openStream();
    } catch {
      // The database is down: try again at the next tick.
    }
    if (!stopped) (timer = setTimeout(() => void poll(), POLL_MS)).unref();
  };
  const openStream = () => {
    const s = Counter.collection.watch([{ $match: { "documentKey._id": ID } }], { fullDocument: "updateLookup" });
    stream = s;
    s.on("change", (ev: { fullDocument?: { seq?: number } }) => void changed(ev.fullDocument?.seq ?? (state.seen ?? 0) + 1));
    s.on("error", () => {
      // A failover or a lost connection: the poll opens a new one when it can.
      stream = null;
      void s.close().catch(() => undefined);
    });
  };
  void poll();
}
