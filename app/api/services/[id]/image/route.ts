import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requireObjectId } from "@/lib/http/params";
import { replaceServiceImage } from "@/lib/services/admin";
import type { ServiceAnswer } from "@/lib/validation/service-admin";
import type { Saved } from "@/lib/answers";

import { readServiceImageUpload } from "@/lib/http/uploads/service-image";

export const dynamic = "force-dynamic";

type Params = { id: string };

/**
 * PUT /api/services/{id}/image (multipart/form-data, field `image`: PNG, JPEG
 * or WebP, at most 2 MB) → {message, service}; the image is stored as WebP at
 * most 1200 px wide in the database image store and the previous upload is released (deleted unless another service uses it). 400 / 413 / 415. Admins only.
 */
export const PUT = route<Params>(
  async (request, { params }) => {
    const id = requireObjectId(params.id);
    const bytes = await readServiceImageUpload(request);
    const service = await replaceServiceImage(id, bytes);
    if (!service) throw new NotFoundError(refusal("serviceNotFound"));
    return NextResponse.json<Saved<ServiceAnswer>>({ message: "Image updated", service });
  },
  { auth: "content.manage" },
);

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(["PUT"]);
