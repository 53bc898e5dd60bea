import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { bcryptCost, hashPassword, verifyPassword } from "@/lib/auth/password";
import { Semaphore, SemaphoreFullError } from "@/lib/util/semaphore";

describe("password hashing", () => {
  it("hashes with bcrypt at cost 10 to 12 and verifies", async () => {
    const hash = await hashPassword("Plywood-Edge-42");
    expect(hash).toMatch(/^\$2[ab]\$1[0-2]\$/);
    expect(bcrypt.getRounds(hash)).toBe(bcryptCost());
    expect(await verifyPassword("Plywood-Edge-42", hash)).toBe(true);
    expect(await verifyPassword("plywood-edge-42", hash)).toBe(false);
  });

  it("never matches without a hash, but still spends a comparison (dummy hash)", async () => {
    const { bcryptJobsRun } = await import("@/lib/auth/bcrypt-pool");
    await verifyPassword("warm-up", null); // the first call also makes the dummy hash
    const before = bcryptJobsRun();
    expect(await verifyPassword("anything", null)).toBe(false);
    const after = bcryptJobsRun();
    // One bcrypt comparison ran, as for a real account: an unknown e-mail costs the same work.
    expect(after.worker + after.inline - before.worker - before.inline).toBe(1);
  });

  it("refuses a password over 72 bytes even where bcrypt alone would accept it", async () => {
    const p72 = "k".repeat(72);
    const hash = await hashPassword(p72);
    expect(await bcrypt.compare(`${p72}extra`, hash)).toBe(true); // bcrypt ignores bytes past 72
    expect(await verifyPassword(`${p72}extra`, hash)).toBe(false);
    expect(await verifyPassword(p72, hash)).toBe(true);
  });

  it("BCRYPT_COST outside 10..12 falls back to 10", () => {
    const before = process.env.BCRYPT_COST;
    try {
      process.env.BCRYPT_COST = "4";
      expect(bcryptCost()).toBe(10);
      process.env.BCRYPT_COST = "12";
      expect(bcryptCost()).toBe(12);
    } finally {
      if (before === undefined) delete process.env.BCRYPT_COST;
      else process.env.BCRYPT_COST = before;
    }
  });
});

describe("Semaphore", () => {
  it("runs at most `max` tasks at once, in order, and refuses when the queue is full", async () => {
    const sem = new Semaphore(2, 3);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const release: Array<() => void> = [];
    const task = (i: number) =>
      sem.run(async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(i);
        await new Promise<void>((r) => release.push(r));
        running--;
        return i;
      });
    const all = [0, 1, 2, 3, 4].map(task);
    await new Promise((r) => setTimeout(r, 5));
    expect(sem.running).toBe(2);
    expect(sem.queued).toBe(3);
    await expect(task(5)).rejects.toBeInstanceOf(SemaphoreFullError);
    while (order.length < 5 || release.length) {
      release.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(await Promise.all(all)).toEqual([0, 1, 2, 3, 4]);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(sem.running).toBe(0);
  });

  it("serves clients round robin: a flood from one key waits behind itself, not in front of others", async () => {
    const sem = new Semaphore(1, 100, 10);
    const order: string[] = [];
    const gates: Array<() => void> = [];
    const task = (key: string, label: string) =>
      sem.run(async () => {
        order.push(label);
        await new Promise<void>((r) => gates.push(r));
      }, key);
    const flood = Array.from({ length: 8 }, (_, i) => task("attacker", `a${i}`));
    await new Promise((r) => setTimeout(r, 1));
    const others = [task("customer-1", "c1"), task("customer-2", "c2")];
    // One key may hold only its share of the waiting places.
    for (let i = 0; i < 3; i++) flood.push(task("attacker", `a${8 + i}`));
    await expect(task("attacker", "over")).rejects.toBeInstanceOf(SemaphoreFullError);
    while (order.length < 13 || gates.length) {
      gates.shift()?.();
      await new Promise((r) => setTimeout(r, 1));
    }
    await Promise.all([...flood, ...others]);
    // a0 was running and a1 first in line; then each customer gets a turn before the flood's next one.
    expect(order.slice(0, 5)).toEqual(["a0", "a1", "c1", "c2", "a2"]);
    expect(order.filter((x) => x.startsWith("a"))).toHaveLength(11);
  });

  it("frees the slot when a task throws", async () => {
    const sem = new Semaphore(1, 1);
    await expect(sem.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await sem.run(async () => 42)).toBe(42);
    expect(sem.running).toBe(0);
  });
});

describe("bcrypt off the main thread", () => {
  it("hashes and comparisons run on a worker thread, never on the thread that answers requests", async () => {
    const { bcryptHash, bcryptCompare, bcryptJobsRun } = await import("@/lib/auth/bcrypt-pool");
    const before = bcryptJobsRun();
    const hash = await bcryptHash("Plywood-Edge-42", 10);
    expect(await bcryptCompare("Plywood-Edge-42", hash)).toBe(true);
    const after = bcryptJobsRun();
    expect(hash).toMatch(/^\$2b\$10\$/);
    expect(after.worker - before.worker).toBe(2);
    expect(after.inline).toBe(before.inline);
  });
});
