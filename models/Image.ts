import mongoose, { Schema, type Model, type Types } from "mongoose";

/**
 * An image kept in the database (lib/images): what it is, who uses it and
 * where its bytes are. The bytes of each rendition are a GridFS file of the
 * `imagefiles` bucket; this document is written last, so an image exists only
 * once all its bytes do (see lib/images/store.ts).
 */
const renditionSchema = new Schema(
  {
    /** "main", or `w<width>.<format>` for a variant, e.g. "w640.avif". */
    key: { type: String, required: true, maxlength: 40 },
    fileId: { type: Schema.Types.ObjectId, required: true },
    contentType: { type: String, required: true, maxlength: 40 },
    size: { type: Number, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    /** sha256 of the bytes (base64url), the strong ETag. */
    hash: { type: String, required: true, maxlength: 64 },
  },
  { _id: false },
);

const imageSchema = new Schema(
  {
    renditions: { type: [renditionSchema], required: true },
    /** Owners using the image, e.g. "service:<id>" or "gallery:<id>". Deleted when the last one lets go. */
    refs: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: "images" },
);

imageSchema.index({ refs: 1 });
imageSchema.index({ createdAt: -1 });

export type RenditionDoc = { key: string; fileId: Types.ObjectId; contentType: string; size: number; width: number; height: number; hash: string };
export type ImageDoc = { _id: Types.ObjectId; renditions: RenditionDoc[]; refs: string[]; createdAt: Date };

export const Image: Model<ImageDoc> = (mongoose.models.Image as Model<ImageDoc>) || mongoose.model<ImageDoc>("Image", imageSchema);
