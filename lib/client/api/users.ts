/**
 * Browser side of the user endpoints (client-safe): the account page's own (load, change, delete) and the
 * console's list and roles. One typed function per call.
 */
import "client-only";
import type { z } from "zod";
import type { ProfileSaved, profilePatchSchema, PublicUser, UserResponse } from "@/lib/validation/user";
import type { RoleAnswer, StaffAnswer } from "@/lib/auth/staff-types";
import type { Said, Saved } from "@/lib/answers";
import { apiRequest, apiResponse } from "./request";

/** GET /api/user/?page=&limit=: one page of users; the total comes in X-Total-Count. */
export async function loadUsers(page: number, limit: number, signal?: AbortSignal, email?: string): Promise<{ users: PublicUser[]; total: number }> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), ...(email ? { email } : {}) });
  const { body, headers } = await apiResponse<PublicUser[]>(`/api/user/?${query}`, { signal });
  return { users: body, total: Number(headers.get("X-Total-Count")) || body.length };
}

/** PATCH /api/admin/staff/{id} {role}: owner, office, floor or user (issue 51). */
export const setUserRole = (id: string, role: PublicUser["role"]) =>
  apiRequest<Saved<RoleAnswer>>(`/api/admin/staff/${id}`, { method: "PATCH", json: { role } });

/** GET /api/admin/staff: the workshop's people and their sessions. */
export const loadStaff = () => apiRequest<StaffAnswer>("/api/admin/staff");

/** DELETE /api/admin/staff/{id}/sessions/{sid}: ends one session. */
export const endStaffSession = (id: string, sid: string) => apiRequest<Said>(`/api/admin/staff/${id}/sessions/${sid}`, { method: "DELETE" });

/** DELETE /api/user/{id}. */
export const deleteUser = (id: string) => apiRequest<Said>(`/api/user/${id}`, { method: "DELETE" });

/** GET /api/user/{id}: the signed-in user (or, for staff, anyone). */
export const loadUser = (id: string, signal?: AbortSignal) => apiRequest<UserResponse>(`/api/user/${id}`, { signal }).then((r) => r.user);

/** PATCH /api/user/{id}: profile fields, or a new password with the current one. */
export const changeUser = (id: string, change: z.input<typeof profilePatchSchema>) =>
  apiRequest<ProfileSaved>(`/api/user/${id}`, { method: "PATCH", json: change });
