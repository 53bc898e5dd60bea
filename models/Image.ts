import mongoose, { Schema, type Model, type Types } from "mongoose";

/**
 * An image kept in the database (lib/images): what it is, who uses it and
 * where its bytes are. The bytes of each rendition are `chunks` documents of
 * `imagechunks` under `<fileId>:<n>` (models/ImageChunk.ts). This document is
 * written first with `complete: false` and marked complete once every byte is
 * stored, so an image is visible only whole (see lib/images/store.ts).
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
    /** Pieces in `imagechunks`; absent for a rendition still in GridFS (stored by an earlier version, moved at start-up). */
    chunks: { type: Number },
  },
  { _id: false },
);

const imageSchema = new Schema(
  {
    renditions: { type: [renditionSchema], required: true },
    /** Owners using the image, e.g. "service:<id>" or "gallery:<id>". Deleted when the last one lets go. */
    refs: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    /** False while its bytes are being written (readers treat it as absent; the sweep removes one left by a crash). */
    complete: { type: Boolean, default: true },
  },
  { versionKey: false, collection: "images" },
);

export type RenditionDoc = {
  key: string;
  fileId: Types.ObjectId;
  contentType: string;
  size: number;
  width: number;
  height: number;
  hash: string;
  chunks?: number;
};
export type ImageDoc = { _id: Types.ObjectId; renditions: RenditionDoc[]; refs: string[]; createdAt: Date; complete?: boolean };

export const Image: Model<ImageDoc> = (mongoose.models.Image as Model<ImageDoc>) || mongoose.model<ImageDoc>("Image", imageSchema);
