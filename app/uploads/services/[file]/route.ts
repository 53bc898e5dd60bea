import { readServiceImage } from "@/lib/services/images";

export const dynamic = "force-dynamic";

/**
 * GET /uploads/services/{name}.webp: uploaded service images, streamed from the
 * uploads folder (next start serves only what public/ held at build time).
 * Names are random and never reused, so the response is cacheable for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const found = await readServiceImage(file);
  if (!found) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
  }
  return new Response(new Uint8Array(found.data), {
    status: 200,
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(found.data.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Last-Modified": found.mtime.toUTCString(),
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
