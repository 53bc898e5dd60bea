/**
 * An order's stored size is bounded (docs/ARCHITECTURE.md, "Bounded sizes"):
 * the request body at 1 MB (413 past it, nothing stored), and the largest
 * list the schemas accept is stored whole.
 */
import { describe, expect, it } from "vitest";
import { MAX_ROWS } from "@/lib/cutting/list/schema";
import { PART_NAME_MAX } from "@/lib/cutting/fields";
import { call } from "./helpers";
import { guest, idempotencyKey, orderBody, part } from "./orders-helpers";

const MATERIALS = ["bwp-ply-18", "mr-ply-18", "mdf-18", "ply-12", "ply-6"];

describe("the size of an order", () => {
  it("a body over 1 MB is refused with 413 and nothing is stored: the same key then places the order", async () => {
    const key = idempotencyKey();
    const huge = orderBody({ idempotencyKey: key, guest: guest(), notes: "x".repeat(1024 * 1024) });
    const refused = await call("/api/orders", { method: "POST", body: huge });
    expect(refused.status).toBe(413);
    expect(refused.json.message).toMatch(/too large/i);

    const placed = await call("/api/orders", { method: "POST", body: orderBody({ idempotencyKey: key, guest: guest() }) });
    expect(placed.status, placed.text).toBe(201);
  });

  it(`the largest list the schemas accept (${MAX_ROWS} rows, 2,000 pieces, long names and notes) is stored whole`, async () => {
    const rows = Array.from({ length: MAX_ROWS }, (_, i) =>
      part({
        name: `${String(i + 1).padStart(3, "0")} ${"Wardrobe loft shutter ".repeat(4)}`.slice(0, PART_NAME_MAX),
        material: MATERIALS[i % MATERIALS.length],
        length: 300 + (i % 20) * 40,
        width: 200 + (i % 7) * 30,
        quantity: 4,
        note: "Hinge cups 35 mm at 100 from each end; handle hole 8 mm at centre. ".repeat(4).slice(0, 250),
      }),
    );
    const body = orderBody({ guest: guest(), cutList: { saw: { kerf: 4, trim: 10 }, rows } });
    expect(JSON.stringify(body).length).toBeLessThan(1024 * 1024);
    const placed = await call("/api/orders", { method: "POST", body });
    expect(placed.status, placed.text.slice(0, 300)).toBe(201);
    const { reference, link } = placed.json.order;
    const read = await call(`/api/orders/${reference}?key=${link.split("key=")[1]}`);
    expect(read.status).toBe(200);
    expect(read.json.order.cutList.rows).toHaveLength(MAX_ROWS);
    expect(read.json.order.cutList.rows[MAX_ROWS - 1].name).toBe(rows[MAX_ROWS - 1].name);
    const pieces = read.json.order.plans.reduce(
      (n: number, p: { plan: { sheets: { placements: unknown[] }[]; unplaced: { quantity: number }[] } }) =>
        n + p.plan.sheets.reduce((m, s) => m + s.placements.length, 0) + p.plan.unplaced.reduce((m, u) => m + u.quantity, 0),
      0,
    );
    expect(pieces).toBe(2000);
  }, 120_000);
});
