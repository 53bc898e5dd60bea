import "server-only";
import { randomBytes } from "node:crypto";
import { Types } from "mongoose";
import { pagesChanged } from "@/lib/site-pages/changes";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { withLock } from "@/lib/db/lock";
import { invalidateServicesCache } from "@/lib/services/read";
import { Service } from "@/models/Service";
import { SERVICES_MAX, type AdminService, type ServiceCreateInput, type ServiceUpdateInput } from "@/lib/validation/service-admin";
import { BadRequestError, ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { claimServiceImage, releaseServiceImage, storeServiceImage } from "./images";
import { slugOf } from "@/lib/text/slug";

/** What a new service shows until an image is uploaded. */
const DEFAULT_SERVICE_IMAGE = "/images/logo-mark.svg";

type ServiceLean = {
  _id: Types.ObjectId;
  slug: string;
  title: string;
  des: string;
  titleTa?: string | null;
  desTa?: string | null;
  image: string;
  order?: number | null;
};
const FIELDS = "slug title des titleTa desTa image order";

export function toAdminService(doc: ServiceLean): AdminService {
  return {
    _id: String(doc._id),
    slug: doc.slug,
    title: doc.title,
    des: doc.des,
    titleTa: doc.titleTa ?? "",
    desTa: doc.desTa ?? "",
    image: doc.image,
    order: doc.order ?? 0,
  };
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
  // This instance's pages at once, the other instances' through the shared number (issue 68).
  void pagesChanged().catch((err) => console.warn("[services] the other instances were not told:", (err as Error).message));
}

/** "Laminate Pasting" → "laminate-pasting-3fa9" (the suffix keeps slugs unique without a lookup). */
function slugFor(title: string): string {
  const base = slugOf(title, 40);
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

const NO_SUCH_IMAGE = () => new BadRequestError(refusal("correctFields"), { image: refusal("noUploadedImage") });

export async function createService(input: ServiceCreateInput): Promise<AdminService> {
  await connectToDatabase();
  if ((await Service.countDocuments({})) >= SERVICES_MAX) {
    throw new ConflictError(refusal("servicesFull", { n: SERVICES_MAX }));
  }
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
      const doc = await Service.create({
        _id,
        slug: slugFor(input.title),
        title: input.title,
        des: input.des,
        titleTa: input.titleTa ?? "",
        desTa: input.desTa ?? "",
        image,
        order,
      });
      revalidateServicePages();
      return toAdminService(doc.toObject() as ServiceLean);
    } catch (err) {
      if (isDuplicateKeyError(err) && attempt < 3) continue;
      await releaseServiceImage(String(_id), image).catch(() => undefined);
      throw err;
    }
  }
}

/**
 * Sets `image` and lets go of the one it replaces. Image changes of one service
 * run under its lock (lib/db/lock.ts: FerretDB v1's findOneAndUpdate is a read
 * then a write, so two concurrent changes could both "replace" the same image
 * and leave one upload unreleased), so each change releases exactly the image
 * it displaced: no orphan, and nothing still shown is deleted. The caller has
 * claimed `image` for the service. False when the service does not exist.
 */
async function swapImageLocked(_id: Types.ObjectId, image: string, extra: Record<string, unknown> = {}): Promise<boolean> {
  const id = String(_id);
  const before = await Service.findById(_id, "image").lean<{ image: string }>();
  const res = before ? await Service.updateOne({ _id }, { $set: { ...extra, image } }) : null;
  if (!before || !res || res.matchedCount === 0) {
    await releaseServiceImage(id, image);
    return false;
  }
  if (before.image !== image) await releaseServiceImage(id, before.image);
  return true;
}

const imageLock = (id: string) => `service-image:${id}`;

/** Applies a partial change; null when the service does not exist. A replaced uploaded image is released. */
export async function updateService(id: string, patch: ServiceUpdateInput): Promise<AdminService | null> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  if (patch.image === undefined) {
    const res = await Service.updateOne({ _id }, { $set: patch });
    if (res.matchedCount === 0) return null;
  } else {
    const { image, ...rest } = patch;
    const found = await withLock(imageLock(id), async () => {
      if (!(await Service.exists({ _id }))) return false;
      if (!(await claimServiceImage(id, image))) throw NO_SUCH_IMAGE();
      return swapImageLocked(_id, image, rest);
    });
    if (!found) return null;
  }
  revalidateServicePages();
  return findDto(_id);
}

/** Stores a new picture for the service (in the database) and releases the one it replaces. */
export async function replaceServiceImage(id: string, bytes: Uint8Array): Promise<AdminService | null> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  if (!(await Service.exists({ _id }))) return null;
  // Encoding and storing (the slow part) happen outside the lock.
  const { path } = await storeServiceImage(id, bytes);
  if (!(await withLock(imageLock(id), () => swapImageLocked(_id, path)))) return null;
  revalidateServicePages();
  return findDto(_id);
}

/** Deletes the service and releases its uploaded image; false when it did not exist. */
export async function deleteService(id: string): Promise<boolean> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  const gone = await withLock(imageLock(id), async () => {
    const before = await Service.findById(_id, "image").lean<{ image: string }>();
    if (!before) return false;
    const res = await Service.deleteOne({ _id });
    if (res.deletedCount === 0) return false;
    await releaseServiceImage(id, before.image);
    return true;
  });
  if (!gone) return false;
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
