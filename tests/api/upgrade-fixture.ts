/**
 * The database an earlier version of the site made (tests/fixtures/upgrade: from commit 396ee48; how:
 * make-fixture.mjs), what it holds, and the steps to serve it: shared by the upgrade test and the move to MongoDB
 * (tests/api/db-copy.test.ts, issue 68).
 */
import { gunzipSync } from "node:zlib";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect } from "vitest";
import { call, sleep, type ApiResponse, type CallOptions } from "./helpers";
import { startExtraServer, type ExtraServer } from "./extra-server";
// @ts-expect-error: plain ESM helpers without types
import { startEmbeddedDb } from "../../scripts/lib/embedded-db.mjs";

const fixtures = path.resolve(__dirname, "../fixtures/upgrade");
export const expected = JSON.parse(readFileSync(path.join(fixtures, "expected.json"), "utf8")) as {
  users: { name: string; email: string; role: string }[];
  password: string;
  enquiries: number;
  orders: {
    reference: string;
    status: string;
    confirmedPaise: number | null;
    customer: string;
    phone: string;
    boardsBy: string;
    rows: number;
    pieces: number;
    sheets: number;
    estimateTotalPaise: number;
    history: string[];
    owner: string | null;
    key: string;
  }[];
};

export type Db = { uri: string; stop: () => Promise<void> };
export const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

/** The fixture's database in a folder of its own, as the embedded database keeps it (0700, files 0600). */
export async function fixtureDb(): Promise<Db> {
  const dir = mkdtempSync(path.join(tmpdir(), "panels-upgrade-"));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, "db"), { mode: 0o700 });
  const file = path.join(dir, "db", "panels.sqlite");
  writeFileSync(file, gunzipSync(readFileSync(path.join(fixtures, "panels-396ee48.sqlite.gz"))));
  chmodSync(file, 0o600);
  const db: Db = await startEmbeddedDb({ dir: path.join(dir, "db"), quiet: true });
  cleanup.push(() => db.stop());
  return db;
}

export type Api = (p: string, init?: Pick<CallOptions, "method" | "token" | "body">) => Promise<ApiResponse>;

export async function serve(db: Pick<Db, "uri">): Promise<ExtraServer & { api: Api }> {
  const server = await startExtraServer({ MONGODB_URI: db.uri, SEED_ON_START: "true", RATE_LIMIT_ORDER_MAX: "0" });
  cleanup.push(() => server.stop());
  const api: Api = (p, init = {}) => call(p, { ...init, server: server.url });
  return { ...server, api };
}

/** Waits for the start-up migrations (they run in the background): every order of the fixture answers. */
export async function migrated(api: Api) {
  for (const started = Date.now(); Date.now() - started < 60_000; await sleep(300)) {
    const all = await Promise.all(expected.orders.map((o) => api(`/api/orders/${o.reference}?key=${o.key}`)));
    if (all.every((r) => r.status === 200)) return all.map((r) => r.json.order);
  }
  throw new Error("the orders were not migrated within a minute");
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an order as the API gives it
export function expectOrdersAsMade(orders: any[]) {
  for (const [i, want] of expected.orders.entries()) {
    const o = orders[i];
    expect(
      {
        reference: o.reference,
        status: o.status,
        confirmedPaise: o.confirmedPaise ?? null,
        customer: o.customer.name,
        phone: o.customer.phone,
        boardsBy: o.boardsBy,
        rows: o.cutList.rows.length,
        pieces: o.cutList.rows.reduce((n: number, r: { quantity: number }) => n + r.quantity, 0),
        sheets: o.plans.reduce((n: number, p: { plan: { sheets: unknown[] } }) => n + p.plan.sheets.length, 0),
        estimateTotalPaise: o.estimate.totalPaise,
        history: o.history.map((h: { status: string }) => h.status),
      },
      want.reference,
    ).toEqual({
      reference: want.reference,
      status: want.status,
      confirmedPaise: want.confirmedPaise,
      customer: want.customer,
      phone: want.phone,
      boardsBy: want.boardsBy,
      rows: want.rows,
      pieces: want.pieces,
      sheets: want.sheets,
      estimateTotalPaise: want.estimateTotalPaise,
      history: want.history,
    });
  }
}
