import { getRendition, readRendition } from "./store";

const NOT_FOUND_HEADERS = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/** True when an If-None-Match header lists `etag` (or is `*`). */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * The HTTP response for one rendition of a stored image. Ids are never
 * reused, so it is cacheable for a year (immutable) with a strong ETag from
 * the bytes' hash; a matching If-None-Match gets 304 without reading the bytes.
 */
export async function imageResponse(request: Request, id: string, key: string): Promise<Response> {
  const rendition = await getRendition(id, key);
  const cacheHeaders = { ETag: rendition?.etag ?? "", "Cache-Control": "public, max-age=31536000, immutable" };
  if (!rendition) return new Response("Not found", { status: 404, headers: NOT_FOUND_HEADERS });
  if (matchesEtag(request.headers.get("if-none-match"), rendition.etag)) return new Response(null, { status: 304, headers: cacheHeaders });
  const image = await readRendition(rendition);
  if (!image) return new Response("Not found", { status: 404, headers: NOT_FOUND_HEADERS });
  return new Response(request.method === "HEAD" ? null : new Uint8Array(image.data), {
    status: 200,
    headers: {
      ...cacheHeaders,
      "Content-Type": image.contentType,
      "Content-Length": String(image.size),
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
