import { BadRequestError, PayloadTooLargeError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { readMultipartForm } from "@/lib/http/multipart";
import { UPLOAD_MAX_BYTES } from "@/lib/validation/service-admin";
import { detectImageType } from "@/lib/images";

/**
 * Reads the `image` file of a multipart/form-data request: 415 for another
 * body type, 413 past 2 MB (counted while reading, not trusted from headers),
 * 400 when the field is missing or the bytes are not PNG, JPEG or WebP
 * (magic bytes; the declared type is ignored). Returns the bytes; the image
 * store re-encodes them (and answers 400 when they do not decode).
 */
export async function readServiceImageUpload(request: Request): Promise<Uint8Array> {
  const form = await readMultipartForm(request, {
    maxFileBytes: UPLOAD_MAX_BYTES,
    allowed: ["image"],
    wrongType: refusal("sendImageMultipart"),
  });
  const file = form.get("image");
  if (!file || typeof file === "string") {
    throw new BadRequestError(refusal("chooseImage"), { image: refusal("imageFileRequired") });
  }
  if (file.size > UPLOAD_MAX_BYTES) throw new PayloadTooLargeError(UPLOAD_MAX_BYTES);
  if (file.size === 0) throw new BadRequestError(refusal("chooseImage"), { image: refusal("fileEmpty") });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = detectImageType(bytes);
  if (!detected || detected === "avif") {
    throw new BadRequestError(refusal("imageTypes"), { image: refusal("imageTypesOnly") });
  }
  return bytes;
}
