import mongoose, { Schema, type Model, type Types } from "mongoose";
import { CAPTION_MAX, GALLERY_KINDS } from "@/vocabulary/gallery";

/**
 * A photo of "Our work" (/about and the landing page's strip), managed in the
 * console. The picture itself lives in the image store (lib/images, owner
 * "gallery:<id>"); this document holds what the pages need to render it
 * without another lookup: the renditions' URLs and the intrinsic size.
 */
const sourceSchema = new Schema(
  {
    url: { type: String, required: true, maxlength: 200 },
    width: { type: Number, required: true },
    format: { type: String, required: true, enum: ["webp", "avif"] },
  },
  { _id: false },
);

const galleryItemSchema = new Schema(
  {
    caption: { type: String, required: true, trim: true, maxlength: CAPTION_MAX },
    /** The caption on the Tamil pages (issue 20); empty: they show the English one. */
    captionTa: { type: String, trim: true, maxlength: CAPTION_MAX, default: "" },
    kind: { type: String, required: true, enum: GALLERY_KINDS, default: "job" },
    /** Hidden photos stay in the console but leave the site. */
    hidden: { type: Boolean, default: false },
    /** Display order, ascending (new uploads go first: the lowest order minus one). */
    order: { type: Number, default: 0 },
    image: {
      id: { type: String, required: true, maxlength: 24 },
      /** The main rendition (WebP), the <img> fallback. */
      src: { type: String, required: true, maxlength: 200 },
      width: { type: Number, required: true },
      height: { type: Number, required: true },
      /** Smaller renditions for srcset, AVIF and WebP. */
      sources: { type: [sourceSchema], default: [] },
    },
  },
  { timestamps: true, versionKey: false, collection: "galleryitems" },
);

galleryItemSchema.index({ order: 1 });

export type GallerySource = { url: string; width: number; format: "webp" | "avif" };
export type GalleryItemDoc = {
  _id: Types.ObjectId;
  caption: string;
  captionTa?: string;
  kind: (typeof GALLERY_KINDS)[number];
  hidden: boolean;
  order: number;
  image: { id: string; src: string; width: number; height: number; sources: GallerySource[] };
  createdAt: Date;
  updatedAt: Date;
};

export const GalleryItem: Model<GalleryItemDoc> =
  (mongoose.models.GalleryItem as Model<GalleryItemDoc>) || mongoose.model<GalleryItemDoc>("GalleryItem", galleryItemSchema);
