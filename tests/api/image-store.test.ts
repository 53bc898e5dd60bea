/**
 * The image store (lib/images) against the real test database, called
 * directly: the API the services and the photo gallery build on.
 */
import mongoose from "mongoose";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { HttpError } from "@/lib/errors";
import {
  addImageRef,
  deleteImageIfUnused,
  detectImageType,
  getImage,
  moveGridFsImages,
  readImage,
  releaseImage,
  saveImage,
  sweepOrphanImageFiles,
} from "@/lib/images";

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#a0522d" } })
    .jpeg()
    .toBuffer();
const images = () => mongoose.connection.db!.collection("images");
const pieces = () => mongoose.connection.db!.collection("imagechunks");
const fileIdsOf = async (id: string) =>
  (((await images().findOne({ _id: new mongoose.Types.ObjectId(id) }))?.renditions ?? []) as { fileId: unknown }[]).map((r) => String(r.fileId));
const piecesOf = (fileIds: string[]) => pieces().countDocuments({ _id: { $regex: `^(${fileIds.join("|")}):` } } as object);

beforeAll(async () => {
  process.env.MONGODB_URI = inject("dbUri");
  const { connectToDatabase } = await import("@/lib/db/connect");
  await connectToDatabase();
});
afterAll(async () => {
  await mongoose.disconnect();
});

describe("image store", () => {
  it("saves the main rendition and variants, re-encoded and never enlarged, and reads them back", async () => {
    const owner = `gallery:${new mongoose.Types.ObjectId()}`;
    const img = await saveImage(await jpeg(2000, 1000), {
      owner,
      maxWidth: 1600,
      variants: [
        { width: 640, format: "avif" },
        { width: 640, format: "webp" },
        { width: 4000, format: "webp" },
      ],
    });
    expect(img).toMatchObject({ contentType: "image/webp", width: 1600, height: 800, refs: [owner] });
    expect(img.url).toBe(`/media/${img.id}.webp`);
    expect(img.renditions.map((r) => [r.key, r.width, r.contentType])).toEqual([
      ["main", 1600, "image/webp"],
      ["w640.avif", 640, "image/avif"],
      ["w640.webp", 640, "image/webp"],
      ["w4000.webp", 2000, "image/webp"],
    ]);
    const avif = await readImage(img.id, "w640.avif");
    expect(avif?.contentType).toBe("image/avif");
    expect(detectImageType(avif!.data)).toBe("avif");
    expect((await sharp(avif!.data).metadata()).width).toBe(640);
    expect(avif!.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(await readImage(img.id, "w999.webp")).toBeNull();
    expect((await getImage(img.id))?.renditions).toHaveLength(4);
  });

  it("refuses unreadable bytes with a 400 on the named field and writes nothing", async () => {
    const before = [await images().countDocuments(), await pieces().countDocuments()];
    const err = await saveImage(new TextEncoder().encode("not a picture at all"), { field: "photo" }).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(400);
    expect(Object.keys(err.errors)).toEqual(["photo"]);
    expect([await images().countDocuments(), await pieces().countDocuments()]).toEqual(before);
  });

  it("deletes an image only when its last user lets go, bytes included", async () => {
    const img = await saveImage(await jpeg(120, 90), { owner: "service:aaaa" });
    const fileIds = await fileIdsOf(img.id);
    expect(await piecesOf(fileIds)).toBe(fileIds.length);
    expect(await addImageRef(img.id, "gallery:bbbb")).toBe(true);
    expect(await addImageRef(img.id, "gallery:bbbb")).toBe(true); // idempotent
    expect(await releaseImage(img.id, "service:aaaa")).toBe(false);
    expect((await getImage(img.id))?.refs).toEqual(["gallery:bbbb"]);
    expect(await deleteImageIfUnused(img.id)).toBe(false);
    expect(await releaseImage(img.id, "gallery:bbbb")).toBe(true);
    expect(await getImage(img.id)).toBeNull();
    expect(await piecesOf(fileIds)).toBe(0);
    // Gone for good: a late user cannot bring it back.
    expect(await addImageRef(img.id, "service:cccc")).toBe(false);
  });

  it("an image saved without an owner can be claimed, or deleted while unused", async () => {
    const img = await saveImage(await jpeg(60, 60));
    expect(img.refs).toEqual([]);
    expect(await deleteImageIfUnused(img.id)).toBe(true);
    expect(await readImage(img.id)).toBeNull();
  });

  it("sweeps an image whose upload died halfway (still incomplete after 15 minutes), bytes included", async () => {
    const old = new Date(Date.now() - 60 * 60_000);
    const orphan = new mongoose.Types.ObjectId();
    const fileId = new mongoose.Types.ObjectId();
    const rendition = { key: "main", fileId, contentType: "image/webp", size: 3, width: 1, height: 1, hash: "x", chunks: 2 };
    await images().insertOne({ _id: orphan, renditions: [rendition], refs: [], createdAt: old, complete: false });
    await pieces().insertOne({ _id: `${fileId}:0`, data: Buffer.from("abc") } as never);
    const kept = await saveImage(await jpeg(50, 50), { owner: "service:dddd" });
    await images().updateOne({ _id: new mongoose.Types.ObjectId(kept.id) }, { $set: { createdAt: old } });
    expect(await getImage(String(orphan))).toBeNull(); // incomplete: never visible
    expect(await sweepOrphanImageFiles()).toBeGreaterThanOrEqual(1);
    expect(await images().countDocuments({ _id: orphan })).toBe(0);
    expect(await piecesOf([String(fileId)])).toBe(0);
    expect(await readImage(kept.id)).not.toBeNull();
  });

  it("serves a picture an earlier version kept in GridFS, and moves it into keyed pieces", async () => {
    const bytes = await sharp(await jpeg(40, 30))
      .webp()
      .toBuffer();
    const bucket = new mongoose.mongo.GridFSBucket(mongoose.connection.db!, { bucketName: "imagefiles" });
    const upload = bucket.openUploadStream("legacy-main");
    await new Promise((resolve, reject) => upload.on("finish", resolve).on("error", reject).end(bytes));
    const _id = new mongoose.Types.ObjectId();
    const rendition = { key: "main", fileId: upload.id, contentType: "image/webp", size: bytes.byteLength, width: 40, height: 30, hash: "h" };
    await images().insertOne({ _id, renditions: [rendition], refs: ["service:legacy"], createdAt: new Date() });
    expect((await readImage(String(_id)))?.data.equals(bytes)).toBe(true);
    expect(await moveGridFsImages()).toBeGreaterThanOrEqual(1);
    expect(((await images().findOne({ _id }))?.renditions as { chunks?: number }[])[0].chunks).toBe(1);
    expect(await mongoose.connection.db!.collection("imagefiles.files").countDocuments({ _id: upload.id })).toBe(0);
    expect((await readImage(String(_id)))?.data.equals(bytes)).toBe(true);
  });
});
