import { NextResponse } from "next/server";
import { listPublicGallery } from "@/lib/gallery/store";
import type { PublicGalleryItem } from "@/lib/validation/gallery";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/**
 * GET /api/gallery → the visible "Our work" photos in display order:
 * `[{_id, caption, kind, image: {src, width, height, sources: [{url, width, format}]}}]`.
 * Empty until the owner uploads photos (the pages then show illustrations).
 */
export const GET = route(async () => NextResponse.json<PublicGalleryItem[]>(await listPublicGallery()), {
  auth: "public",
  cache: "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
