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
  listImages,
  readImage,
  releaseImage,
  saveImage,
  sweepOrphanImageFiles,
} from "@/lib/images";

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#a0522d" } })
    .jpeg()
    .toBuffer();
const files = () => mongoose.connection.db!.collection("imagefiles.files");

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
    const before = await files().countDocuments();
    const err = await saveImage(new TextEncoder().encode("not a picture at all"), { field: "photo" }).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(400);
    expect(Object.keys(err.errors)).toEqual(["photo"]);
    expect(await files().countDocuments()).toBe(before);
  });

  it("lists by owner (exact or by kind), newest first, with paging", async () => {
    const kind = `album${Date.now().toString(36).slice(-6)}`;
    const a = await saveImage(await jpeg(100, 80), { owner: `${kind}:one` });
    const b = await saveImage(await jpeg(100, 80), { owner: `${kind}:two` });
    expect((await listImages({ owner: `${kind}:` })).map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await listImages({ owner: `${kind}:one` })).map((i) => i.id)).toEqual([a.id]);
    expect((await listImages({ owner: `${kind}:`, before: b.id })).map((i) => i.id)).toEqual([a.id]);
  });

  it("deletes an image only when its last user lets go, bytes included", async () => {
    const img = await saveImage(await jpeg(120, 90), { owner: "service:aaaa" });
    expect(await addImageRef(img.id, "gallery:bbbb")).toBe(true);
    expect(await addImageRef(img.id, "gallery:bbbb")).toBe(true); // idempotent
    expect(await releaseImage(img.id, "service:aaaa")).toBe(false);
    expect((await getImage(img.id))?.refs).toEqual(["gallery:bbbb"]);
    expect(await deleteImageIfUnused(img.id)).toBe(false);
    expect(await releaseImage(img.id, "gallery:bbbb")).toBe(true);
    expect(await getImage(img.id)).toBeNull();
    expect(await files().countDocuments({ "metadata.image": img.id })).toBe(0);
    // Gone for good: a late user cannot bring it back.
    expect(await addImageRef(img.id, "service:cccc")).toBe(false);
  });

  it("an image saved without an owner can be claimed, or deleted while unused", async () => {
    const img = await saveImage(await jpeg(60, 60));
    expect(img.refs).toEqual([]);
    expect(await deleteImageIfUnused(img.id)).toBe(true);
    expect(await readImage(img.id)).toBeNull();
  });

  it("sweeps files left by an upload that died before its image document was written", async () => {
    const orphanImage = String(new mongoose.Types.ObjectId());
    const old = new Date(Date.now() - 60 * 60_000);
    const inserted = await files().insertOne({
      length: 0,
      chunkSize: 261120,
      uploadDate: old,
      filename: `${orphanImage}-main`,
      metadata: { image: orphanImage },
    });
    const kept = await saveImage(await jpeg(50, 50), { owner: "service:dddd" });
    await files().updateMany({ "metadata.image": kept.id }, { $set: { uploadDate: old } });
    expect(await sweepOrphanImageFiles()).toBeGreaterThanOrEqual(1);
    expect(await files().countDocuments({ _id: inserted.insertedId })).toBe(0);
    expect(await readImage(kept.id)).not.toBeNull();
  });
});
