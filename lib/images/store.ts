/**
 * Images kept in the database, so that every instance serves every image.
 *
 * Metadata and users: one `images` document per image (models/Image.ts).
 * Bytes: each rendition in pieces of at most CHUNK_BYTES, each piece a
 * document of `imagechunks` under `<fileId>:<n>` (models/ImageChunk.ts), so
 * serving a picture is a few lookups by `_id` (the only index the embedded
 * database uses; GridFS would find its chunks by reading all of them).
 *
 * No transactions (FerretDB v1), so the order of writes is what keeps it
 * whole: the `images` document is inserted first, marked incomplete, then the
 * pieces, then the document is marked complete. Readers treat an incomplete
 * image as absent, so a half-written image is never visible; one left by a
 * crash mid-upload is swept after ORPHAN_AGE_MS. An image is deleted only when its last user lets
 * go of it (`releaseImage`), so an image that another service or photo still
 * uses is never removed. FerretDB v1 runs an update as a read then a write, so
 * `$addToSet`/`$pull` could lose one of two concurrent changes: every change of
 * an image's users runs under that image's lock (lib/db/lock.ts).
 */
import "server-only";
import { createHash } from "node:crypto";
import mongoose, { Types } from "mongoose";
import { connectToDatabase, DatabaseUnavailableError } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { Image, type ImageDoc, type RenditionDoc } from "@/models/Image";
import { ImageChunk } from "@/models/ImageChunk";
import { encodeImage, type OutputFormat } from "./encode";

/** Where earlier versions kept the bytes (GridFS); moved into `imagechunks` at start-up (`moveGridFsImages`). */
export const IMAGE_BUCKET = "imagefiles";
/** Bytes per stored piece: well under the 16 MB document limit, small enough to read in parallel. */
const CHUNK_BYTES = 255 * 1024;
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

function gridFs() {
  const db = mongoose.connection.db;
  if (!db) throw new DatabaseUnavailableError();
  return new mongoose.mongo.GridFSBucket(db, { bucketName: IMAGE_BUCKET });
}

const chunkId = (fileId: Types.ObjectId | string, n: number) => `${String(fileId)}:${n}`;

async function writeChunks(fileId: Types.ObjectId, data: Buffer): Promise<number> {
  const count = Math.max(1, Math.ceil(data.byteLength / CHUNK_BYTES));
  const docs = Array.from({ length: count }, (_, n) => ({ _id: chunkId(fileId, n), data: data.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES) }));
  await ImageChunk.insertMany(docs, { ordered: true });
  return count;
}

/** Deletes the renditions' bytes (each piece by `_id`; a rendition still in GridFS through it). */
async function deleteBytes(renditions: Pick<RenditionDoc, "fileId" | "chunks">[]): Promise<void> {
  await Promise.all(
    renditions.map(async (r) => {
      if (r.chunks === undefined) {
        await gridFs()
          .delete(r.fileId)
          .catch((err: Error) => {
            // Already gone (a concurrent release or sweep) is fine.
            if (!/FileNotFound|File not found/i.test(err.message)) throw err;
          });
        return;
      }
      await Promise.all(Array.from({ length: r.chunks }, (_, n) => ImageChunk.deleteOne({ _id: chunkId(r.fileId, n) })));
    }),
  );
}

const globalForSweep = globalThis as unknown as { __imageSweep?: NodeJS.Timeout };

/**
 * Deletes images left incomplete for ORPHAN_AGE_MS (an upload that died
 * halfway) with whatever bytes they had. Runs hourly on a timer of its own
 * (never on a request): it reads the `images` documents, not the bytes.
 */
export async function sweepOrphanImageFiles(now = Date.now()): Promise<number> {
  await connectToDatabase();
  const stale = await Image.find({ complete: false, createdAt: mongoose.trusted({ $lt: new Date(now - ORPHAN_AGE_MS) }) })
    .limit(500)
    .lean<ImageDoc[]>();
  for (const doc of stale) {
    await deleteBytes(doc.renditions);
    await Image.deleteOne({ _id: doc._id });
  }
  return stale.length;
}

function startSweep(): void {
  if (globalForSweep.__imageSweep) return;
  globalForSweep.__imageSweep = setInterval(() => {
    sweepOrphanImageFiles().catch((err) => console.warn(`[images] sweep failed: ${(err as Error).message}`));
  }, SWEEP_EVERY_MS);
  globalForSweep.__imageSweep.unref();
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
  startSweep();
  const _id = new Types.ObjectId();
  const renditions: RenditionDoc[] = encoded.map((e) => ({
    key: e.spec.key,
    fileId: new Types.ObjectId(),
    contentType: e.contentType,
    size: e.data.byteLength,
    width: e.width,
    height: e.height,
    hash: createHash("sha256").update(e.data).digest("base64url"),
    chunks: Math.max(1, Math.ceil(e.data.byteLength / CHUNK_BYTES)),
  }));
  await Image.create({ _id, renditions, refs: owner ? [owner] : [], createdAt: new Date(), complete: false });
  try {
    for (const [i, e] of encoded.entries()) await writeChunks(renditions[i].fileId, Buffer.from(e.data));
    await Image.updateOne({ _id }, { $set: { complete: true } });
  } catch (err) {
    // Nothing half-written stays visible (the sweep gets whatever this misses).
    await deleteBytes(renditions).catch(() => undefined);
    await Image.deleteOne({ _id }).catch(() => undefined);
    throw err;
  }
  return toStored({ _id, renditions, refs: owner ? [owner] : [], createdAt: new Date(), complete: true });
}

/** The image's metadata, or null. */
export async function getImage(id: string): Promise<StoredImage | null> {
  if (!isImageId(id)) return null;
  await connectToDatabase();
  const doc = await Image.findById(id).lean<ImageDoc>();
  return doc && doc.complete !== false ? toStored(doc) : null;
}

/** One rendition's facts and strong ETag without its bytes (enough to answer a conditional request). */
export async function getRendition(id: string, key = MAIN): Promise<(RenditionDoc & { etag: string }) | null> {
  if (!isImageId(id)) return null;
  await connectToDatabase();
  const doc = await Image.findById(id, { renditions: 1, complete: 1 }).lean<ImageDoc>();
  const r = doc?.complete === false ? undefined : doc?.renditions.find((x) => x.key === key);
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
  let data: Buffer;
  if (r.chunks === undefined) {
    const legacy = await readGridFs(r.fileId);
    if (!legacy) return null;
    data = legacy;
  } else {
    const pieces = await Promise.all(Array.from({ length: r.chunks }, (_, n) => ImageChunk.findById(chunkId(r.fileId, n)).lean()));
    if (pieces.some((p) => !p)) return null; // deleted in between
    data = Buffer.concat(pieces.map((p) => Buffer.from(p!.data.buffer ?? p!.data)));
  }
  return { data, contentType: r.contentType, size: data.byteLength, width: r.width, height: r.height, etag: r.etag };
}

/** A rendition's bytes from GridFS, where earlier versions kept them (until `moveGridFsImages` has run). */
async function readGridFs(fileId: Types.ObjectId): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of gridFs().openDownloadStream(fileId)) chunks.push(chunk as Buffer);
  } catch (err) {
    if (/FileNotFound|File not found/i.test((err as Error).message)) return null;
    throw err;
  }
  return Buffer.concat(chunks);
}

/**
 * Moves the bytes of images stored by earlier versions from GridFS into
 * `imagechunks` (start-up only; safe to repeat: a rendition already moved
 * has its `chunks`). Returns how many renditions moved.
 */
export async function moveGridFsImages(): Promise<number> {
  await connectToDatabase();
  let moved = 0;
  for (const doc of await Image.find({}).lean<ImageDoc[]>()) {
    if (doc.renditions.every((r) => r.chunks !== undefined)) continue;
    await withLock(`image:${doc._id}`, async () => {
      const fresh = await Image.findById(doc._id).lean<ImageDoc>();
      if (!fresh) return;
      const renditions: RenditionDoc[] = [];
      for (const r of fresh.renditions) {
        if (r.chunks !== undefined) {
          renditions.push(r);
          continue;
        }
        const data = await readGridFs(r.fileId);
        if (!data) continue;
        // Pieces written by a move that was interrupted are written again.
        const count = Math.max(1, Math.ceil(data.byteLength / CHUNK_BYTES));
        await Promise.all(Array.from({ length: count }, (_, n) => ImageChunk.deleteOne({ _id: chunkId(r.fileId, n) })));
        renditions.push({ ...r, chunks: await writeChunks(r.fileId, data) });
        moved += 1;
      }
      await Image.updateOne({ _id: doc._id }, { $set: { renditions } });
      await deleteBytes(fresh.renditions.filter((r) => r.chunks === undefined));
    });
  }
  return moved;
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
  await deleteBytes(doc.renditions);
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
