/** The staff list's shapes as the API answers them (client-safe; lib/auth/staff.ts, lib/auth/sessions.ts). */
import type { PublicUser } from "@/lib/validation/user";

export interface SessionView {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  agent: string;
  ended: boolean;
}

export interface StaffMember extends PublicUser {
  sessions: SessionView[];
}

/** GET /api/admin/staff. */
export interface StaffAnswer {
  staff: StaffMember[];
}

/** PATCH /api/admin/staff/{id} (with its message): the person's new role, and how many of their sessions it ended. */
export interface RoleAnswer {
  user: PublicUser;
  sessionsEnded: number;
}
