/**
 * The optimiser runs on worker threads (lib/cutting-threads), not on the
 * thread that answers requests. A server of its own with one planning thread
 * and a tiny queue (PLAN_THREADS=1, PLAN_MAX_QUEUE=2, one waiting job per
 * client) shows that:
 * - other requests are answered while a plan searches;
 * - plans queue fairly and a full queue answers 503 with Retry-After;
 * - a plan made on a thread is whole (every piece placed) and cached;
 * - orders being placed wait in a line of their own, served first: previews
 *   flooding the planner from many addresses never make an order fail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loopbackIp, fetchFrom } from "./loopback";
import { startExtraServer, type ExtraServer } from "./extra-server";
import { dayFromToday, idempotencyKey, part } from "./orders-helpers";

let server: ExtraServer;

beforeAll(async () => {
  server = await startExtraServer({ PLAN_THREADS: "1", PLAN_MAX_QUEUE: "2", PLAN_MAX_QUEUE_PER_CLIENT: "1" });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

let variant = 0;
/** A 300-piece list that takes the whole search budget; each call differs (no cache hit). */
function bigList() {
  variant++;
  const parts = Array.from({ length: 100 }, (_, i) => ({
    name: `Part ${i}`,
    length: 200 + ((i * 37 + variant) % 900),
    width: 100 + ((i * 53) % 500),
    quantity: 3,
    grain: i % 5 === 0,
  }));
  return { sheet: { length: 2440, width: 1220 }, parts };
}

function plan(from: string, body: unknown) {
  return fetchFrom(from, `${server.url}/api/cutting/plan`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("planning threads", () => {
  it("answers other requests while a plan searches", async () => {
    const order: string[] = [];
    const planning = plan(loopbackIp(), bigList()).then((r) => {
      order.push("plan");
      return r;
    });
    // Give the plan a head start into its search, then ask something else.
    await new Promise((r) => setTimeout(r, 150));
    const health = await fetchFrom(loopbackIp(), `${server.url}/api/health`);
    order.push("health");
    expect(health.status).toBe(200);
    const res = await planning;
    expect(res.status).toBe(200);
    // On the request thread the search would have held the health check until the plan was done.
    expect(order).toEqual(["health", "plan"]);
  });

  it("queues plans fairly: one waiting job per client, 503 with Retry-After beyond it, others still served", async () => {
    const flooder = loopbackIp();
    const [first, second, third] = await Promise.all([plan(flooder, bigList()), plan(flooder, bigList()), plan(flooder, bigList())]);
    const statuses = [first.status, second.status, third.status].sort();
    // One runs, one waits, the third finds this client's place in the queue taken.
    expect(statuses).toEqual([200, 200, 503]);
    const refused = [first, second, third].find((r) => r.status === 503)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/busy/i);

    // Another client still gets a place while the flooder waits.
    const again = [plan(flooder, bigList()), plan(flooder, bigList())];
    const other = await plan(loopbackIp(), bigList());
    expect(other.status).toBe(200);
    await Promise.all(again);
  });

  it("a threaded plan places every piece once, and the same request again comes from the cache unchanged", async () => {
    const body = bigList();
    const first = await plan(loopbackIp(), body);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-plan-cache")).toBe("miss");
    const made = await first.json();
    const placed = made.sheets.flatMap((s: { placements: { part: number }[] }) => s.placements.map((p) => p.part));
    expect(placed).toHaveLength(300);
    for (let part = 0; part < 100; part++) expect(placed.filter((p: number) => p === part)).toHaveLength(3);
    expect(made.summary.sheets).toBe(made.sheets.length);

    const again = await plan(loopbackIp(), body);
    expect(again.headers.get("x-plan-cache")).toBe("hit");
    expect(await again.json()).toEqual(made);
  });

  it("16 customers at 8 addresses placing orders at once all get 201, while 9 addresses flood the planner with previews", async () => {
    // Each order a list of its own (no plan to reuse), each needing the planner.
    const orderFrom = (ip: string, n: number) => {
      const rows = Array.from({ length: 30 }, (_, i) =>
        part({ name: `P${n}-${i}`, length: 300 + ((i * 41 + n * 13) % 700), width: 150 + ((i * 29 + n) % 400), quantity: 2 }),
      );
      return fetchFrom(ip, `${server.url}/api/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          idempotencyKey: idempotencyKey(),
          cutList: { saw: { kerf: 4, trim: 10 }, rows },
          boardsBy: "customer",
          fulfilment: "pickup",
          requiredBy: dayFromToday(5),
          guest: { name: `Customer ${n}`, phone: "+91 98431 22334" },
        }),
      });
    };
    const previewers = Array.from({ length: 9 }, () => loopbackIp());
    const flood = previewers.flatMap((ip) => [plan(ip, bigList()), plan(ip, bigList())]);
    const customers = Array.from({ length: 8 }, () => loopbackIp());
    const orders = await Promise.all(customers.flatMap((ip, i) => [orderFrom(ip, 2 * i), orderFrom(ip, 2 * i + 1)]));
    const statuses = await Promise.all(orders.map(async (r) => `${r.status}${r.status === 201 ? "" : ` ${await r.text()}`}`));
    expect(statuses).toEqual(Array(16).fill("201"));
    // The previews were served or refused as the queue allows; none of them took an order's place.
    const previews = await Promise.all(flood);
    expect(previews.every((r) => r.status === 200 || r.status === 503)).toBe(true);
  }, 180_000);
});
