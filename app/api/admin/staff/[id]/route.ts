import { NextResponse } from "next/server";
import { personActor } from "@/lib/auth/actor";
import { roleChangeSchema } from "@/lib/auth/staff-schema";
import { setRole } from "@/lib/auth/staff";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requireObjectId } from "@/lib/http/params";
import type { RoleAnswer } from "@/lib/auth/staff-types";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/**
 * PATCH /api/admin/staff/{id} {role} → {message, user, sessionsEnded}: the person's role (owner, office, floor, or
 * user: no longer staff). Their other sessions end; 409 when it would leave no owner. Owner only.
 */
export const PATCH = route<{ id: string }>(
  async (request, { params, session }) => {
    const id = requireObjectId(params.id, "user");
    const { role } = await parseJson(request, roleChangeSchema);
    const { user, before, ended } = await setRole(id, role, { actor: personActor(session), keep: session.claims.sid });
    const message =
      before === role
        ? `${user.name} is already ${role}`
        : `${user.name} is now ${role}${ended ? `; ${ended} session${ended === 1 ? "" : "s"} ended` : ""}`;
    return NextResponse.json<Saved<RoleAnswer>>({ message, user, sessionsEnded: ended });
  },
  { auth: "staff.manage" },
);

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods(["PATCH"]);
