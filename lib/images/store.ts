/**
 * Images kept in the database, so that every instance serves every image.
 *
 * Bytes: one GridFS file per rendition (bucket `imagefiles`: collections
 * imagefiles.files and imagefiles.chunks, 255 KiB chunks). Metadata and
 * users: one `images` document per image (models/Image.ts).
 *
 * No transactions (FerretDB v1), so the order of writes is what keeps it
 * whole: the renditions' files are written first, the `images` document last,
 * in one insert. Readers look the document up first, so a half-written image
 * is never visible; files whose document never came (a crash mid-upload) are
 * swept after ORPHAN_AGE_MS. An image is deleted only when its last user lets
 * go of it (`releaseImage`), so an image that another service or photo still
 * uses is never removed. FerretDB v1 runs an update as a read then a write, so
 * `$addToSet`/`$pull` could lose one of two concurrent changes: every change of
 * an image's users runs under that image's lock (lib/db/lock.ts).
 */
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import mongoose, { Types } from "mongoose";
import { connectToDatabase, DatabaseUnavailableError } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { Image, type ImageDoc, type RenditionDoc } from "@/models/Image";
import { encodeImage, type OutputFormat } from "./encode";

export const IMAGE_BUCKET = "imagefiles";
export const MAIN = "main";
const ORPHAN_AGE_MS = 15 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const MAX_VARIANTS = 8;
const ID = /^[a-f0-9]{24}$/;
const OWNER = /^[a-z][a-z0-9-]{0,19}:[A-Za-z0-9_-]{1,64}$/;

export type VariantSpec = { width: number; format: OutputFormat };

export type SaveImageOptions = {
  /** The first user, e.g. "service:<id>"; without one the image is unused until `addImageRef`. */
  owner?: string;
  /** Width of the main rendition (never enlarged); default 1600. */
  maxWidth?: number;
  /** Format of the main rendition; default WebP. */
  format?: OutputFormat;
  /** Extra renditions, e.g. [{ width: 640, format: "avif" }]; key `w640.avif`. */
  variants?: VariantSpec[];
  /** The form field named in a 400 for unreadable bytes; default "image". */
  field?: string;
};

export type Rendition = { key: string; url: string; contentType: string; size: number; width: number; height: number };

/** What callers see of a stored image: the main rendition's facts plus every rendition. */
export type StoredImage = {
  id: string;
  url: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  refs: string[];
  createdAt: string;
  renditions: Rendition[];
};

export type ImageBytes = { data: Buffer; contentType: string; size: number; width: number; height: number; etag: string };

const extOf = (contentType: string) => (contentType === "image/avif" ? "avif" : "webp");

/** `/media/<id>.webp` for the main rendition, `/media/<id>-w640.avif` for a variant. */
export function imageUrl(id: string, rendition: Pick<RenditionDoc, "key" | "contentType">): string {
  return rendition.key === MAIN ? `/media/${id}.${extOf(rendition.contentType)}` : `/media/${id}-${rendition.key}`;
}

/** The image id and rendition key of a /media file name, or null (nothing a visitor sends becomes a query operator or a path). */
export function parseMediaFile(file: string): { id: string; key: string; ext: string } | null {
  const m = /^([a-f0-9]{24})(?:-(w\d{2,4}))?\.(webp|avif)$/.exec(file);
  if (!m) return null;
  return { id: m[1], key: m[2] ? `${m[2]}.${m[3]}` : MAIN, ext: m[3] };
}

export function isImageId(id: string): boolean {
  return ID.test(id);
}

function assertOwner(owner: string): void {
  if (!OWNER.test(owner)) throw new Error(`image owner "${owner}" must look like "kind:id"`);
}

function toStored(doc: ImageDoc): StoredImage {
  const id = String(doc._id);
  const main = doc.renditions.find((r) => r.key === MAIN) ?? doc.renditions[0];
  return {
    id,
    url: imageUrl(id, main),
    contentType: main.contentType,
    size: main.size,
    width: main.width,
    height: main.height,
    refs: [...doc.refs],
    createdAt: doc.createdAt.toISOString(),
    renditions: doc.renditions.map((r) => ({
      key: r.key,
      url: imageUrl(id, r),
      contentType: r.contentType,
      size: r.size,
      width: r.width,
      height: r.height,
    })),
  };
}

function bucket() {
  const db = mongoose.connection.db;
  if (!db) throw new DatabaseUnavailableError();
  return new mongoose.mongo.GridFSBucket(db, { bucketName: IMAGE_BUCKET });
}

async function deleteFiles(fileIds: Types.ObjectId[]): Promise<void> {
  const b = bucket();
  await Promise.all(
    fileIds.map((fileId) =>
      b.delete(fileId).catch((err: Error) => {
        // Already gone (a concurrent release or sweep) is fine.
        if (!/FileNotFound|File not found/i.test(err.message)) throw err;
      }),
    ),
  );
}

const globalForSweep = globalThis as unknown as { __imageSweep?: number };

/** Deletes rendition files older than ORPHAN_AGE_MS whose `images` document does not exist (an upload that died halfway). */
export async function sweepOrphanImageFiles(now = Date.now()): Promise<number> {
  await connectToDatabase();
  const files = mongoose.connection.db!.collection(`${IMAGE_BUCKET}.files`);
  const old = await files
    .find({ uploadDate: { $lt: new Date(now - ORPHAN_AGE_MS) } }, { projection: { _id: 1, metadata: 1 } })
    .limit(500)
    .toArray();
  if (!old.length) return 0;
  const imageIds = [...new Set(old.map((f) => String(f.metadata?.image)))].filter(isImageId).map((id) => new Types.ObjectId(id));
  const alive = new Set((await Image.find({ _id: mongoose.trusted({ $in: imageIds }) }, { _id: 1 }).lean()).map((d) => String(d._id)));
  const orphans = old.filter((f) => !alive.has(String(f.metadata?.image))).map((f) => f._id as Types.ObjectId);
  await deleteFiles(orphans);
  return orphans.length;
}

function maybeSweep(): void {
  const now = Date.now();
  if (now - (globalForSweep.__imageSweep ?? 0) < SWEEP_EVERY_MS) return;
  globalForSweep.__imageSweep = now;
  sweepOrphanImageFiles(now).catch((err) => console.warn(`[images] sweep failed: ${(err as Error).message}`));
}

/**
 * Re-encodes `bytes` (main rendition and variants), stores them and returns
 * the image. 400 (BadRequestError on `field`) when the bytes are not a
 * readable picture. The image becomes visible only once complete.
 */
export async function saveImage(bytes: Uint8Array, options: SaveImageOptions = {}): Promise<StoredImage> {
  const { owner, maxWidth = 1600, format = "webp", variants = [], field } = options;
  if (owner) assertOwner(owner);
  if (variants.length > MAX_VARIANTS) throw new Error(`at most ${MAX_VARIANTS} variants`);
  const specs: { key: string; width: number; format: OutputFormat }[] = [{ key: MAIN, width: maxWidth, format }];
  for (const v of variants) {
    const key = `w${Math.round(v.width)}.${v.format}`;
    if (!/^w\d{2,4}\.(webp|avif)$/.test(key)) throw new Error(`bad variant width ${v.width}`);
    if (!specs.some((s) => s.key === key)) specs.push({ key, width: Math.round(v.width), format: v.format });
  }
  // Encode everything before the first write: a bad picture writes nothing. One at a time: sharp is CPU-bound.
  const encoded = [];
  for (const spec of specs) encoded.push({ spec, ...(await encodeImage(bytes, { maxWidth: spec.width, format: spec.format, field })) });

  await connectToDatabase();
  maybeSweep();
  const _id = new Types.ObjectId();
  const written: Types.ObjectId[] = [];
  try {
    const b = bucket();
    const renditions: RenditionDoc[] = [];
    for (const e of encoded) {
      const upload = b.openUploadStream(`${_id}-${e.spec.key}`, { metadata: { image: String(_id), contentType: e.contentType } });
      written.push(upload.id as Types.ObjectId);
      await pipeline(Readable.from([e.data]), upload);
      renditions.push({
        key: e.spec.key,
        fileId: upload.id as Types.ObjectId,
        contentType: e.contentType,
        size: e.data.byteLength,
        width: e.width,
        height: e.height,
        hash: createHash("sha256").update(e.data).digest("base64url"),
      });
    }
    const doc = await Image.create({ _id, renditions, refs: owner ? [owner] : [], createdAt: new Date() });
    return toStored(doc.toObject() as ImageDoc);
  } catch (err) {
    await deleteFiles(written).catch(() => undefined); // the sweep gets whatever this misses
    throw err;
  }
}

/** The image's metadata, or null. */
export async function getImage(id: string): Promise<StoredImage | null> {
  if (!isImageId(id)) return null;
  await connectToDatabase();
  const doc = await Image.findById(id).lean<ImageDoc>();
  return doc ? toStored(doc) : null;
}

/** One rendition's facts and strong ETag without its bytes (enough to answer a conditional request). */
export async function getRendition(id: string, key = MAIN): Promise<(RenditionDoc & { etag: string }) | null> {
  if (!isImageId(id)) return null;
  await connectToDatabase();
  const doc = await Image.findById(id, { renditions: 1 }).lean<ImageDoc>();
  const r = doc?.renditions.find((x) => x.key === key);
  return r ? { ...r, etag: `"${r.hash}"` } : null;
}

/** The bytes of one rendition ("main" by default), or null when there is no such image or rendition. */
export async function readImage(id: string, key = MAIN): Promise<ImageBytes | null> {
  const r = await getRendition(id, key);
  if (!r) return null;
  return readRendition(r);
}

/** The bytes of a rendition found with `getRendition`. Null when it was deleted in between. */
export async function readRendition(r: RenditionDoc & { etag: string }): Promise<ImageBytes | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of bucket().openDownloadStream(r.fileId)) chunks.push(chunk as Buffer);
  } catch (err) {
    if (/FileNotFound|File not found/i.test((err as Error).message)) return null;
    throw err;
  }
  const data = Buffer.concat(chunks);
  return { data, contentType: r.contentType, size: data.byteLength, width: r.width, height: r.height, etag: r.etag };
}

/** Newest first. `owner` "gallery:" (ending in a colon) matches every gallery:* user; a full owner matches exactly. */
export async function listImages({ owner, limit = 50, before }: { owner?: string; limit?: number; before?: string } = {}): Promise<StoredImage[]> {
  await connectToDatabase();
  const filter: Record<string, unknown> = {};
  if (owner) {
    if (!/^[a-z][a-z0-9-]{0,19}:[A-Za-z0-9_-]{0,64}$/.test(owner)) throw new Error(`bad owner filter "${owner}"`);
    filter.refs = owner.endsWith(":") ? mongoose.trusted({ $regex: `^${owner}` }) : owner;
  }
  if (before && isImageId(before)) filter._id = mongoose.trusted({ $lt: new Types.ObjectId(before) });
  const docs = await Image.find(filter)
    .sort({ _id: -1 })
    .limit(Math.max(1, Math.min(200, limit)))
    .lean<ImageDoc[]>();
  return docs.map(toStored);
}

/** Under the image's lock: its users, for `then` to change. False when the image does not exist (any more). */
async function withUsers(id: string, owner: string, then: (refs: string[]) => Promise<boolean>): Promise<boolean> {
  assertOwner(owner);
  if (!isImageId(id)) return false;
  return withLock(`image:${id}`, async () => {
    const doc = await Image.findById(id, { refs: 1 }).lean<Pick<ImageDoc, "_id" | "refs">>();
    return doc ? then(doc.refs) : false;
  });
}

/** Records another user of the image. False when the image does not exist (any more). Idempotent per owner. */
export function addImageRef(id: string, owner: string): Promise<boolean> {
  return withUsers(id, owner, async (refs) => {
    if (!refs.includes(owner)) await Image.updateOne({ _id: id }, { $set: { refs: [...refs, owner] } });
    return true;
  });
}

/** Under the image's lock: deletes the document, then its files, when nobody uses it. */
async function deleteIfUnusedLocked(id: string): Promise<boolean> {
  const doc = await Image.findById(id).lean<ImageDoc>();
  if (!doc || doc.refs.length) return false;
  const res = await Image.deleteOne({ _id: id });
  if (res.deletedCount !== 1) return false;
  await deleteFiles(doc.renditions.map((r) => r.fileId));
  return true;
}

/** Deletes the image if nobody uses it (e.g. saved without an owner and never claimed). */
export async function deleteImageIfUnused(id: string): Promise<boolean> {
  if (!isImageId(id)) return false;
  return withLock(`image:${id}`, () => deleteIfUnusedLocked(id));
}

/** `owner` stops using the image; the image is deleted when that was its last user. True when it was deleted. */
export function releaseImage(id: string, owner: string): Promise<boolean> {
  return withUsers(id, owner, async (refs) => {
    if (refs.includes(owner)) await Image.updateOne({ _id: id }, { $set: { refs: refs.filter((r) => r !== owner) } });
    return deleteIfUnusedLocked(id);
  });
}
