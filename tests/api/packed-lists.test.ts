/**
 * The order book's lists are stored packed (one JSON text per list document,
 * docs/ARCHITECTURE.md): the embedded database decodes arrays and nested
 * documents element by element on every read. Lists written in the earlier
 * form (an array) are still read, and packed at their next write.
 */
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, signupAndLogin } from "./helpers";
import { orderBody } from "./orders-helpers";

let conn: mongoose.Connection;
beforeAll(async () => {
  conn = await mongoose.createConnection(inject("dbUri"), { serverSelectionTimeoutMS: 5000 }).asPromise();
});
afterAll(async () => {
  await conn?.close();
});

const lists = () => conn.collection<{ _id: string; refs: unknown; total?: number }>("reflists");

describe("packed lists", () => {
  it("a customer's list is stored as one text, read back newest first; one in the earlier array form still reads and is packed when it next changes", async () => {
    const s = await signupAndLogin();
    const refs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await call("/api/orders", { method: "POST", token: s.token, body: orderBody() });
      expect(res.status, res.text).toBe(201);
      refs.unshift(res.json.order.reference);
    }
    const name = `orders:owner:${s.user._id}`;
    const stored = await lists().findOne({ _id: name });
    expect(typeof stored?.refs).toBe("string");
    expect(JSON.parse(stored!.refs as string)).toEqual(refs);

    // The same list as an array, as lists were written before packing.
    await lists().updateOne({ _id: name }, { $set: { refs } });
    const mine = await call("/api/orders", { token: s.token });
    expect(mine.status).toBe(200);
    expect(mine.json.items.map((o: { reference: string }) => o.reference)).toEqual(refs);

    const third = await call("/api/orders", { method: "POST", token: s.token, body: orderBody() });
    expect(third.status).toBe(201);
    const repacked = await lists().findOne({ _id: name });
    expect(typeof repacked?.refs).toBe("string");
    expect(JSON.parse(repacked!.refs as string)).toEqual([third.json.order.reference, ...refs]);
    expect(repacked?.total).toBe(3);
  });

  it("the open orders are one packed text: a new order is in it with its status and required-by date", async () => {
    const s = await signupAndLogin();
    const res = await call("/api/orders", { method: "POST", token: s.token, body: orderBody() });
    expect(res.status).toBe(201);
    const doc = await conn.collection<{ _id: string; packed?: string; entries?: unknown }>("orderopen").findOne({ _id: "open" });
    expect(doc?.entries).toBeUndefined();
    const rows = JSON.parse(doc!.packed!) as [string, string, number, string][];
    const row = rows.find((r) => r[0] === res.json.order.reference);
    expect(row?.[1]).toBe("received");
    expect(row?.[3]).toBe(res.json.order.requiredBy);
    expect(Math.abs(row![2] - Date.parse(res.json.order.createdAt))).toBeLessThan(1000);
  });
});
