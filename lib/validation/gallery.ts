/**
 * Schemas of the gallery ("Our work") endpoints, shared by the handlers and
 * the console's forms. Strict objects: unknown keys are refused.
 */
import { z } from "@/lib/validation/z";
import { textProblem } from "./text";
import { objectIdPattern } from "./user";
import { GALLERY_KINDS, CAPTION_MAX, type GalleryKind } from "@/vocabulary/gallery";

/** How the kinds read on the site and in the console. */
export const GALLERY_KIND_LABELS: Record<GalleryKind, string> = { job: "Finished job", machine: "Machine", edge: "Edge and detail" };

export const CAPTION_MIN = 3;
/** A phone photo straight from the camera (12 MP JPEG ≈ 3–6 MB) must go through. */
export const GALLERY_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many photos (a page of work, not an archive); the console says so. */
export const GALLERY_MAX_ITEMS = 60;

export const captionField = z
  .string({ error: (i) => (i.input === undefined ? "Caption is required" : "Caption must be a string") })
  .trim()
  .min(CAPTION_MIN, `Caption must be at least ${CAPTION_MIN} characters`)
  .max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`)
  .superRefine((v, ctx) => {
    const problem = textProblem("caption", v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** The caption in Tamil: optional (empty: the Tamil pages show the English caption). */
export const captionTaField = z
  .string({ error: "Caption in Tamil must be a string" })
  .trim()
  .max(CAPTION_MAX, `Caption in Tamil must be at most ${CAPTION_MAX} characters`)
  .superRefine((v, ctx) => {
    const problem = textProblem("captionTamil", v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const kindField = z.enum(GALLERY_KINDS, { error: `Kind must be one of: ${GALLERY_KINDS.join(", ")}` });

/** The text fields of the upload form (POST /api/admin/gallery, multipart). */
export const galleryCreateSchema = z.strictObject({ caption: captionField, captionTa: captionTaField.default(""), kind: kindField.default("job") });
export type GalleryCreateInput = z.infer<typeof galleryCreateSchema>;

/** PATCH /api/admin/gallery/{id}. */
export const galleryUpdateSchema = z
  .strictObject({ caption: captionField, captionTa: captionTaField, kind: kindField, hidden: z.boolean({ error: "Hidden must be true or false" }) })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one field to change", path: [] });
export type GalleryUpdateInput = z.infer<typeof galleryUpdateSchema>;

/** PUT /api/admin/gallery/order: every item's id, in the new order. */
export const galleryOrderSchema = z.strictObject({
  ids: z
    .array(z.string({ error: "Each id must be a string" }).regex(objectIdPattern, "Each id must be a 24-character hexadecimal id"), {
      error: "ids must be a list of ids",
    })
    .min(1, "Send at least one id")
    .max(GALLERY_MAX_ITEMS, `At most ${GALLERY_MAX_ITEMS} ids`)
    .refine((ids) => new Set(ids.map((i) => i.toLowerCase())).size === ids.length, "Each id may appear only once"),
});
export type GalleryOrderInput = z.infer<typeof galleryOrderSchema>;

/* The gallery's DTOs (GET /api/gallery, the console), shared by server and client. */

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
  /** The caption on the Tamil pages ("" : the English one). */
  captionTa: string;
  hidden: boolean;
  order: number;
  createdAt: string;
  updatedAt: string;
}

/** One photo (with a message: the answer to adding or changing one). */
export interface GalleryItemAnswer {
  item: AdminGalleryItem;
}
