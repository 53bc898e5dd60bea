import { readFile } from "node:fs/promises";
import path from "node:path";
import { route } from "@/lib/http/handler";
import { imageResponse, MAIN } from "@/lib/images";
import { imageIdOfPath, legacyUploadsDir, UPLOAD_URL_PREFIX } from "@/lib/services/images";

export const dynamic = "force-dynamic";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * GET /uploads/services/{image id}.webp: uploaded service images, from the
 * database image store (the same bytes on every instance; ETag, cacheable for
 * a year). Older 32-hex names are served from this instance's disk until the
 * start-up migration has moved them into the database.
 */
export const GET = route<{ file: string }>(
  async (request, { params }) => {
    const id = imageIdOfPath(`${UPLOAD_URL_PREFIX}${params.file}`);
    if (id) return imageResponse(request, id, MAIN);
    if (!/^[a-f0-9]{32}\.webp$/.test(params.file)) return notFound();
    const data = await readFile(path.join(legacyUploadsDir(), params.file)).catch(() => null);
    if (!data) return notFound();
    return new Response(new Uint8Array(data), {
      headers: {
        "Content-Type": "image/webp",
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  },
  { auth: "public" },
);
