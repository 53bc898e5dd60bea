import type { Locale } from "@/lib/i18n/locales";
import type { PublicGalleryItem } from "@/lib/validation/gallery";

/**
 * What "Our work" shows until the owner uploads photos: original line drawings
 * of the trade (public/images/work), in the site's palette. Each caption says
 * plainly that it is a drawing, so nobody takes it for a photo of a real job.
 */
const drawing = (name: string, kind: PublicGalleryItem["kind"], caption: string, captionTa: string) => ({
  _id: `drawing-${name}`,
  caption,
  captionTa,
  kind,
  image: { src: `/images/work/${name}.svg`, width: 800, height: 600, sources: [] },
});

const DRAWINGS = [
  drawing(
    "kitchen",
    "job",
    "Drawing: a modular kitchen, 3050 mm of base and wall units with edge-banded shutters and a drawer stack",
    "ஓவியம்: எட்ஜ் பேண்டிங் செய்த ஷட்டர்களும் டிராயர் அடுக்கும் உள்ள மாடுலர் கிச்சன், 3050 mm பேஸ், வால் யூனிட்கள்",
  ),
  drawing(
    "wardrobe",
    "job",
    "Drawing: a wardrobe with System-32 line boring for shelf pins and Ø35 mm hinge cups on the door",
    "ஓவியம்: ஷெல்ஃப் பின்னுக்கு System-32 லைன் போரிங்கும், கதவில் Ø35 mm ஹிஞ்ச் கப்பும் உள்ள வார்ட்ரோப்",
  ),
  drawing(
    "beam-saw",
    "machine",
    "Drawing: a beam saw cutting a stack of 2440 mm sheets to ±0.5 mm",
    "ஓவியம்: 2440 mm ஷீட் அடுக்கை ±0.5 mm துல்லியத்தில் வெட்டும் பீம் சா",
  ),
  drawing(
    "edge-bander",
    "machine",
    "Drawing: the edge bander feeding a panel, with a coil of PVC edge band",
    "ஓவியம்: PVC எட்ஜ் பேண்டு சுருளுடன், ஒரு பேனலை உள்ளே செலுத்தும் எட்ஜ் பேண்டர்",
  ),
  drawing(
    "edge-closeup",
    "edge",
    "Drawing: close-up of an 18 mm ply edge with a 2 mm band and rounded corners",
    "ஓவியம்: 2 mm பேண்டும் உருண்டையான மூலைகளும் உள்ள 18 mm ப்ளைவுட் ஓரம், அருகில்",
  ),
  drawing(
    "hinge-bore",
    "edge",
    "Drawing: a Ø35 mm hinge cup bored 22.5 mm from the door's edge",
    "ஓவியம்: கதவின் ஓரத்திலிருந்து 22.5 mm தூரத்தில் போரிங் செய்த Ø35 mm ஹிஞ்ச் கப்",
  ),
];

/** The drawings, captioned in `locale`. */
export function galleryDrawings(locale: Locale = "en"): PublicGalleryItem[] {
  return DRAWINGS.map(({ captionTa, ...item }) => (locale === "ta" ? { ...item, caption: captionTa } : item));
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
  if (locale === "ta") return isDrawing(item) ? item.caption.replace(/^ஓவியம்: /, "கோட்டு ஓவியம்: ") : `புகைப்படம்: ${item.caption}`;
  return isDrawing(item) ? item.caption.replace(/^Drawing: /, "Line drawing of ") : `Photo: ${item.caption}`;
}
