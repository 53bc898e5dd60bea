import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { planCutsFrom } from "@/lib/batches/life";
import { openOrderCustomer } from "@/lib/orders/store/read";
import type { Said, Saved } from "@/lib/answers";
import { OFFCUT_ID, type OffcutAnswer, offcutPatchSchema } from "@/lib/rack/offcut-schema";
import { changeOffcut, getOffcut } from "@/lib/rack/offcuts";

export const dynamic = "force-dynamic";
type Params = { id: string };

function pieceId(id: string): string {
  if (!OFFCUT_ID.test(id)) throw new NotFoundError(refusal("noSuchPiece"));
  return id.toUpperCase();
}

/** GET /api/admin/offcuts/{id} → {piece}; 404 when it is not in the store. Admins only. */
export const GET = route<Params>(
  async (_request, { params }) => {
    const piece = await getOffcut(pieceId(params.id));
    if (!piece) throw new NotFoundError(refusal("noSuchPiece"));
    return NextResponse.json<OffcutAnswer>({ piece });
  },
  { auth: "offcuts.manage" },
);

/**
 * PATCH /api/admin/offcuts/{id} {action: "reserve", order} | {action: "release"} | {action: "told"} | {action: "edit", pricePaise?, note?}
 * → {message, piece}. "told" records that the customer was sent the week-before message about their shelved piece. Admins only.
 */
export const PATCH = route<Params>(
  async (request, { params, session }) => {
    const id = pieceId(params.id);
    const change = await parseJson(request, offcutPatchSchema);
    const piece = await changeOffcut(id, change, session.user.name, openOrderCustomer, planCutsFrom);
    if (!piece) throw new NotFoundError(refusal("noSuchPiece")); // only a discard leaves none
    return NextResponse.json<Saved<OffcutAnswer>>({ message: `Piece ${id} saved`, piece });
  },
  { auth: "offcuts.manage" },
);

/** DELETE /api/admin/offcuts/{id} → {message}: the piece is discarded (it leaves the store; a reserved piece is released first, else 409). Admins only. */
export const DELETE = route<Params>(
  async (_request, { params, session }) => {
    const id = pieceId(params.id);
    await changeOffcut(id, { action: "discard" }, session.user.name, openOrderCustomer, planCutsFrom);
    return NextResponse.json<Said>({ message: `Piece ${id} discarded` });
  },
  { auth: "offcuts.manage" },
);

export const { POST, PUT, OPTIONS } = otherMethods(["GET", "PATCH", "DELETE"]);
