/**
 * A guest order joins the account made afterwards (POST /api/orders/{reference}/attach?key=):
 * the guest link's key is the proof; it then lists under the account and opens without the key;
 * a wrong key is 404 like any probe, another account cannot take it (409), asking twice is harmless.
 */
import { describe, expect, it } from "vitest";
import { call, randomIp, signupAndLogin } from "./helpers";
import { guest, orderBody } from "./orders-helpers";

describe("a guest order joins an account", () => {
  it("with the guest link's key it moves into the account; without it nothing changes", async () => {
    const placed = (await call("/api/orders", { method: "POST", body: orderBody({ guest: guest() }) })).json.order;
    const key = placed.link.split("key=")[1];
    const me = await signupAndLogin();
    const ip = randomIp();

    // Not signed in: 401. A wrong key: 404, and the order stays a guest's.
    expect((await call(`/api/orders/${placed.reference}/attach?key=${key}`, { method: "POST", ip })).status).toBe(401);
    const wrong = await call(`/api/orders/${placed.reference}/attach?key=${key.slice(1)}x`, { method: "POST", token: me.token, ip });
    expect(wrong.status).toBe(404);
    expect((await call(`/api/orders/${placed.reference}`, { token: me.token, ip })).status).toBe(404);

    const joined = await call(`/api/orders/${placed.reference}/attach?key=${key}`, { method: "POST", token: me.token, ip });
    expect(joined.status).toBe(200);
    expect(joined.json.message).toContain(placed.reference);
    expect(joined.json.order.reference).toBe(placed.reference);

    // Now it is the account's: opened without the key and listed first on the account's page.
    expect((await call(`/api/orders/${placed.reference}`, { token: me.token, ip })).status).toBe(200);
    const mine = await call("/api/orders", { token: me.token, ip });
    expect(mine.json.items.map((o: { reference: string }) => o.reference)).toEqual([placed.reference]);

    // Again: the same answer, still one entry.
    expect((await call(`/api/orders/${placed.reference}/attach?key=${key}`, { method: "POST", token: me.token, ip })).status).toBe(200);
    expect((await call("/api/orders", { token: me.token, ip })).json.items).toHaveLength(1);

    // Someone else with the same link cannot take it.
    const other = await signupAndLogin();
    const taken = await call(`/api/orders/${placed.reference}/attach?key=${key}`, { method: "POST", token: other.token, ip });
    expect(taken.status).toBe(409);
    expect((await call("/api/orders", { token: other.token, ip })).json.items).toHaveLength(0);
  }, 60_000);
});
