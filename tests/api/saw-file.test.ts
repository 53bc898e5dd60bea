/**
 * The saw's file (issue 53) against the real server: an order's and a batch's plans as PTX, read back by the
 * tests' reader (tests/tools/ptx-reader.ts, written from the specification): the sheets the server priced, every
 * piece once with the code its label carries (a batch's pieces named by their own orders), ASCII only, as a
 * download; refused to anyone but the staff who may read orders.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { partLabels } from "@/lib/orders/pack";
import { readPtx } from "../tools/ptx-reader";
import { adminSession, call, signupAndLogin, type Login } from "./helpers";
import { guest, orderBody, part } from "./orders-helpers";

let admin: Login;
beforeAll(async () => {
  admin = await adminSession();
}, 120_000);

type Order = Parameters<typeof partLabels>[0] & { reference: string; plans: { plan: { sheets: unknown[] } }[] };

/** (12 mm plywood and MDF: no other file keeps offcuts of them, which a confirmation or a batch could take.) */
async function confirmedOrder(n: number): Promise<Order> {
  const cutList = {
    saw: { kerf: 4, trim: 10 },
    rows: [
      part({
        name: `Side ${n}, left`,
        material: "ply-12",
        length: 720,
        width: 300 + 20 * n,
        quantity: 2,
        edges: { l1: 1, l2: null, w1: null, w2: null },
      }),
      part({ name: "அலமாரி shelf", material: "ply-12", length: 560, width: 280, quantity: 3 }),
      part({ name: `Drawer front "${n}"`, material: "mdf-12", length: 450, width: 180, quantity: 2, grain: true }),
    ],
  };
  const res = await call("/api/orders", {
    method: "POST",
    body: orderBody({ cutList, boardsBy: "workshop", guest: guest({ name: "மீனா Interiors" }) }),
  });
  expect(res.status, res.text).toBe(201);
  const reference = res.json.order.reference;
  const ok = await call(`/api/orders/${reference}`, {
    method: "PATCH",
    token: admin.token,
    body: { status: "confirmed", confirmedPaise: 300000 + n },
  });
  expect(ok.status, ok.text).toBe(200);
  return (await call(`/api/orders/${reference}`, { token: admin.token })).json.order;
}

const codesOf = (text: string) => [...readPtx(text).parts.values()].map((r) => r[3]).sort();

describe("the saw's file", () => {
  it("of an order: the priced sheets, each piece once with its label's code, ASCII, as a download", async () => {
    const order = await confirmedOrder(1);
    const res = await call(`/api/admin/orders/${order.reference}/ptx`, { token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=us-ascii");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${order.reference}.ptx"`);
    expect(/^[\x20-\x7e\r\n]*$/.test(res.text)).toBe(true);
    const read = readPtx(res.text);
    expect(read.problems).toEqual([]);
    expect(read.sheets.length).toBe(order.plans.reduce((n, p) => n + p.plan.sheets.length, 0));
    // The barcodes are the labels' codes: the saw's labels scan at the stations.
    expect(codesOf(res.text)).toEqual(
      partLabels(order)
        .map((l) => l.code)
        .sort(),
    );
    const inf = [...read.partsInf.values()];
    expect(inf.every((r) => r[7] === order.reference && r[21] === order.reference && r[22] === "Interiors")).toBe(true);
    expect(inf.map((r) => r[3])).toContain("Side 1, left");
    expect(inf.map((r) => r[3])).toContain("shelf");
    expect(inf.map((r) => r[3])).toContain('Drawer front "1"');
    // The book and the head-cut rule are the console's.
    const { book, headCuts } = (await call("/api/admin/materials", { token: admin.token })).json.sawFile;
    for (const m of read.materials.values()) expect([Number(m[6]), m[17]]).toEqual([book, headCuts ? "1" : "0"]);
  });

  it("of a batch: every piece of every order once, each named by its own order and code", async () => {
    const orders = await Promise.all([2, 3].map(confirmedOrder));
    const made = await call("/api/admin/batches", { method: "POST", token: admin.token, body: { orders: orders.map((o) => o.reference) } });
    expect(made.status, made.text).toBe(201);
    const id: string = made.json.batch.id;
    try {
      const res = await call(`/api/admin/batches/${id.toLowerCase()}/ptx`, { token: admin.token });
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${id}.ptx"`);
      const read = readPtx(res.text);
      expect(read.problems).toEqual([]);
      expect(codesOf(res.text)).toEqual(orders.flatMap((o) => partLabels(o).map((l) => l.code)).sort());
      for (const r of read.partsInf.values()) expect(r[28].startsWith(`${r[21]}/`)).toBe(true);
    } finally {
      await call(`/api/admin/batches/${id}`, { method: "DELETE", token: admin.token });
    }
  });

  it("is the staff's: 401 signed out, 403 for a customer, 404 for an order or batch that does not exist", async () => {
    const order = await confirmedOrder(4);
    expect((await call(`/api/admin/orders/${order.reference}/ptx`)).status).toBe(401);
    const customer = await signupAndLogin();
    expect((await call(`/api/admin/orders/${order.reference}/ptx`, { token: customer.token })).status).toBe(403);
    expect((await call("/api/admin/orders/KPW-2000-9999/ptx", { token: admin.token })).status).toBe(404);
    expect((await call("/api/admin/batches/B-2000-9999/ptx", { token: admin.token })).status).toBe(404);
    expect((await call("/api/admin/batches/not-a-batch/ptx", { token: admin.token })).status).toBe(404);
    expect((await call(`/api/admin/orders/${order.reference}/ptx`, { method: "POST", token: admin.token })).status).toBe(405);
  });
});
