import { BadRequestError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { refusal, type Refusal } from "@/lib/i18n/refusal";
import { readLimited } from "./body";

/** Room for the multipart boundaries, part headers and small text fields around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The form of a multipart/form-data upload whose file may be up to
 * `maxFileBytes`: 415 for another body type (`wrongType` says what to send),
 * 413 past the limit (counted while reading, not trusted from headers), 400
 * when it does not parse or carries a field outside `allowed`.
 */
export async function readMultipartForm(
  request: Request,
  opts: { maxFileBytes: number; allowed: readonly string[]; wrongType: Refusal },
): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw new UnsupportedMediaTypeError(opts.wrongType);
  const raw = await readLimited(request, opts.maxFileBytes + MULTIPART_OVERHEAD, opts.maxFileBytes);
  let form: FormData;
  try {
    form = await new Response(raw as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new BadRequestError(refusal("uploadUnreadable"), { image: refusal("formMalformed") });
  }
  const unknown = [...form.keys()].filter((k) => !opts.allowed.includes(k));
  if (unknown.length) throw new ValidationError(Object.fromEntries(unknown.map((k) => [k, refusal("fieldNotAllowed")])));
  return form;
}
