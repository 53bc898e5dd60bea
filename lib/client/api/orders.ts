/**
 * Browser side of the cut-list page's order endpoints (client-safe): one typed function per call, the request's
 * type from the server's own schema (its input side: defaults may be left out) and the answer's from its DTO.
 */
import "client-only";
import type { z } from "zod";
import type { EstimateAnswer, OrderPlaced } from "@/lib/orders/dto";
import type { estimateRequestSchema, orderCreateSchema } from "@/lib/orders/schema";
import { apiRequest } from "./request";

export type EstimateQuestion = z.input<typeof estimateRequestSchema>;
export type OrderRequest = z.input<typeof orderCreateSchema>;

/** POST /api/orders/estimate: the server's itemised estimate of a list (for the page's plans where they hold up). */
export const askEstimate = (question: EstimateQuestion, signal?: AbortSignal) =>
  apiRequest<EstimateAnswer>("/api/orders/estimate", { method: "POST", json: question, signal });

/** POST /api/orders: places the order once per idempotency key (a retry answers with the same order). */
export const placeOrder = (order: OrderRequest) => apiRequest<OrderPlaced>("/api/orders", { method: "POST", json: order });
