/**
 * An order filed in the book whose document never came (probe L-2: the process killed between the two) is counted by
 * nobody once the start's sweep has run: the entry is filed here as the killed request left it, through the book's
 * own code on the test's database, then swept. Runs alone: it changes the open set every count reads.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { adminSession, call, type Login } from "./helpers";
import { dayFromToday } from "./orders-helpers";

let admin: Login;
let book: typeof import("@/lib/orders/store/book");
let mongoose: typeof import("mongoose").default;

beforeAll(async () => {
  admin = await adminSession();
  // The book's own code, on the server's database (the module reads MONGODB_URI once, when first asked).
  process.env.MONGODB_URI = inject("dbUri");
  book = await import("@/lib/orders/store/book");
  mongoose = (await import("mongoose")).default;
}, 60_000);
afterAll(async () => {
  await mongoose?.disconnect();
});

const counts = async () =>
  (await call("/api/admin/orders?limit=1", { token: admin.token })).json as { total: number; counts: { all: number; received: number } };

describe("the start's sweep of the order book", () => {
  it("takes out an entry whose order was never stored, older than a minute, and nothing else", async () => {
    const before = await counts();
    const phantom = "KPW-2026-987654";
    await book.fileNewOrder({
      _id: phantom,
      owner: null,
      status: "received",
      createdAt: new Date(Date.now() - 5 * 60_000),
      requiredBy: dayFromToday(3),
      indexed: "",
    });
    const counted = await counts();
    expect(counted.counts.received).toBe(before.counts.received + 1);
    expect(await book.sweepPhantomEntries()).toBeGreaterThanOrEqual(1);
    const after = await counts();
    expect(after.counts.received).toBe(before.counts.received);
    expect(after.total).toBe(before.total);
    // A real order, however old, is never swept.
    expect(await book.sweepPhantomEntries()).toBe(0);
  });
});
