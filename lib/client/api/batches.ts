/** Browser side of the cutting batches' endpoints (client-safe, staff only). */
import "client-only";
import type { BatchCreateInput } from "@/lib/batches/schema";
import type { BatchAnswer, BatchesAnswer } from "@/lib/batches/types";
import type { Saved } from "@/lib/answers";
import { apiRequest } from "./request";

/** GET /api/admin/batches: the orders that can be batched and the recent batches. */
export const loadBatches = () => apiRequest<BatchesAnswer>("/api/admin/batches");

/** POST /api/admin/batches. */
export const makeBatch = (input: BatchCreateInput) => apiRequest<Saved<BatchAnswer>>("/api/admin/batches", { method: "POST", json: input });

/** DELETE /api/admin/batches/{id}. */
export const undoBatch = (id: string) => apiRequest<Saved<BatchAnswer>>(`/api/admin/batches/${id}`, { method: "DELETE" });
