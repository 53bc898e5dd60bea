import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { readLimited } from "@/lib/http/body";
import { detectImageType } from "@/lib/images";
import { GALLERY_UPLOAD_MAX_BYTES, galleryCreateSchema, type GalleryCreateInput } from "@/lib/validation/gallery";
import { fieldErrors } from "@/lib/validation/errors";

/** Room for the multipart boundaries, part headers and the caption around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;
const ALLOWED = new Set(["image", "caption", "kind"]);

/**
 * Reads POST /api/admin/gallery: multipart/form-data with `image` (PNG, JPEG,
 * WebP or AVIF, at most 10 MB), `caption` and optionally `kind`. 415 for
 * another body type or a file that is not a picture (magic bytes; the declared
 * type is ignored), 413 past the limit (counted while reading), 400 with
 * field messages for a missing file or a bad caption.
 */
export async function readGalleryUpload(request: Request): Promise<{ bytes: Uint8Array; input: GalleryCreateInput }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) {
    throw new UnsupportedMediaTypeError("Send the photo as multipart/form-data with the fields image and caption.");
  }
  const raw = await readLimited(request, GALLERY_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD, GALLERY_UPLOAD_MAX_BYTES);
  let form: FormData;
  try {
    form = await new Response(raw as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new BadRequestError("The upload could not be read.", { image: "The form data is malformed" });
  }
  const unknown = [...form.keys()].filter((k) => !ALLOWED.has(k));
  if (unknown.length) {
    throw new ValidationError(Object.fromEntries(unknown.map((k) => [k, "is not an allowed field"])));
  }
  const errors: Record<string, string> = {};
  const caption = form.get("caption");
  const kind = form.get("kind");
  const parsed = galleryCreateSchema.safeParse({
    caption: typeof caption === "string" ? caption : undefined,
    ...(typeof kind === "string" && kind !== "" ? { kind } : {}),
  });
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  const file = form.get("image");
  if (!file || typeof file === "string") errors.image = "Photo file is required";
  else if (file.size === 0) errors.image = "The file is empty";
  if (Object.keys(errors).length || !parsed.success || !file || typeof file === "string") throw new ValidationError(errors);
  if (file.size > GALLERY_UPLOAD_MAX_BYTES) throw new PayloadTooLargeError(GALLERY_UPLOAD_MAX_BYTES);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageType(bytes)) {
    throw new UnsupportedMediaTypeError("Upload a photo as PNG, JPEG, WebP or AVIF.");
  }
  return { bytes, input: parsed.data };
}
