import mongoose, { Schema, type Model } from "mongoose";

/**
 * A piece of a stored picture's bytes (lib/images/store.ts), under
 * `_id: "<rendition file id>:<n>"`: a rendition of `chunks` pieces is read
 * with that many lookups by `_id` (GridFS finds its chunks by `files_id`, which
 * the embedded database can only do by reading every chunk of every image).
 */
const imageChunkSchema = new Schema(
  {
    _id: { type: String, required: true, maxlength: 40 },
    data: { type: Buffer, required: true },
  },
  { versionKey: false, collection: "imagechunks" },
);

export type ImageChunkDoc = { _id: string; data: Buffer };

export const ImageChunk: Model<ImageChunkDoc> =
  (mongoose.models.ImageChunk as Model<ImageChunkDoc>) || mongoose.model<ImageChunkDoc>("ImageChunk", imageChunkSchema);
