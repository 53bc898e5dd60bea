import { NextResponse } from "next/server";
import { NotFoundError } from "@/lib/errors";
import { deleteGalleryItem, updateGalleryItem } from "@/lib/gallery/store";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { requireObjectId } from "@/lib/http/params";
import { galleryUpdateSchema } from "@/lib/validation/gallery";

export const dynamic = "force-dynamic";

type Params = { id: string };

/** PATCH /api/admin/gallery/{id} {caption?, kind?, hidden?} → {message, item}. 400 / 404. Admins only. */
export const PATCH = route<Params>(
  async (request, { params }) => {
    const id = requireObjectId(params.id);
    const input = await parseJson(request, galleryUpdateSchema);
    const item = await updateGalleryItem(id, input);
    if (!item) throw new NotFoundError("Photo not found");
    return NextResponse.json({ message: "Photo updated", item });
  },
  { auth: "admin" },
);

/** DELETE /api/admin/gallery/{id} → {message}; the picture leaves the image store too. 404. Admins only. */
export const DELETE = route<Params>(
  async (request, { params }) => {
    const id = requireObjectId(params.id);
    if (!(await deleteGalleryItem(id))) throw new NotFoundError("Photo not found");
    return NextResponse.json({ message: "Photo deleted" });
  },
  { auth: "admin" },
);

export const { GET, POST, PUT, OPTIONS } = otherMethods(["PATCH", "DELETE"]);
