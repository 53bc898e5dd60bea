import { defineConfig } from "vitest/config";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(fileURLToPath(import.meta.url));
// Tests run server modules in Node directly: `server-only` is the empty module it is on the server.
const alias = { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") };

/**
 * API test files that run one at a time, after the others: they stop or pause the database, read the server's query
 * log (any other file's queries would be in it), change what every price is made of (the boards, the tariff, the
 * business's details, the stations), put offcuts in the store (an order confirmed beside them could take one), or
 * check invariants over every order and offcut in the store.
 */
const API_ALONE = [
  "database-down",
  "database-faults",
  "hot-queries",
  "order-lookups",
  "refusal-cost",
  "order-model",
  "materials",
  "orders",
  "money",
  "every-tap",
  "year-books",
  "site-facts",
  "eway-bill",
  "shelf",
  "production",
  "offcuts",
  "batches",
  "order-workflow",
  "books",
  "order-book-sweep",
  "one-site",
  "failover",
  "capacity",
].map((f) => `tests/api/${f}.test.ts`);

/**
 * Files that test the embedded database itself, each on databases it starts (the launcher, the backup drill, an
 * upgrade from an old folder, a full disk): the replica-set run (`TEST_DB=replica-set`, issue 68) leaves them out, as
 * they would run there exactly as they do in the embedded run.
 */
const EMBEDDED_ONLY = ["process", "backup-drill", "upgrade", "database-faults"].map((f) => `tests/api/${f}.test.ts`);
const onReplicaSet = process.env.TEST_DB === "replica-set";
/**
 * Of the files that run alone, the replica-set run takes those whose rules meet what MongoDB does differently: an
 * outage and an election (database-down, failover), the query plans (hot-queries), several instances (one-site),
 * the move (db-copy runs with the shared files), and the number series and keys a failover could double (orders,
 * money, capacity's promise). The others change prices, stations or the offcut store and check their own rules, the
 * same code on both databases, over the embedded run's (docs/SCALE.md, "The replica-set run in CI": time).
 */
const REPLICA_SET_ALONE = ["database-down", "hot-queries", "one-site", "failover", "orders", "money", "capacity"].map(
  (f) => `tests/api/${f}.test.ts`,
);

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"],
          environment: "node",
          // The optimiser's step-capped plans take 2–3 s on a quiet machine; a busy one must not turn that
          // into a failure (time is measured by the benchmarks, never asserted by a test).
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          exclude: [...API_ALONE, ...(onReplicaSet ? EMBEDDED_ONLY : [])],
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          // One server and one database; two files at a time (each test is its own client, from its own loopback
          // address, so their rate limits never meet). The files that cannot share the server run after, alone.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "api-alone",
          include: onReplicaSet ? REPLICA_SET_ALONE : API_ALONE,
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
