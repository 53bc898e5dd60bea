/**
 * The image store: pictures kept in the database (keyed pieces), shared by every
 * server instance. API (all server-side; see docs/ARCHITECTURE.md "Images"):
 *
 * - `saveImage(bytes, { owner?, maxWidth?, format?, variants?, field? })` →
 *   StoredImage: re-encodes (WebP/AVIF, metadata stripped, never enlarged),
 *   stores the main rendition and the variants (`w640.avif`...), atomically
 *   visible; 400 on `field` for unreadable bytes.
 * - `getImage(id)`, `readImage(id, key = "main")`.
 * - `addImageRef(id, owner)` / `releaseImage(id, owner)` (deletes the image when
 *   its last user lets go) / `deleteImageIfUnused(id)`.
 * - `imageUrl(id, rendition)` → `/media/<id>.webp` or `/media/<id>-w640.avif`,
 *   served by app/media/[file]/route.ts through `imageResponse` (ETag, 1-year immutable cache).
 * - `detectImageType(bytes)` (magic bytes) to refuse non-pictures before decoding.
 */
export { detectImageType, type InputImageType, type OutputFormat } from "./encode";
export { imageResponse } from "./http";
export {
  addImageRef,
  deleteImageIfUnused,
  getImage,
  imageUrl,
  isImageId,
  moveGridFsImages,
  MAIN,
  parseMediaFile,
  readImage,
  releaseImage,
  saveImage,
  sweepOrphanImageFiles,
  type ImageBytes,
  type Rendition,
  type SaveImageOptions,
  type StoredImage,
  type VariantSpec,
} from "./store";
