import { NextResponse } from "next/server";
import { personActor } from "@/lib/auth/actor";
import { audit } from "@/lib/audit/log";
import { endSession } from "@/lib/auth/sessions";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requireObjectId } from "@/lib/http/params";
import type { Said } from "@/lib/answers";

export const dynamic = "force-dynamic";

/** DELETE /api/admin/staff/{id}/sessions/{sid} → {message}: that session ends (its next request is 401). Owner only. */
export const DELETE = route<{ id: string; sid: string }>(
  async (_request, { params, session }) => {
    const id = requireObjectId(params.id, "user");
    if (!/^[A-Za-z0-9_-]{16,40}$/.test(params.sid) || !(await endSession(id, params.sid, session.user.name)))
      throw new NotFoundError(refusal("noSuchSession"));
    await audit(personActor(session), "session-ended", { detail: { person: id, session: params.sid.slice(0, 6) } });
    return NextResponse.json<Said>({ message: "Session ended" });
  },
  { auth: "staff.manage" },
);

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(["DELETE"]);
