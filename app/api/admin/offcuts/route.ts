import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import type { Saved } from "@/lib/answers";
import { once } from "@/lib/idempotency/once";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";
import { getCatalog } from "@/lib/rack/catalog";
import { offcutCreateSchema, offcutQuerySchema, type OffcutAnswer, type OffcutStore } from "@/lib/rack/offcut-schema";
import { getSite } from "@/lib/business/site-facts-store";
import { materialIn } from "@/lib/cutting/list/materials";
import { shelfNoticeHref } from "@/lib/orders/messages";
import { addOffcut, listOffcuts, MAX_STORED_OFFCUTS, offcutMinMm } from "@/lib/rack/offcuts";
import { shelfOwnerByEmail } from "@/lib/rack/shelf-owner";
import { readOrderDoc } from "@/lib/orders/store/change";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/offcuts?material=&q=&minLength=&minWidth= → {pieces, total, due, max, minMm}: the store, free and reserved pieces, newest
 * first; `due`, the customers' pieces within a week of passing to the workshop, with the WhatsApp text to tell them. Staff only.
 */
export const GET = route(
  async (request) => {
    const filter = parseQuery(request, offcutQuerySchema);
    // One read of the store gives the pieces found and the customers to tell.
    const [{ due, ...found }, catalog, site] = await Promise.all([listOffcuts(filter), getCatalog(), getSite()]);
    const material = (id: string) => materialIn(catalog, id)?.label ?? id;
    return NextResponse.json<OffcutStore>({
      ...found,
      due: due.map((piece) => ({
        piece,
        whatsapp: shelfNoticeHref({ ...piece, material: material(piece.material) }, piece.owner!, piece.keepUntil!, site.shortName),
      })),
      max: MAX_STORED_OFFCUTS,
      minMm: offcutMinMm(),
    });
  },
  { auth: "offcuts.manage" },
);

/**
 * POST /api/admin/offcuts {material, length, width, pricePaise?, note?, from?, owner?, idempotencyKey?} → 201 {message, piece} with its new
 * short id; 200 with the same piece when `from` (REFERENCE/sheet/offcut) is already in the store. Both sides at least OFFCUT_MIN_MM.
 * `owner` (a customer account's e-mail) puts it on that customer's shelf (issue 54). Staff with offcuts.manage.
 */
export const POST = route(
  async (request, { session }) => {
    const { idempotencyKey: key, owner: email, ...input } = await parseJson(request, offcutCreateSchema);
    // A piece left over from an order is kept in that order's language (the reminder goes out in it).
    const language = email && input.from?.toUpperCase().startsWith("KPW-") ? (await readOrderDoc(input.from.split("/")[0]))?.language : undefined;
    const owner = email ? await shelfOwnerByEmail(email, language) : undefined;
    // A double tap on "Add to the store" stores one piece (issue 55).
    const { result } = await once({ scope: "offcut", key, request: { input, email, by: session.user._id } }, async () =>
      addOffcut({ ...input, owner }, await getCatalog(), session.user.name),
    );
    const { piece, created } = result;
    const where = piece.owner ? `on ${piece.owner.name}'s shelf` : "in the store";
    return NextResponse.json<Saved<OffcutAnswer>>(
      { message: created ? `Piece ${piece.id} is ${where}` : `Piece ${piece.id} is already ${where}`, piece },
      { status: created ? 201 : 200 },
    );
  },
  { auth: "offcuts.manage" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
