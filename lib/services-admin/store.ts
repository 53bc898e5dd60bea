import { randomBytes } from "node:crypto";
import { Types } from "mongoose";
import { revalidatePath } from "next/cache";
import { connectToDatabase } from "@/lib/db/connect";
import { invalidateServicesCache } from "@/lib/services";
import { Service } from "@/models/Service";
import type { ServiceCreateInput, ServiceUpdateInput } from "@/lib/validation/service-admin";
import { BadRequestError } from "@/lib/errors";
import { claimServiceImage, releaseServiceImage, storeServiceImage } from "./images";

/** What a new service shows until an image is uploaded. */
export const DEFAULT_SERVICE_IMAGE = "/images/logo-mark.svg";

export interface AdminServiceDto {
  _id: string;
  slug: string;
  title: string;
  des: string;
  image: string;
  order: number;
}

type ServiceLean = { _id: Types.ObjectId; slug: string; title: string; des: string; image: string; order?: number | null };
const FIELDS = "slug title des image order";

export function toAdminServiceDto(doc: ServiceLean): AdminServiceDto {
  return { _id: String(doc._id), slug: doc.slug, title: doc.title, des: doc.des, image: doc.image, order: doc.order ?? 0 };
}

/**
 * The public pages render the services with `revalidate = 60`; an admin change
 * refreshes them at once instead (no rebuild).
 */
export function revalidateServicePages(): void {
  invalidateServicesCache();
  try {
    revalidatePath("/");
    revalidatePath("/services");
  } catch (err) {
    // Outside a request (scripts, unit tests) there is nothing to revalidate.
    console.warn("[services] revalidation skipped:", (err as Error).message);
  }
}

/** "Laminate Pasting" → "laminate-pasting-3fa9" (the suffix keeps slugs unique without a lookup). */
export function slugFor(title: string): string {
  const base = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return `${base || "service"}-${randomBytes(2).toString("hex")}`;
}

export async function listAdminServices(): Promise<AdminServiceDto[]> {
  await connectToDatabase();
  const docs = await Service.find({}, FIELDS).sort({ order: 1, _id: 1 }).lean<ServiceLean[]>();
  return docs.map(toAdminServiceDto);
}

async function findDto(_id: Types.ObjectId): Promise<AdminServiceDto | null> {
  const doc = await Service.findById(_id, FIELDS).lean<ServiceLean>();
  return doc ? toAdminServiceDto(doc) : null;
}

const NO_SUCH_IMAGE = () => new BadRequestError("Please correct the highlighted fields.", { image: "No uploaded image has this path" });

export async function createService(input: ServiceCreateInput): Promise<AdminServiceDto> {
  await connectToDatabase();
  let order = input.order;
  if (order === undefined) {
    const last = await Service.findOne({}, "order").sort({ order: -1 }).lean<{ order?: number }>();
    order = Math.min(10_000, (last?.order ?? 0) + 1);
  }
  const _id = new Types.ObjectId();
  const image = input.image ?? DEFAULT_SERVICE_IMAGE;
  // Claim a shared uploaded image before the service exists: it cannot be deleted under us.
  if (!(await claimServiceImage(String(_id), image))) throw NO_SUCH_IMAGE();
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await Service.create({ _id, slug: slugFor(input.title), title: input.title, des: input.des, image, order });
      revalidateServicePages();
      return toAdminServiceDto(doc.toObject() as ServiceLean);
    } catch (err) {
      if ((err as { code?: number }).code === 11000 && attempt < 3) continue;
      await releaseServiceImage(String(_id), image).catch(() => undefined);
      throw err;
    }
  }
}

/**
 * Sets `image` and lets go of the one it replaces, atomically per service:
 * findOneAndUpdate returns the image the update actually replaced, so of two
 * concurrent changes each releases exactly the image it displaced (no orphan,
 * and nothing still shown is deleted). False when the service does not exist.
 */
async function swapImage(_id: Types.ObjectId, image: string, extra: Record<string, unknown> = {}): Promise<boolean> {
  const id = String(_id);
  const before = await Service.findOneAndUpdate({ _id }, { $set: { ...extra, image } }, { new: false }).lean<{ image: string }>();
  if (!before) {
    await releaseServiceImage(id, image);
    return false;
  }
  if (before.image !== image) await releaseServiceImage(id, before.image);
  return true;
}

/** Applies a partial change; null when the service does not exist. A replaced uploaded image is released. */
export async function updateService(id: string, patch: ServiceUpdateInput): Promise<AdminServiceDto | null> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  if (patch.image === undefined) {
    const res = await Service.updateOne({ _id }, { $set: patch });
    if (res.matchedCount === 0) return null;
  } else {
    if (!(await Service.exists({ _id }))) return null;
    if (!(await claimServiceImage(id, patch.image))) throw NO_SUCH_IMAGE();
    const { image, ...rest } = patch;
    if (!(await swapImage(_id, image, rest))) return null;
  }
  revalidateServicePages();
  return findDto(_id);
}

/** Stores a new picture for the service (in the database) and releases the one it replaces. */
export async function replaceServiceImage(id: string, bytes: Uint8Array): Promise<AdminServiceDto | null> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  if (!(await Service.exists({ _id }))) return null;
  const { path } = await storeServiceImage(id, bytes);
  if (!(await swapImage(_id, path))) return null;
  revalidateServicePages();
  return findDto(_id);
}

/** Deletes the service and releases its uploaded image; false when it did not exist. */
export async function deleteService(id: string): Promise<boolean> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  const gone = await Service.findOneAndDelete({ _id }).lean<{ image: string }>();
  if (!gone) return false;
  await releaseServiceImage(id, gone.image);
  revalidateServicePages();
  return true;
}

/** Sets `order` 1..n in the given order (no transactions on FerretDB: one update each, idempotent). */
export async function reorderServices(ids: string[]): Promise<AdminServiceDto[]> {
  await connectToDatabase();
  await Promise.all(ids.map((id, i) => Service.updateOne({ _id: new Types.ObjectId(id) }, { $set: { order: i + 1 } })));
  revalidateServicePages();
  return listAdminServices();
}
