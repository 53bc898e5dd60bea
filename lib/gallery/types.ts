/**
 * The gallery's shapes as the API and the pages see them (client-safe: the
 * console imports them too).
 */
import type { GalleryKind } from "@/lib/validation/gallery";

export type WorkPictureSource = { url: string; width: number; format: "webp" | "avif" };

/** What a page needs to draw one picture: the <img> fallback, its intrinsic size and the srcset renditions. */
export interface WorkImage {
  src: string;
  width: number;
  height: number;
  sources: WorkPictureSource[];
}

/** One photo on the site (GET /api/gallery). */
export interface PublicGalleryItem {
  _id: string;
  caption: string;
  kind: GalleryKind;
  image: WorkImage;
}

/** One photo in the console (GET /api/admin/gallery). */
export interface AdminGalleryItem extends PublicGalleryItem {
  hidden: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}
