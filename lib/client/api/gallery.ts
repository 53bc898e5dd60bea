/**
 * Browser side of the console's gallery endpoints (client-safe, staff only): one typed function per call.
 */
import "client-only";
import type { z } from "zod";
import type { AdminGalleryItem, GalleryItemAnswer, galleryUpdateSchema } from "@/lib/validation/gallery";
import type { Said, Saved } from "@/lib/answers";
import { apiRequest } from "./request";

/** What a picture's card may change (the server's schema, its input side). */
export type GalleryPatch = z.input<typeof galleryUpdateSchema>;

/** GET /api/admin/gallery: every picture, hidden ones too, in the site's order. */
export const loadGallery = (signal?: AbortSignal) => apiRequest<AdminGalleryItem[]>("/api/admin/gallery", { signal });

/** PUT /api/admin/gallery/order {ids}: the new order; answers the whole list. */
export const reorderGallery = (ids: string[]) => apiRequest<AdminGalleryItem[]>("/api/admin/gallery/order", { method: "PUT", json: { ids } });

/** PATCH /api/admin/gallery/{id}: caption, kind or hidden. */
export const changePicture = (id: string, patch: GalleryPatch) =>
  apiRequest<Saved<GalleryItemAnswer>>(`/api/admin/gallery/${id}`, { method: "PATCH", json: patch });

/** DELETE /api/admin/gallery/{id}. */
export const deletePicture = (id: string) => apiRequest<Said>(`/api/admin/gallery/${id}`, { method: "DELETE" });

/** POST /api/admin/gallery (multipart: the image, its caption and kind). */
export const uploadPicture = (body: FormData, idempotencyKey: string) =>
  apiRequest<Saved<GalleryItemAnswer>>("/api/admin/gallery", { method: "POST", body, headers: { "Idempotency-Key": idempotencyKey } });
