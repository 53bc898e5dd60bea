/** Browser side of the cutting batches' endpoints (client-safe, staff only). */
import "client-only";
import type { BatchCreateInput } from "@/lib/batches/schema";
import type { BatchCandidate, BatchSummary } from "@/lib/batches/types";
import { apiRequest } from "./request";

/** GET /api/admin/batches: the orders that can be batched and the recent batches. */
export const loadBatches = () => apiRequest<{ candidates: BatchCandidate[]; batches: BatchSummary[] }>("/api/admin/batches");

/** POST /api/admin/batches. */
export const makeBatch = (input: BatchCreateInput) =>
  apiRequest<{ message: string; batch: BatchSummary }>("/api/admin/batches", { method: "POST", json: input });

/** DELETE /api/admin/batches/{id}. */
export const undoBatch = (id: string) => apiRequest<{ message: string; batch: BatchSummary }>(`/api/admin/batches/${id}`, { method: "DELETE" });
