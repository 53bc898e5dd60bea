/**
 * Browser side of the offcut store's endpoints (client-safe, staff only): one typed function per call, the
 * request's type from the server's schema (its input side), the answer's from the route's own type.
 */
import "client-only";
import type { z } from "zod";
import type { Said, Saved } from "@/lib/answers";
import type { OffcutAnswer, OffcutStore, offcutCreateSchema, offcutPatchSchema } from "@/lib/rack/offcut-schema";
import { apiRequest, type AsTyped } from "./request";

/** GET /api/admin/offcuts?material=&q=&minLength=&minWidth=. */
export const loadOffcuts = (query: string) => apiRequest<OffcutStore>(`/api/admin/offcuts?${query}`);

/** POST /api/admin/offcuts: a piece added by hand (sizes as typed: the server names what is wrong). */
export const addOffcut = (piece: AsTyped<z.input<typeof offcutCreateSchema>>) =>
  apiRequest<Saved<OffcutAnswer>>("/api/admin/offcuts", { method: "POST", json: piece });

/** PATCH /api/admin/offcuts/{id}: reserve, release or edit a piece. */
export const changeOffcut = (id: string, change: z.input<typeof offcutPatchSchema>) =>
  apiRequest<Saved<OffcutAnswer>>(`/api/admin/offcuts/${id}`, { method: "PATCH", json: change });

/** DELETE /api/admin/offcuts/{id}: the piece is discarded (its id is never used again). */
export const discardOffcut = (id: string) => apiRequest<Said>(`/api/admin/offcuts/${id}`, { method: "DELETE" });
