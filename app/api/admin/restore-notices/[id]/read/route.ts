import { NextResponse } from "next/server";
import { markRestoreNoticeRead } from "@/lib/backup/restore-notice";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import type { Said } from "@/lib/answers";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** POST /api/admin/restore-notices/{id}/read → {message}: the owner has read what a restore could not bring back (issue 56); 404 when no unread notice has that id. */
export const POST = route<{ id: string }>(
  async (_request, { params, session }) => {
    if (!(await markRestoreNoticeRead(params.id, session.user.name))) throw new NotFoundError(refusal("noSuchRestoreNotice"));
    return NextResponse.json<Said>({ message: "Marked as read" });
  },
  { auth: "backup.read" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
