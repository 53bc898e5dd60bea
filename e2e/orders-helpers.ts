import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { CutListRow } from "../lib/cutting/list/types";
import { cutRow, dayFromToday, idempotencyKey, shutterRow } from "../tests/fixtures/orders";

/** Order bodies for the browser tests (placed through the API where a test is about the pages after it). */
const row = (over: Partial<CutListRow> & Pick<CutListRow, "name" | "length" | "width">) => cutRow({ quantity: 1, ...over }) as CutListRow;

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
      shutterRow() as CutListRow,
      row({ name: "Plinth", length: 764, width: 100, edges: { l1: 0.45, l2: null, w1: null, w2: null } }),
    ],
  };
}

export async function placeOrder(request: APIRequestContext, over: Record<string, unknown> = {}): Promise<{ reference: string; link: string }> {
  const res = await request.post("/api/orders", {
    data: {
      idempotencyKey: idempotencyKey(),
      cutList: tenPartList(),
      boardsBy: "workshop",
      fulfilment: "pickup",
      requiredBy: dayFromToday(5),
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

/** Puts the ten-part list in localStorage once, before the page's first load (a reload keeps what the page made of it). */
export async function seedStoredList(page: Page) {
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("kpw-cut-list", stored);
    }
  }, storedCutList());
}
