import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError, type FieldErrors } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { readMultipartForm } from "@/lib/http/multipart";
import { detectImageType } from "@/lib/images";
import { GALLERY_UPLOAD_MAX_BYTES, galleryCreateSchema, type GalleryCreateInput } from "@/lib/validation/gallery";
import { fieldErrors } from "@/lib/validation/errors";

/**
 * Reads POST /api/admin/gallery: multipart/form-data with `image` (PNG, JPEG,
 * WebP or AVIF, at most 10 MB), `caption` and optionally `captionTa` and `kind`. 415 for
 * another body type or a file that is not a picture (magic bytes; the declared
 * type is ignored), 413 past the limit (counted while reading), 400 with
 * field messages for a missing file or a bad caption.
 */
export async function readGalleryUpload(request: Request): Promise<{ bytes: Uint8Array; input: GalleryCreateInput }> {
  const form = await readMultipartForm(request, {
    maxFileBytes: GALLERY_UPLOAD_MAX_BYTES,
    allowed: ["image", "caption", "captionTa", "kind"],
    wrongType: refusal("sendPhotoMultipart"),
  });
  const errors: FieldErrors = {};
  const caption = form.get("caption");
  const captionTa = form.get("captionTa");
  const kind = form.get("kind");
  const parsed = galleryCreateSchema.safeParse({
    caption: typeof caption === "string" ? caption : undefined,
    ...(typeof captionTa === "string" ? { captionTa } : {}),
    ...(typeof kind === "string" && kind !== "" ? { kind } : {}),
  });
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  const file = form.get("image");
  if (!file || typeof file === "string") errors.image = refusal("photoFileRequired");
  else if (file.size === 0) errors.image = refusal("fileEmpty");
  if (Object.keys(errors).length || !parsed.success || !file || typeof file === "string") throw new ValidationError(errors);
  if (file.size > GALLERY_UPLOAD_MAX_BYTES) throw new PayloadTooLargeError(GALLERY_UPLOAD_MAX_BYTES);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageType(bytes)) {
    throw new UnsupportedMediaTypeError(refusal("photoTypes"));
  }
  return { bytes, input: parsed.data };
}
