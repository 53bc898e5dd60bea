import type { Locale } from "@/lib/i18n/locales";
import { galleryDrawings } from "./fallback";
import type { PublicGalleryItem } from "@/lib/validation/gallery";

/**
 * "Our work" for the pre-rendered pages (/ and /about, `revalidate = 60`):
 * the visible photos, or the drawings while there are none. Same rules as the
 * services list (lib/services/initial.ts): `next build` has no
 * database (drawings); at run time a failed regeneration is re-thrown so that
 * Next keeps serving the last good page; `next dev` falls back to drawings.
 */
export async function getWorkForPage(locale: Locale = "en"): Promise<{ items: PublicGalleryItem[]; photos: boolean }> {
  const drawings = { items: galleryDrawings(locale), photos: false };
  if (process.env.NEXT_PHASE === "phase-production-build") return drawings;
  try {
    const { listPublicGallery } = await import("./store");
    const items = await listPublicGallery({ locale });
    return items.length ? { items, photos: true } : drawings;
  } catch (err) {
    if (process.env.NODE_ENV !== "production") return drawings;
    throw err;
  }
}
