/**
 * "A refusal costs one read by _id per key and no write": the limiter's own
 * code, run in this process against the test database, with every mongoose
 * operation recorded. The first refusal of a key reads its logs (in parallel);
 * the ones after it are answered by the in-process first line without touching
 * the database.
 */
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TooManyRequestsError } from "@/lib/errors";
import type { GuessRules } from "@/lib/rate-limit";

const ops: string[] = [];
let limits: typeof import("@/lib/rate-limit");
let guesses: typeof import("@/lib/rate-limit/guesses");

beforeAll(async () => {
  process.env.MONGODB_URI = inject("dbUri");
  limits = await import("@/lib/rate-limit");
  guesses = await import("@/lib/rate-limit/guesses");
  mongoose.set("debug", (collection: string, method: string) => {
    ops.push(`${collection}.${method}`);
  });
});
afterAll(async () => {
  mongoose.set("debug", false);
  await mongoose.disconnect();
});

const rules: GuessRules = { ipSlow: 3, ipMax: 3, accountFree: 100, delayMaxMs: 1000, windowMs: 60_000, knownMs: 60_000 };
const unique = (p: string) => `${p}-${randomBytes(6).toString("hex")}`;

describe("the cost of a refusal", () => {
  it("password guesses: the first refusal is one read, the next hundred none", async () => {
    const address = unique("addr");
    for (let i = 0; i < rules.ipMax; i++) await (await guesses.checkGuess({ account: unique("acct"), address }, rules)).fail();

    ops.length = 0;
    await expect(guesses.checkGuess({ account: unique("acct"), address }, rules)).rejects.toBeInstanceOf(TooManyRequestsError);
    // The address, the account, the account-and-address path and the known-address mark: one read each.
    expect(ops).toEqual(Array(4).fill("ratelimits.findOne"));

    ops.length = 0;
    for (let i = 0; i < 100; i++) {
      await expect(guesses.checkGuess({ account: unique("acct"), address }, rules)).rejects.toBeInstanceOf(TooManyRequestsError);
    }
    expect(ops).toEqual([]);
  });

  it("counted actions (sign-ups, enquiries): the same", async () => {
    const rule = { name: "cost-test", max: 2, windowMs: 60_000 };
    const subject = unique("client");
    await limits.hitLimit(rule, subject);
    await limits.hitLimit(rule, subject);

    ops.length = 0;
    await expect(limits.hitLimit(rule, subject)).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(ops).toEqual(["ratelimits.findOne"]);
    ops.length = 0;
    for (let i = 0; i < 100; i++) await expect(limits.hitLimit(rule, subject)).rejects.toBeInstanceOf(TooManyRequestsError);
    expect(ops).toEqual([]);
  });

  it("an allowed guess costs one read per key, and a wrong password one write per counted key", async () => {
    ops.length = 0;
    const ticket = await guesses.checkGuess({ account: unique("acct"), address: unique("addr") }, rules);
    expect(ops).toEqual(Array(4).fill("ratelimits.findOne"));
    ops.length = 0;
    await ticket.fail();
    // The address's log and the account's: each read and rewritten by _id.
    expect(ops.sort()).toEqual(["ratelimits.findOne", "ratelimits.findOne", "ratelimits.replaceOne", "ratelimits.replaceOne"]);
  });
});
