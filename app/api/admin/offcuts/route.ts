import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import type { Saved } from "@/lib/answers";
import { once } from "@/lib/idempotency/once";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { getCatalog } from "@/lib/rack/catalog";
import { offcutCreateSchema, offcutQuerySchema, type OffcutAnswer, type OffcutStore } from "@/lib/rack/offcut-schema";
import { addOffcut, listOffcuts, MAX_STORED_OFFCUTS, offcutMinMm } from "@/lib/rack/offcuts";

export const dynamic = "force-dynamic";

/** GET /api/admin/offcuts?material=&q=&minLength=&minWidth= → {pieces, total, max, minMm}: the store, free and reserved pieces, newest first. Admins only. */
export const GET = route(
  async (request) => {
    const filter = parseQuery(request, offcutQuerySchema);
    return NextResponse.json<OffcutStore>({ ...(await listOffcuts(filter)), max: MAX_STORED_OFFCUTS, minMm: offcutMinMm() });
  },
  { auth: "offcuts.manage" },
);

/**
 * POST /api/admin/offcuts {material, length, width, pricePaise?, note?, from?, idempotencyKey?} → 201 {message, piece} with its new short id;
 * 200 with the same piece when `from` (REFERENCE/sheet/offcut) is already in the store. Both sides at least OFFCUT_MIN_MM. Admins only.
 */
export const POST = route(
  async (request, { session }) => {
    const { idempotencyKey: key, ...input } = await parseJson(request, offcutCreateSchema);
    // A double tap on "Add to the store" stores one piece (issue 55).
    const { result } = await once({ scope: "offcut", key, request: { input, by: session.user._id } }, async () =>
      addOffcut(input, await getCatalog(), session.user.name),
    );
    const { piece, created } = result;
    return NextResponse.json<Saved<OffcutAnswer>>(
      { message: created ? `Piece ${piece.id} is in the store` : `Piece ${piece.id} is already in the store`, piece },
      { status: created ? 201 : 200 },
    );
  },
  { auth: "offcuts.manage" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
