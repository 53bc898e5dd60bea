import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { config } from "@/lib/config";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { addImageRef, isImageId, releaseImage, saveImage } from "@/lib/images";
import { UPLOAD_MAX_WIDTH } from "@/lib/validation/service-admin";
import { Service } from "@/models/Service";

export { detectImageType } from "@/lib/images";

/**
 * Service images live in the database image store (lib/images), so every
 * instance serves them. Their public path keeps the shape of the older
 * disk uploads: /uploads/services/<image id>.webp (app/uploads/services/[file]).
 */
export const UPLOAD_URL_PREFIX = "/uploads/services/";

/** The owner key of a service in the image store. */
export const serviceOwner = (serviceId: string) => `service:${serviceId}`;

export function serviceImagePath(imageId: string): string {
  return `${UPLOAD_URL_PREFIX}${imageId}.webp`;
}

/** The image-store id behind a service image path, or null (shipped artwork, older disk uploads, foreign paths). */
export function imageIdOfPath(imagePath: string | null | undefined): string | null {
  if (!imagePath?.startsWith(UPLOAD_URL_PREFIX)) return null;
  const m = /^([a-f0-9]{24})\.webp$/.exec(imagePath.slice(UPLOAD_URL_PREFIX.length));
  return m && isImageId(m[1]) ? m[1] : null;
}

/** Stores an uploaded picture for a service: WebP, at most UPLOAD_MAX_WIDTH wide, owned by the service. */
export async function storeServiceImage(serviceId: string, bytes: Uint8Array): Promise<{ imageId: string; path: string }> {
  const image = await saveImage(bytes, { owner: serviceOwner(serviceId), maxWidth: UPLOAD_MAX_WIDTH, format: "webp" });
  return { imageId: image.id, path: serviceImagePath(image.id) };
}

/** The service starts using the image at `imagePath` (no-op for artwork). False when that stored image does not exist. */
export async function claimServiceImage(serviceId: string, imagePath: string | null | undefined): Promise<boolean> {
  const id = imageIdOfPath(imagePath);
  return id ? addImageRef(id, serviceOwner(serviceId)) : true;
}

/** The service stops using the image; it is deleted only when no other service (or photo) still uses it. */
export async function releaseServiceImage(serviceId: string, imagePath: string | null | undefined): Promise<void> {
  const id = imageIdOfPath(imagePath);
  if (id) await releaseImage(id, serviceOwner(serviceId));
}

// --- Older uploads on disk (before images moved into the database) ---

/** Random 32-hex names of the older disk uploads. */
const LEGACY_NAME = /^[a-f0-9]{32}\.webp$/;

/** Where older versions kept uploads: `UPLOADS_DIR`/services (default .data/uploads/services). */
export function legacyUploadsDir(env?: NodeJS.ProcessEnv): string {
  return path.resolve(config(env).UPLOADS_DIR || path.join(process.cwd(), ".data", "uploads"), "services");
}

/**
 * Moves the older disk uploads that services still show into the database
 * (run at server start; idempotent: each service is switched under its
 * image lock, only if it still shows the old path, so two instances migrating
 * at once cannot both win).
 * The files are left on disk for the operator to delete.
 */
export async function migrateLegacyServiceImages(): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(legacyUploadsDir())).filter((n) => LEGACY_NAME.test(n));
  } catch {
    return 0; // no folder: nothing to migrate
  }
  if (!names.length) return 0;
  await connectToDatabase();
  let moved = 0;
  for (const name of names) {
    const oldPath = `${UPLOAD_URL_PREFIX}${name}`;
    const services = await Service.find({ image: oldPath }, { _id: 1 }).lean();
    for (const s of services) {
      const id = String(s._id);
      const bytes = await readFile(path.join(legacyUploadsDir(), name));
      const { path: newPath } = await storeServiceImage(id, bytes);
      const switched = await withLock(`service-image:${id}`, async () => {
        const current = await Service.findById(s._id, { image: 1 }).lean<{ image: string }>();
        if (current?.image !== oldPath) return false;
        return (await Service.updateOne({ _id: s._id }, { $set: { image: newPath } })).matchedCount === 1;
      });
      if (switched) moved++;
      else await releaseServiceImage(id, newPath);
    }
  }
  return moved;
}
