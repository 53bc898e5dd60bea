import { cutRow as part, dayFromToday, idempotencyKey, shutterRow } from "../fixtures/orders";

export { NO_EDGES, cutRow as part, dayFromToday, idempotencyKey } from "../fixtures/orders";

/** Helpers for the order tests: cut lists, order bodies and dates (the shared part in tests/fixtures/orders.ts). */

/** A cut list on the workshop's saw (4 mm kerf, 10 mm trim) of `rows`. */
export const listOf = (...rows: ReturnType<typeof part>[]) => ({ saw: { kerf: 4, trim: 10 }, rows });

/** A 10-row kitchen base unit list across two materials. */
export function kitchenList() {
  return listOf(
    part({ name: "Base side", quantity: 2, edges: { l1: 2, l2: null, w1: 0.8, w2: null }, note: "4 shelf pin holes" }),
    part({ name: "Base bottom", length: 764, width: 560, quantity: 1, edges: { l1: 2, l2: null, w1: null, w2: null } }),
    part({ name: "Shelf", length: 760, width: 520, quantity: 2, edges: { l1: 0.8, l2: null, w1: null, w2: null } }),
    part({ name: "Top rail", length: 764, width: 100, quantity: 2 }),
    shutterRow(),
    part({ name: "Drawer front", material: "mdf-18", length: 396, width: 180, quantity: 3, edges: { l1: 1, l2: 1, w1: 1, w2: 1 } }),
    part({ name: "Back", material: "ply-6", length: 780, width: 700, quantity: 1 }),
    part({ name: "Drawer side", material: "ply-12", length: 500, width: 150, quantity: 6 }),
    part({ name: "Drawer back", material: "ply-12", length: 330, width: 130, quantity: 3 }),
    part({ name: "Plinth", length: 764, width: 100, quantity: 1, edges: { l1: 0.45, l2: null, w1: null, w2: null } }),
  );
}

export function orderBody(over: Record<string, unknown> = {}) {
  return {
    idempotencyKey: idempotencyKey(),
    cutList: listOf(part({ edges: { l1: 2, l2: null, w1: null, w2: null }, note: "2 hinge cups" })),
    boardsBy: "customer",
    fulfilment: "pickup",
    requiredBy: dayFromToday(7),
    site: "Villa 12, Saravanampatti",
    notes: "Call before cutting",
    ...over,
  };
}

export const guest = (over: Record<string, unknown> = {}) => ({ name: "Murugan K", phone: "+91 98431 22334", email: "murugan@example.com", ...over });

export const REFERENCE = /^KPW-\d{4}-\d{4,6}$/;
