/**
 * Browser side of the console's services endpoints (client-safe, staff only): one typed function per call (the
 * public list is ./services.ts, kept apart for the home page's bundle).
 */
import "client-only";
import type { z } from "zod";
import type { AdminService, serviceCreateSchema, ServiceAnswer } from "@/lib/validation/service-admin";
import type { Said, Saved } from "@/lib/answers";
import { apiRequest } from "./request";

/** A service's words, English and Tamil (the server's schema, its input side). */
export type ServiceText = Pick<z.input<typeof serviceCreateSchema>, "title" | "des" | "titleTa" | "desTa">;

/** GET /api/admin/services: every service, in the site's order. */
export const loadAdminServices = (signal?: AbortSignal) => apiRequest<AdminService[]>("/api/admin/services", { signal });

/** PUT /api/admin/services/order {ids}: the new order; answers the whole list. */
export const reorderServices = (ids: string[]) => apiRequest<AdminService[]>("/api/admin/services/order", { method: "PUT", json: { ids } });

/** DELETE /api/services/{id}. */
export const deleteService = (id: string) => apiRequest<Said>(`/api/services/${id}`, { method: "DELETE" });

/** PATCH /api/services/{id} for a service that exists, POST /api/services for a new one. */
export const saveService = (id: string | null, text: ServiceText, idempotencyKey?: string) =>
  id
    ? apiRequest<Saved<ServiceAnswer>>(`/api/services/${id}`, { method: "PATCH", json: text })
    : apiRequest<Saved<ServiceAnswer>>("/api/services", { method: "POST", json: { ...text, ...(idempotencyKey ? { idempotencyKey } : {}) } });

/** PUT /api/services/{id}/image (multipart: the picture). */
export const putServiceImage = (id: string, body: FormData) => apiRequest<Saved<ServiceAnswer>>(`/api/services/${id}/image`, { method: "PUT", body });
