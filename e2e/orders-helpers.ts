import { expect, type APIRequestContext } from "@playwright/test";

/** Order bodies for the browser tests (placed through the API where a test is about the pages after it). */
const NO_EDGES = { l1: null, l2: null, w1: null, w2: null };
let n = 0;
type Row = {
  id: string;
  name: string;
  material: string;
  length: number;
  width: number;
  quantity: number;
  grain: boolean;
  edges: Record<string, number | null>;
  note: string;
};
const row = (over: Partial<Row> & Pick<Row, "name" | "length" | "width">): Row => ({
  id: `r${n++}`,
  material: "bwp-ply-18",
  quantity: 1,
  grain: false,
  edges: { ...NO_EDGES },
  note: "",
  ...over,
});

/** A 10-part list: a base unit and a wall unit in 18 mm BWP plywood, shutters in MDF. */
export function tenPartList() {
  return {
    saw: { kerf: 4, trim: 10 },
    rows: [
      row({ name: "Base side", length: 720, width: 560, quantity: 2, edges: { l1: 2, l2: null, w1: null, w2: null }, note: "4 shelf pin holes" }),
      row({ name: "Base bottom", length: 764, width: 560, edges: { l1: 2, l2: null, w1: null, w2: null } }),
      row({ name: "Shelf", length: 760, width: 520, edges: { l1: 0.8, l2: null, w1: null, w2: null } }),
      row({ name: "Wall side", length: 700, width: 300, quantity: 2, edges: { l1: 0.8, l2: null, w1: null, w2: null } }),
      row({ name: "Wall top", length: 764, width: 300 }),
      row({
        name: "Shutter",
        material: "mdf-18",
        length: 716,
        width: 396,
        quantity: 2,
        grain: true,
        edges: { l1: 1, l2: 1, w1: 1, w2: 1 },
        note: "2 hinge cups",
      }),
      row({ name: "Plinth", length: 764, width: 100, edges: { l1: 0.45, l2: null, w1: null, w2: null } }),
    ],
  };
}

export function day(offset: number): string {
  return new Date(Date.now() + 5.5 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

export function key(): string {
  return `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export async function placeOrder(request: APIRequestContext, over: Record<string, unknown> = {}): Promise<{ reference: string; link: string }> {
  const res = await request.post("/api/orders", {
    data: {
      idempotencyKey: key(),
      cutList: tenPartList(),
      boardsBy: "workshop",
      fulfilment: "pickup",
      requiredBy: day(5),
      site: "Villa 7, Vadavalli",
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).order;
}

export const guest = { name: "Murugan K", phone: "+91 98431 22334" };

/** The 10-part list as the cut-list page stores it (numbers as typed text) under "kpw-cut-list". */
export function storedCutList() {
  const list = tenPartList();
  return JSON.stringify({
    state: {
      rows: list.rows.map((r) => ({ ...r, length: String(r.length), width: String(r.width), quantity: String(r.quantity) })),
      saw: { kerf: "4", trim: "10" },
    },
    version: 1,
  });
}
