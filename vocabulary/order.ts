/**
 * The order's closed lists of values, written once: the mongoose model, the
 * zod schemas, the DTOs and the forms' options are all derived from these
 * (client-safe; it imports nothing of lib/).
 */
export { ORDER_STATUSES, type OrderStatus } from "./order-status";

/** Who brings the boards: the customer's own (job work only) or the workshop's (boards sold too). */
export const BOARDS_BY = ["customer", "workshop"] as const;
export type BoardsBy = (typeof BOARDS_BY)[number];

/** The ways the workshop pastes laminate (their prices and words: lib/orders/tariff-items.ts, one entry each). */
export const PASTING_METHOD_IDS = ["hot-press", "contact-adhesive"] as const;
export type PastingMethod = (typeof PASTING_METHOD_IDS)[number];

/** Laminate pasting on every sheet of the job, or none. */
export const PASTING_CHOICES = ["none", ...PASTING_METHOD_IDS] as const;
export type PastingChoice = (typeof PASTING_CHOICES)[number];

export const FULFILMENTS = ["pickup", "delivery"] as const;

/**
 * What becomes of the pieces worth keeping that an order's plan leaves (issue 54): the customer takes them with the
 * order, the workshop keeps them on the customer's shelf, or they are given to the workshop.
 */
export const LEFTOVER_CHOICES = ["take", "keep", "give"] as const;
export type LeftoverChoice = (typeof LEFTOVER_CHOICES)[number];
export type Fulfilment = (typeof FULFILMENTS)[number];

/** Who made a change in an order's history: the customer, the guest link's holder, the workshop's staff ("admin"), or a station phone. */
export const ACTOR_ROLES = ["customer", "guest", "admin", "device"] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** A history entry is a status change, a confirmed-price edit or new billing details. */
export const HISTORY_KINDS = ["status", "price", "billing"] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
