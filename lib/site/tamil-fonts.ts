import "server-only";
import { readdirSync } from "node:fs";
import path from "node:path";
import { config } from "@/lib/config";

/**
 * The Tamil font's files as the build named them (`/_next/static/media/noto_sans_tamil_…woff2`), for the Tamil pages
 * to preload (app/ta/layout.tsx). next/font's own preload is off for this font (components/fonts/noto-sans-tamil.ts):
 * Turbopack lists every font of the build for every page, so it put the Tamil files ahead of the English pages'
 * first paint. Read once from the build's media folder; none (no preload: the stylesheet still loads the font)
 * when there is no build, as under `next dev`.
 */
let files: string[] | null = null;

export function tamilFontFiles(): string[] {
  if (files) return files;
  try {
    const media = path.join(/* turbopackIgnore: true */ process.cwd(), config().NEXT_DIST_DIR, "static", "media");
    files = readdirSync(media)
      .filter((f) => /^noto_sans_tamil_\d+-[^/]*\.woff2$/.test(f))
      .sort()
      .map((f) => `/_next/static/media/${f}`);
  } catch {
    files = [];
  }
  return files;
}
