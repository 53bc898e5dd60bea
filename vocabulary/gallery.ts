/**
 * The gallery's kinds of photo and a caption's length (models/GalleryItem.ts and lib/validation/gallery.ts). Imports nothing of lib/.
 */

export const GALLERY_KINDS = ["job", "machine", "edge"] as const;

export type GalleryKind = (typeof GALLERY_KINDS)[number];

export const CAPTION_MAX = 140;
