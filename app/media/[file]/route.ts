import { route } from "@/lib/http/handler";
import { imageResponse, parseMediaFile } from "@/lib/images";

export const dynamic = "force-dynamic";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * GET /media/{id}.webp|avif (main rendition) and /media/{id}-w640.avif (a
 * variant): pictures of the database image store (lib/images), the same on
 * every instance, with a strong ETag and a one-year immutable cache.
 */
export const GET = route<{ file: string }>(
  async (request, { params }) => {
    const parsed = parseMediaFile(params.file);
    if (!parsed) return notFound();
    const res = await imageResponse(request, parsed.id, parsed.key);
    // The extension must match the rendition's type (/media/<id>.avif is not the WebP main).
    const type = res.headers.get("content-type") ?? "";
    if (res.status === 200 && !type.endsWith(parsed.ext)) return notFound();
    return res;
  },
  { auth: "public" },
);
