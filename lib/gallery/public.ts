import type { Locale } from "@/lib/i18n/locales";
import { readForPrerender } from "@/lib/util/prerender-read";
import { galleryDrawings } from "./fallback";
import type { PublicGalleryItem } from "@/lib/validation/gallery";

/**
 * "Our work" for the pre-rendered pages (/ and /about): the visible photos, or the drawings while there are none, and
 * the drawings when the database cannot be read where lib/util/prerender-read.ts says so.
 */
export async function getWorkForPage(locale: Locale = "en"): Promise<{ items: PublicGalleryItem[]; photos: boolean }> {
  const drawings = { items: galleryDrawings(locale), photos: false };
  return readForPrerender(async () => {
    const { listPublicGallery } = await import("./store");
    const items = await listPublicGallery({ locale });
    return items.length ? { items, photos: true } : drawings;
  }, drawings);
}
