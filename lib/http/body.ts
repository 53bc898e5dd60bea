import type { z } from "zod";
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { fieldErrors } from "@/lib/validation/errors";

/** Largest JSON body any endpoint accepts. */
export const MAX_JSON_BYTES = 16 * 1024;

function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [mime, ...params] = header.split(";").map((p) => p.trim().toLowerCase());
  if (mime !== "application/json" && !/^application\/[a-z0-9.+-]+\+json$/.test(mime)) return false;
  const charset = params.find((p) => p.startsWith("charset="));
  return !charset || /^charset="?utf-8"?$/.test(charset);
}

/**
 * Reads the raw body, refusing (413) as soon as it passes `limit` bytes, without
 * buffering the rest. `reportedLimit` is the size named in the 413 message when
 * it differs from the byte cap (e.g. a file limit plus multipart overhead).
 */
/** How much more than the limit a refused body is read (and dropped) so that its client gets the 413. */
const DRAIN_MAX = 4 * 1024 * 1024;

export async function readLimited(request: Request, limit: number, reportedLimit = limit): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError(reportedLimit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      // Read on (and drop) what the client is still sending, up to a bound, before answering: cancelling at once
      // closed the socket under a client still writing, which then saw a broken pipe instead of the 413.
      while (total <= limit + DRAIN_MAX) {
        const next = await reader.read().catch(() => ({ done: true, value: undefined }));
        if (next.done) break;
        total += next.value?.byteLength ?? 0;
      }
      await reader.cancel().catch(() => undefined);
      throw new PayloadTooLargeError(reportedLimit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** Parses the body as untrusted JSON: 415 for another content type, 413 when too large, 400 when malformed. */
export async function readJsonBody(request: Request, limit = MAX_JSON_BYTES): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) throw new UnsupportedMediaTypeError();
  const bytes = await readLimited(request, limit);
  if (bytes.byteLength === 0) throw new BadRequestError(refusal("bodyEmpty"));
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BadRequestError(refusal("bodyNotUtf8"));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestError(refusal("bodyNotJson"));
  }
}

/**
 * Reads the JSON body (at most `limit` bytes: 413 beyond) and validates it with
 * a (strict) zod schema: 400 `{message, errors}` naming each field.
 */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S, limit = MAX_JSON_BYTES): Promise<z.output<S>> {
  const body = await readJsonBody(request, limit);
  const result = schema.safeParse(body);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
