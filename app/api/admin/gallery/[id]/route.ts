import { deleteGalleryItem, updateGalleryItem } from "@/lib/gallery/store";
import { otherMethods } from "@/lib/http/methods";
import { adminRecordRoutes } from "@/lib/http/record-routes";
import { type GalleryItemAnswer, galleryUpdateSchema } from "@/lib/validation/gallery";

export const dynamic = "force-dynamic";

/**
 * PATCH /api/admin/gallery/{id} {caption?, kind?, hidden?} → {message, item}. 400 / 404. Admins only.
 * DELETE /api/admin/gallery/{id} → {message}; the picture leaves the image store too. 404. Admins only.
 */
export const { PATCH, DELETE } = adminRecordRoutes({
  permission: "content.manage",
  noun: "Photo",
  answer: (item): GalleryItemAnswer => ({ item }),
  schema: galleryUpdateSchema,
  update: updateGalleryItem,
  remove: deleteGalleryItem,
});

export const { GET, POST, PUT, OPTIONS } = otherMethods(["PATCH", "DELETE"]);
