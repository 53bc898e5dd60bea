import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { audit } from "@/lib/audit/log";
import { personActor } from "@/lib/auth/actor";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getBatch, undoBatch } from "@/lib/batches/life";
import { batchIdParam } from "@/lib/batches/params";
import type { BatchAnswer } from "@/lib/batches/types";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";
type Params = { id: string };

const batchId = batchIdParam;

/** GET /api/admin/batches/{id} → {batch}: its orders, figures per material, list, rows' orders and plans. Admins only. */
export const GET = route<Params>(
  async (_request, { params }) => {
    const batch = await getBatch(batchId(params.id));
    if (!batch) throw new NotFoundError(refusal("noSuchBatch"));
    return NextResponse.json<BatchAnswer>({ batch });
  },
  { auth: "batches.manage" },
);

/** DELETE /api/admin/batches/{id} → {message, batch}: undone, until its first piece is scanned (then 409). Admins only. */
export const DELETE = route<Params>(
  async (_request, { params, session }) => {
    const batch = await undoBatch(batchId(params.id), session.user.name);
    await audit(personActor(session), "batch-undone", { detail: { batch: batch.id, orders: batch.orders } });
    return NextResponse.json<Saved<BatchAnswer>>({ message: `Batch ${batch.id} undone: its orders are cut on their own plans`, batch });
  },
  { auth: "batches.manage" },
);

export const { POST, PUT, PATCH, OPTIONS } = otherMethods(["GET", "DELETE"]);
