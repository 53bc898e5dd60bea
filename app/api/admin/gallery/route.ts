import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { once } from "@/lib/idempotency/once";
import { IDEMPOTENCY_KEY_PATTERN } from "@/lib/validation/idempotency";
import { createGalleryItem, listGalleryItems } from "@/lib/gallery/store";
import type { Saved } from "@/lib/answers";
import type { AdminGalleryItem, GalleryItemAnswer } from "@/lib/validation/gallery";
import { readGalleryUpload } from "@/lib/http/uploads/gallery";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** GET /api/admin/gallery → every photo (hidden ones too) in display order. Admins only. */
export const GET = route(
  async () => {
    return NextResponse.json<AdminGalleryItem[]>(await listGalleryItems());
  },
  { auth: "content.manage" },
);

/**
 * POST /api/admin/gallery (multipart/form-data: image, caption[, kind]; header Idempotency-Key?) → 201 {message, item};
 * a repeat with the same key answers the first photo (200).
 * The photo is re-encoded (WebP and AVIF renditions, metadata stripped) into the image store
 * and put first. 400 / 409 (gallery full) / 413 (over 10 MB) / 415. Admins only.
 */
export const POST = route(
  async (request) => {
    const { bytes, input } = await readGalleryUpload(request);
    const key = request.headers.get("Idempotency-Key") ?? undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ValidationError({ idempotencyKey: refusal("idempotencyKeyFormat") });
    const photo = createHash("sha256").update(bytes).digest("hex");
    const { result: item, repeated } = await once({ scope: "photo", key, request: { input, photo } }, () => createGalleryItem(bytes, input));
    return NextResponse.json<Saved<GalleryItemAnswer>>({ message: "Photo added", item }, { status: repeated ? 200 : 201 });
  },
  { auth: "content.manage" },
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET", "POST"]);
