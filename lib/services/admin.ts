import { randomBytes } from "node:crypto";
import { Types } from "mongoose";
import { revalidatePath } from "next/cache";
import { connectToDatabase } from "@/lib/db/connect";
import { invalidateServicesCache } from "@/lib/services/read";
import { Service } from "@/models/Service";
import type { AdminService, ServiceCreateInput, ServiceUpdateInput } from "@/lib/validation/service-admin";
import { removeServiceImage, saveServiceImage } from "./images";

/** What a new service shows until an image is uploaded. */
const DEFAULT_SERVICE_IMAGE = "/images/logo-mark.svg";


type ServiceLean = { _id: Types.ObjectId; slug: string; title: string; des: string; image: string; order?: number | null };
const FIELDS = "slug title des image order";

export function toAdminService(doc: ServiceLean): AdminService {
  return { _id: String(doc._id), slug: doc.slug, title: doc.title, des: doc.des, image: doc.image, order: doc.order ?? 0 };
}

/**
 * After any change to the services: this process's read cache is dropped and
 * every pre-rendered page is regenerated on its next request. One call for
 * every page that shows the list (/, /services, and /login and /signup, which
 * show the landing page under their dialog), so a new page with the list can
 * never be forgotten. The pages' 60 s regeneration stays only for changes made
 * outside the site (the seed script, a database restore) and for the first
 * minute after a build, which has no database.
 */
export function revalidateServicePages(): void {
  invalidateServicesCache();
  try {
    revalidatePath("/", "layout");
  } catch (err) {
    // Outside a request (scripts, unit tests) there is nothing to revalidate.
    console.warn("[services] revalidation skipped:", (err as Error).message);
  }
}

/** "Laminate Pasting" → "laminate-pasting-3fa9" (the suffix keeps slugs unique without a lookup). */
function slugFor(title: string): string {
  const base = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${base || "service"}-${randomBytes(2).toString("hex")}`;
}

export async function listAdminServices(): Promise<AdminService[]> {
  await connectToDatabase();
  const docs = await Service.find({}, FIELDS).sort({ order: 1, _id: 1 }).lean<ServiceLean[]>();
  return docs.map(toAdminService);
}

async function findDto(_id: Types.ObjectId): Promise<AdminService | null> {
  const doc = await Service.findById(_id, FIELDS).lean<ServiceLean>();
  return doc ? toAdminService(doc) : null;
}

export async function createService(input: ServiceCreateInput): Promise<AdminService> {
  await connectToDatabase();
  let order = input.order;
  if (order === undefined) {
    const last = await Service.findOne({}, "order").sort({ order: -1 }).lean<{ order?: number }>();
    order = Math.min(10_000, (last?.order ?? 0) + 1);
  }
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await Service.create({
        slug: slugFor(input.title),
        title: input.title,
        des: input.des,
        image: input.image ?? DEFAULT_SERVICE_IMAGE,
        order,
      });
      revalidateServicePages();
      return toAdminService(doc.toObject() as ServiceLean);
    } catch (err) {
      if ((err as { code?: number }).code === 11000 && attempt < 3) continue;
      throw err;
    }
  }
}

/** Applies a partial change; null when the service does not exist. A replaced uploaded image is deleted. */
export async function updateService(id: string, patch: ServiceUpdateInput): Promise<AdminService | null> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  const before = await Service.findById(_id, "image").lean<{ image: string }>();
  if (!before) return null;
  const res = await Service.updateOne({ _id }, { $set: patch });
  if (res.matchedCount === 0) return null;
  if (patch.image !== undefined && patch.image !== before.image) await removeServiceImage(before.image);
  revalidateServicePages();
  return findDto(_id);
}

/** Stores a new (already re-encoded) image for the service and deletes the one it replaces. */
export async function replaceServiceImage(id: string, webp: Buffer): Promise<AdminService | null> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  const before = await Service.findById(_id, "image").lean<{ image: string }>();
  if (!before) return null;
  const image = await saveServiceImage(webp);
  try {
    const res = await Service.updateOne({ _id }, { $set: { image } });
    if (res.matchedCount === 0) {
      await removeServiceImage(image);
      return null;
    }
  } catch (err) {
    await removeServiceImage(image);
    throw err;
  }
  await removeServiceImage(before.image);
  revalidateServicePages();
  return findDto(_id);
}

/** Deletes the service and its uploaded image; false when it did not exist. */
export async function deleteService(id: string): Promise<boolean> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  const before = await Service.findById(_id, "image").lean<{ image: string }>();
  if (!before) return false;
  const res = await Service.deleteOne({ _id });
  if (res.deletedCount === 0) return false;
  await removeServiceImage(before.image);
  revalidateServicePages();
  return true;
}

/** Sets `order` 1..n in the given order (no transactions on FerretDB: one update each, idempotent). */
export async function reorderServices(ids: string[]): Promise<AdminService[]> {
  await connectToDatabase();
  await Promise.all(ids.map((id, i) => Service.updateOne({ _id: new Types.ObjectId(id) }, { $set: { order: i + 1 } })));
  revalidateServicePages();
  return listAdminServices();
}
