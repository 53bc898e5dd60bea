import type { PublicGalleryItem } from "@/lib/validation/gallery";

/**
 * What "Our work" shows until the owner uploads photos: original line drawings
 * of the trade (public/images/work), in the site's palette. Each caption says
 * plainly that it is a drawing, so nobody takes it for a photo of a real job.
 */
const drawing = (name: string, caption: string, kind: PublicGalleryItem["kind"]): PublicGalleryItem => ({
  _id: `drawing-${name}`,
  caption,
  kind,
  image: { src: `/images/work/${name}.svg`, width: 800, height: 600, sources: [] },
});

export const GALLERY_DRAWINGS: PublicGalleryItem[] = [
  drawing("kitchen", "Drawing: a modular kitchen, 3050 mm of base and wall units with edge-banded shutters and a drawer stack", "job"),
  drawing("wardrobe", "Drawing: a wardrobe with System-32 line boring for shelf pins and Ø35 mm hinge cups on the door", "job"),
  drawing("beam-saw", "Drawing: a beam saw cutting a stack of 2440 mm sheets to ±0.5 mm", "machine"),
  drawing("edge-bander", "Drawing: the edge bander feeding a panel, with a coil of PVC edge band", "machine"),
  drawing("edge-closeup", "Drawing: close-up of an 18 mm ply edge with a 2 mm band and rounded corners", "edge"),
  drawing("hinge-bore", "Drawing: a Ø35 mm hinge cup bored 22.5 mm from the door's edge", "edge"),
];

/** True for a drawing (no uploaded photo behind it). */
export function isDrawing(item: Pick<PublicGalleryItem, "_id">): boolean {
  return item._id.startsWith("drawing-");
}

/**
 * The picture's alt text. It must not repeat its figure's caption word for word (screen readers would
 * read it twice; axe: image-redundant-alt), so it says what kind of picture carries that caption.
 */
export function workAlt(item: Pick<PublicGalleryItem, "_id" | "caption">): string {
  return isDrawing(item) ? item.caption.replace(/^Drawing: /, "Line drawing of ") : `Photo: ${item.caption}`;
}
