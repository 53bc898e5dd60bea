/**
 * Order lookups need no sign-in (the guest link), so they are limited per
 * client address like the other public routes: the API and the order page
 * count against one limit (RATE_LIMIT_ORDER_VIEW_MAX; 30 per 10 minutes on
 * the test server, 300 by default), answered 429 with Retry-After, and another
 * address is not affected.
 */
import mongoose from "mongoose";
import { describe, expect, inject, it } from "vitest";
import { adminSession, call, randomIp } from "./helpers";
import { TEST_SERVER_ENV } from "./test-env";
import { guest, orderBody } from "./orders-helpers";

const MAX = Number(TEST_SERVER_ENV.RATE_LIMIT_ORDER_VIEW_MAX);

describe("order lookups per address", () => {
  it("the guest link's lookups are answered until the limit, then 429 with Retry-After; another address still gets in", async () => {
    const placed = (await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }) })).json.order;
    const path = `/api/orders/${placed.reference}?key=${placed.link.split("key=")[1]}`;
    const ip = randomIp();
    const page = await call(`/orders/${placed.reference}?key=${placed.link.split("key=")[1]}`, { ip });
    expect(page.status).toBe(200);
    for (let i = 1; i < MAX; i++) expect((await call(path, { ip })).status, `lookup ${i + 1}`).toBe(200);
    const refused = await call(path, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The page says so too, and shows nothing of the order.
    const pageRefused = await call(`/orders/${placed.reference}?key=${placed.link.split("key=")[1]}`, { ip });
    expect(pageRefused.text).toContain("Please wait a moment");
    expect(pageRefused.text).not.toContain(placed.customer.phone);
    // Probing references from one address meets the same limit (a wrong reference counts too).
    expect((await call(`/api/orders/KPW-2026-9999?key=x`, { ip })).status).toBe(429);
    expect((await call(path, { ip: randomIp() })).status).toBe(200);
  }, 60_000);
});

describe("staff lookups (issue 38)", () => {
  it("staff count against their own limit: an office confirming orders all day is never throttled by the public one", async () => {
    const admin = await adminSession();
    const placed = (await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }) })).json.order;
    const ip = randomIp();
    for (let i = 0; i < MAX + 5; i++) {
      expect((await call(`/api/orders/${placed.reference}`, { ip, token: admin.token })).status, `staff lookup ${i + 1}`).toBe(200);
    }
    // The staff's lookups did not use up the address's public count either.
    const key = placed.link.split("key=")[1];
    expect((await call(`/api/orders/${placed.reference}?key=${key}`, { ip })).status).toBe(200);
  }, 60_000);
});

describe("an order whose first send died mid-way (issue 38)", () => {
  it("a retry within the minute gets 409 with Retry-After and a field naming the key, never a plain refusal", async () => {
    const body = orderBody({ guest: guest() });
    const placed = await call("/api/orders", { method: "POST", body });
    expect(placed.status).toBe(201);
    // As after a crash between claiming the key and storing the order: the claim names an order that is not there.
    const conn = await mongoose.createConnection(inject("dbUri")).asPromise();
    try {
      await conn.collection("orderkeys").updateOne({ _id: body.idempotencyKey } as never, { $set: { reference: "KPW-2026-999999", at: new Date() } });
    } finally {
      await conn.close();
    }
    const retry = await call("/api/orders", { method: "POST", body });
    expect(retry.status, retry.text).toBe(409);
    expect(retry.json.errors).toEqual({ idempotencyKey: "still being placed" });
    const after = Number(retry.headers.get("retry-after"));
    expect(after).toBeGreaterThanOrEqual(1);
    expect(after).toBeLessThanOrEqual(60);
  }, 60_000);
});
