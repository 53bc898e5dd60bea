import { NextResponse } from "next/server";
import { ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { reorderGallery } from "@/lib/gallery/store";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { type AdminGalleryItem, galleryOrderSchema } from "@/lib/validation/gallery";

export const dynamic = "force-dynamic";

/**
 * PUT /api/admin/gallery/order {ids: [every photo's id, in the new order]} → the list in that order.
 * 400 when the ids are not exactly the gallery's (a console that is out of date reloads instead). Admins only.
 */
export const PUT = route(
  async (request) => {
    const { ids } = await parseJson(request, galleryOrderSchema);
    const items = await reorderGallery(ids);
    if (items === "mismatch") throw new ValidationError({ ids: refusal("listEveryPhoto") });
    return NextResponse.json<AdminGalleryItem[]>(items);
  },
  { auth: "content.manage" },
);

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(["PUT"]);
