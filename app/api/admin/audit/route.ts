import { NextResponse } from "next/server";
import { auditEntries, monthEntries, orderTrail } from "@/lib/audit/log";
import { AUDIT_ACTIONS, type AuditAction } from "@/lib/audit/types";
import { auditCsv } from "@/lib/audit/csv";
import { can } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { auditQuerySchema } from "@/lib/auth/staff-schema";
import { ForbiddenError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { parseOrderReference } from "@/lib/orders/reference";
import type { AuditAnswer } from "@/lib/audit/types";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/audit?order=<ref> → {entries: [{at, actor: {name, role} | {device, stations}, action, detail}]}, newest
 * first: an order's trail (owner and office). Without an order (owner only): `person`, `action` and `day` filter the
 * whole log; `month=YYYY-MM&format=csv` exports a month. No route edits or deletes an entry.
 */
export const GET = route(
  async (request, { session }) => {
    const q = parseQuery(request, auditQuerySchema);
    if (q.order) {
      if (!parseOrderReference(q.order.toUpperCase())) throw new ValidationError({ order: refusal("orderReferenceLike") });
      return NextResponse.json<AuditAnswer>({ entries: await orderTrail(q.order) });
    }
    if (!can(session.user.role, "audit.all")) throw new ForbiddenError(refusalFor("audit.all"));
    if (q.action && !AUDIT_ACTIONS.includes(q.action as AuditAction))
      throw new ValidationError({ action: `Action must be one of: ${AUDIT_ACTIONS.join(", ")}` });
    if (q.month) {
      const entries = await monthEntries(q.month);
      if (q.format === "csv") {
        return new Response(auditCsv(entries), {
          headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="audit-${q.month}.csv"` },
        });
      }
      return NextResponse.json<AuditAnswer>({ entries: entries.slice().reverse() });
    }
    const entries = await auditEntries({ actor: q.person, action: q.action as AuditAction | undefined, day: q.day });
    return NextResponse.json<AuditAnswer>({ entries });
  },
  { auth: "audit.order" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
