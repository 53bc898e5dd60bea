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
