/**
 * The gallery ("Our work"): photos of finished jobs, machines and edges,
 * uploaded in the console. Pictures go into the database image store
 * (lib/images, owner "gallery:<id>"), so every instance serves every photo;
 * this module keeps their captions, kind, order and visibility.
 *
 * No transactions (FerretDB v1), so writes are ordered to stay whole: the
 * image is stored first, then the item; if the item cannot be written, the
 * image is released again. Deleting removes the item first, then releases
 * the image (a crash in between leaves an unused image, never a broken item).
 */
import "server-only";
import mongoose, { Types } from "mongoose";
import { pagesChanged } from "@/lib/site-pages/changes";
import { connectToDatabase } from "@/lib/db/connect";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { releaseImage, saveImage, type StoredImage } from "@/lib/images";
import { GALLERY_MAX_ITEMS, type GalleryCreateInput, type GalleryUpdateInput } from "@/lib/validation/gallery";
import { GalleryItem, type GalleryItemDoc } from "@/models/GalleryItem";
import type { Locale } from "@/lib/i18n/locales";
import type { AdminGalleryItem, PublicGalleryItem, WorkPictureSource } from "@/lib/validation/gallery";

/** The main rendition (the <img> fallback and the full-size view) and the srcset widths. */
export const GALLERY_MAIN_WIDTH = 1600;
export const GALLERY_VARIANT_WIDTHS = [480, 960] as const;

const owner = (id: Types.ObjectId | string) => `gallery:${String(id)}`;

export function toAdminGalleryItem(doc: GalleryItemDoc): AdminGalleryItem {
  return {
    _id: String(doc._id),
    caption: doc.caption,
    captionTa: doc.captionTa ?? "",
    kind: doc.kind,
    hidden: !!doc.hidden,
    order: doc.order ?? 0,
    image: {
      src: doc.image.src,
      width: doc.image.width,
      height: doc.image.height,
      sources: (doc.image.sources ?? []).map((s) => ({ url: s.url, width: s.width, format: s.format })),
    },
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

export function toPublicGalleryItem(doc: GalleryItemDoc): PublicGalleryItem {
  const { _id, caption, kind, image } = toAdminGalleryItem(doc);
  return { _id, caption, kind, image };
}

/** The pages that show the gallery follow an admin change at once in this instance, within seconds in the others (issue 68). */
export function revalidateGalleryPages(): void {
  void pagesChanged().catch((err) => console.warn("[gallery] the other instances were not told:", (err as Error).message));
}

/** Every item, in display order (the console). */
export async function listGalleryItems(): Promise<AdminGalleryItem[]> {
  await connectToDatabase();
  const docs = await GalleryItem.find({}).sort({ order: 1, _id: -1 }).lean<GalleryItemDoc[]>();
  return docs.map(toAdminGalleryItem);
}

/** The visible items, in display order (the site), captioned in `locale` (a Tamil caption left empty: the English one). */
export async function listPublicGallery({ limit = GALLERY_MAX_ITEMS, locale = "en" }: { limit?: number; locale?: Locale } = {}): Promise<
  PublicGalleryItem[]
> {
  await connectToDatabase();
  const docs = await GalleryItem.find({ hidden: mongoose.trusted({ $ne: true }) })
    .sort({ order: 1, _id: -1 })
    .limit(limit)
    .lean<GalleryItemDoc[]>();
  return docs.map((doc) => ({ ...toPublicGalleryItem(doc), ...(locale === "ta" && doc.captionTa ? { caption: doc.captionTa } : {}) }));
}

function sourcesOf(stored: StoredImage): WorkPictureSource[] {
  return stored.renditions
    .filter((r) => r.key !== "main")
    .map((r) => ({ url: r.url, width: r.width, format: r.contentType === "image/avif" ? ("avif" as const) : ("webp" as const) }))
    .sort((a, b) => a.width - b.width);
}

/**
 * Stores the picture (re-encoded: WebP up to 1600 px, AVIF and WebP at 480
 * and 960 px, metadata stripped) and adds the item at the front of the list.
 * 409 when the gallery is full; 400 (on `image`) when the bytes do not decode.
 */
export async function createGalleryItem(bytes: Uint8Array, input: GalleryCreateInput): Promise<AdminGalleryItem> {
  await connectToDatabase();
  if ((await GalleryItem.countDocuments({})) >= GALLERY_MAX_ITEMS) {
    throw new ConflictError(refusal("galleryFull", { n: GALLERY_MAX_ITEMS }));
  }
  const _id = new Types.ObjectId();
  const stored = await saveImage(bytes, {
    owner: owner(_id),
    maxWidth: GALLERY_MAIN_WIDTH,
    format: "webp",
    variants: GALLERY_VARIANT_WIDTHS.flatMap((width) => [
      { width, format: "avif" as const },
      { width, format: "webp" as const },
    ]),
    field: "image",
  });
  try {
    const first = await GalleryItem.findOne({}, { order: 1 }).sort({ order: 1 }).lean<{ order?: number }>();
    const doc = await GalleryItem.create({
      _id,
      caption: input.caption,
      captionTa: input.captionTa,
      kind: input.kind,
      hidden: false,
      order: (first?.order ?? 1) - 1,
      image: { id: stored.id, src: stored.url, width: stored.width, height: stored.height, sources: sourcesOf(stored) },
    });
    revalidateGalleryPages();
    return toAdminGalleryItem(doc.toObject() as GalleryItemDoc);
  } catch (err) {
    await releaseImage(stored.id, owner(_id)).catch(() => undefined);
    throw err;
  }
}

/** Changes caption, kind or visibility; null when there is no such item. */
export async function updateGalleryItem(id: string, input: GalleryUpdateInput): Promise<AdminGalleryItem | null> {
  await connectToDatabase();
  const res = await GalleryItem.updateOne({ _id: new Types.ObjectId(id) }, { $set: input });
  if (res.matchedCount === 0) return null;
  const doc = await GalleryItem.findById(id).lean<GalleryItemDoc>();
  revalidateGalleryPages();
  return doc ? toAdminGalleryItem(doc) : null;
}

/** Deletes the item, then its picture (unless something else still uses it). False when there was none. */
export async function deleteGalleryItem(id: string): Promise<boolean> {
  await connectToDatabase();
  const doc = await GalleryItem.findById(id, { image: 1 }).lean<Pick<GalleryItemDoc, "_id" | "image">>();
  if (!doc) return false;
  const res = await GalleryItem.deleteOne({ _id: doc._id });
  if (res.deletedCount === 0) return false;
  await releaseImage(doc.image.id, owner(doc._id)).catch((err: Error) => console.warn(`[gallery] image of ${id} not released: ${err.message}`));
  revalidateGalleryPages();
  return true;
}

/**
 * Sets the order from the full list of ids (what the console shows). 400 is
 * the caller's when the list does not name every item exactly once: a stale
 * console must not silently drop a photo to the end.
 */
export async function reorderGallery(ids: string[]): Promise<AdminGalleryItem[] | "mismatch"> {
  await connectToDatabase();
  const existing = (await GalleryItem.find({}, { _id: 1 }).lean()).map((d) => String(d._id));
  const wanted = ids.map((i) => i.toLowerCase());
  if (existing.length !== wanted.length || !existing.every((id) => wanted.includes(id))) return "mismatch";
  await GalleryItem.bulkWrite(wanted.map((id, order) => ({ updateOne: { filter: { _id: new Types.ObjectId(id) }, update: { $set: { order } } } })));
  revalidateGalleryPages();
  return listGalleryItems();
}
