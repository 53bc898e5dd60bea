/**
 * Browser side of the order endpoints the pages call (client-safe): one typed function per call, the request's
 * type from the server's own schema (its input side: defaults may be left out) and the answer's from its DTO.
 */
import "client-only";
import type { z } from "zod";
import type { AdminOrderListDto, EstimateAnswer, OrderAnswer, OrderListDto, OrderPlaced } from "@/lib/orders/dto";
import type { ConfirmationAnswer } from "@/lib/orders/confirmation";
import type { Saved } from "@/lib/answers";
import type { estimateRequestSchema, orderCreateSchema, orderUpdateSchema } from "@/lib/orders/schema";
import { apiRequest } from "./request";
import type { Locale } from "@/lib/i18n/locales";
import { LANGUAGE_HEADER } from "@/lib/i18n/server-language";
import type { LeftoverChoice } from "@/vocabulary/order";
import type { ShelfAnswer } from "@/lib/rack/offcut-schema";

export type EstimateQuestion = z.input<typeof estimateRequestSchema>;
export type OrderRequest = z.input<typeof orderCreateSchema>;

/** POST /api/orders/estimate: the server's itemised estimate of a list (for the page's plans where they hold up). */
export const askEstimate = (question: EstimateQuestion, signal?: AbortSignal) =>
  apiRequest<EstimateAnswer>("/api/orders/estimate", { method: "POST", json: question, signal });

/** POST /api/orders: places the order once per idempotency key (a retry answers with the same order). */
export const placeOrder = (order: OrderRequest, language?: Locale) =>
  apiRequest<OrderPlaced>("/api/orders", { method: "POST", json: order, headers: language ? { [LANGUAGE_HEADER]: language } : undefined });

export type OrderChange = z.input<typeof orderUpdateSchema>;

/** The guest link's key when there is one (it proves the order is theirs). */
const keyQuery = (key?: string | null) => (key ? `?key=${encodeURIComponent(key)}` : "");

/** GET /api/orders/{reference}. */
export const loadOrder = (reference: string, key?: string | null) => apiRequest<OrderAnswer>(`/api/orders/${reference}${keyQuery(key)}`);

/** PATCH /api/orders/{reference}: a customer's cancel or billing details, or the workshop's status and price. */
export const changeOrder = (reference: string, change: OrderChange, key?: string | null) =>
  apiRequest<Saved<OrderAnswer>>(`/api/orders/${reference}${keyQuery(key)}`, { method: "PATCH", json: change });

/** PUT /api/orders/{reference}/leftovers: take, keep or give the pieces worth keeping its plan leaves (issue 54). */
export const chooseLeftovers = (reference: string, choice: LeftoverChoice, key?: string | null) =>
  apiRequest<Saved<OrderAnswer>>(`/api/orders/${reference}/leftovers${keyQuery(key)}`, { method: "PUT", json: { choice } });

/** GET /api/account/offcuts: the signed-in customer's pieces kept at the workshop. */
export const loadShelf = (signal?: AbortSignal) => apiRequest<ShelfAnswer>("/api/account/offcuts", { signal });

/** POST /api/orders/{reference}/attach?key=…: a guest's order into the signed-in account. */
export const attachOrder = (reference: string, key: string) =>
  apiRequest<Saved<OrderAnswer>>(`/api/orders/${reference}/attach${keyQuery(key)}`, { method: "POST" });

/** GET /api/orders?page=&limit=: the signed-in customer's orders. */
export const myOrders = (page: number, limit = 10) => apiRequest<OrderListDto>(`/api/orders?page=${page}&limit=${limit}`);

/** GET /api/admin/orders/{reference}/confirmation: what confirming would do to the plan and the price (staff). */
export const confirmationPreview = (reference: string) =>
  apiRequest<ConfirmationAnswer>(`/api/admin/orders/${reference}/confirmation`).then((r) => r.preview);

/** GET /api/admin/orders?…&page=&limit=20: the console's order book, filtered by `filterQuery` (status, q, from, to). */
export const adminOrders = (filterQuery: string, page: number) =>
  apiRequest<AdminOrderListDto>(`/api/admin/orders?${filterQuery}${filterQuery ? "&" : ""}page=${page}&limit=20`);
