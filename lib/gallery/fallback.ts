import type { Locale } from "@/lib/i18n/locales";
import type { PublicGalleryItem } from "@/lib/validation/gallery";
import { fill } from "@/lib/i18n/template";
import en from "@/messages/islands/en/gallery.json";
import ta from "@/messages/islands/ta/gallery.json";

/**
 * What "Our work" shows until the owner uploads photos: original line drawings
 * of the trade (public/images/work), in the site's palette. Each caption says
 * plainly that it is a drawing, so nobody takes it for a photo of a real job.
 * The words are messages/islands/<locale>/gallery.json's (issue 52: no Tamil in TypeScript).
 */
const TEXT = { en, ta } satisfies Record<Locale, typeof en>;

type DrawingName = keyof typeof en.drawings;
const DRAWINGS: [DrawingName, PublicGalleryItem["kind"]][] = [
  ["kitchen", "job"],
  ["wardrobe", "job"],
  ["beam-saw", "machine"],
  ["edge-bander", "machine"],
  ["edge-closeup", "edge"],
  ["hinge-bore", "edge"],
];

const what = (locale: Locale, name: DrawingName) => TEXT[locale].drawings[name];

/** The drawings, captioned in `locale`. */
export function galleryDrawings(locale: Locale = "en"): PublicGalleryItem[] {
  return DRAWINGS.map(([name, kind]) => ({
    _id: `drawing-${name}`,
    caption: fill(TEXT[locale].caption, { what: what(locale, name) }),
    kind,
    image: { src: `/images/work/${name}.svg`, width: 800, height: 600, sources: [] },
  }));
}

/** True for a drawing (no uploaded photo behind it). */
export function isDrawing(item: Pick<PublicGalleryItem, "_id">): boolean {
  return item._id.startsWith("drawing-");
}

/**
 * The picture's alt text. It must not repeat its figure's caption word for word (screen readers would
 * read it twice; axe: image-redundant-alt), so it says what kind of picture carries that caption.
 */
export function workAlt(item: Pick<PublicGalleryItem, "_id" | "caption">, locale: Locale = "en"): string {
  const name = item._id.replace(/^drawing-/, "") as DrawingName;
  if (isDrawing(item) && name in TEXT[locale].drawings) return fill(TEXT[locale].alt, { what: what(locale, name) });
  return fill(TEXT[locale].photoAlt, { caption: item.caption });
}

/** The example caption the console's caption fields show, in each language. */
export const galleryExample = (locale: Locale): string => TEXT[locale].example;
