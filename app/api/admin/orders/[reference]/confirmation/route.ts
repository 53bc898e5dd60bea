import { NextResponse } from "next/server";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requireReference } from "@/lib/orders/params";
import { previewConfirmation } from "@/lib/orders/pricing";
import type { ConfirmationAnswer } from "@/lib/orders/confirmation";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/orders/{reference}/confirmation → {preview: {currentTotalPaise, plannedTotalPaise, replanned, boards,
 * lines}}: what confirming would charge. An order the workshop supplies boards for is planned again at confirmation
 * on the stored offcuts; the staff see the old and the new price before they confirm (issue 36). Nothing is
 * reserved or written. Admins only.
 */
export const GET = route<{ reference: string }>(
  async (_request, { params }) => NextResponse.json<ConfirmationAnswer>({ preview: await previewConfirmation(requireReference(params.reference)) }),
  { auth: "orders.manage" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
