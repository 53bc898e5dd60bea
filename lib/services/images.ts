import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { config } from "@/lib/config";
import { BadRequestError } from "@/lib/errors";
import { UPLOAD_MAX_WIDTH } from "@/lib/validation/service-admin";

/** The public URL prefix of uploaded service images (served by app/uploads/services/[file]/route.ts). */
export const UPLOAD_URL_PREFIX = "/uploads/services/";
/** Random hex names only: nothing a visitor sends ever becomes part of a path. */
const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.webp$/;

/**
 * Uploads live outside public/ (git-ignored `.data/uploads` or UPLOADS_DIR):
 * `next start` serves only the files public/ held at build time.
 */
export function uploadsDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(config(env).UPLOADS_DIR || path.join(process.cwd(), ".data", "uploads"), "services");
}

export type ImageType = "png" | "jpeg" | "webp";

/** The type from the file's first bytes (the declared content type is not trusted). */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a)
    return "png";
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b.length >= 12 &&
    String.fromCharCode(b[0], b[1], b[2], b[3]) === "RIFF" &&
    String.fromCharCode(b[8], b[9], b[10], b[11]) === "WEBP"
  )
    return "webp";
  return null;
}

/**
 * Re-encodes the image as WebP at most UPLOAD_MAX_WIDTH wide. Re-encoding also
 * drops metadata (camera GPS position) and anything smuggled after the pixels.
 */
export async function toServiceWebp(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000, failOn: "error" })
      .rotate()
      .resize({ width: UPLOAD_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new BadRequestError("The image could not be read. Upload a PNG, JPEG or WebP picture.", {
      image: "The file is damaged or not a supported picture",
    });
  }
}

/** Writes the image and returns its host-relative path, e.g. /uploads/services/3f2a….webp. */
export async function saveServiceImage(webp: Buffer): Promise<string> {
  const dir = uploadsDir();
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}.webp`;
  const tmp = path.join(dir, `.${name}.tmp`);
  await writeFile(tmp, webp, { mode: 0o644 });
  await rename(tmp, path.join(dir, name));
  return `${UPLOAD_URL_PREFIX}${name}`;
}

/** The file of an uploaded image path, or null for anything else (shipped artwork, foreign paths). */
function uploadedFileOf(imagePath: string | null | undefined): string | null {
  if (!imagePath?.startsWith(UPLOAD_URL_PREFIX)) return null;
  const name = imagePath.slice(UPLOAD_URL_PREFIX.length);
  return UPLOAD_NAME_PATTERN.test(name) ? path.join(uploadsDir(), name) : null;
}

/** Removes an uploaded image; shipped artwork and missing files are left alone. */
export async function removeServiceImage(imagePath: string | null | undefined): Promise<void> {
  const file = uploadedFileOf(imagePath);
  if (!file) return;
  await unlink(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "ENOENT") console.warn(`[uploads] could not remove ${file}: ${err.code}`);
  });
}

/** Reads an uploaded image by its file name (validated), or null when there is none. */
export async function readServiceImage(name: string): Promise<{ data: Buffer; mtime: Date } | null> {
  if (!UPLOAD_NAME_PATTERN.test(name)) return null;
  const file = path.join(uploadsDir(), name);
  try {
    const [data, info] = await Promise.all([readFile(file), stat(file)]);
    return { data, mtime: info.mtime };
  } catch {
    return null;
  }
}
