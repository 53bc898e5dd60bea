/**
 * "18 mm Pre-laminated Board" → "18-mm-pre-laminated-board": lower case, accents folded, every
 * run of other characters one hyphen, none at the ends. For file names and record slugs; pure.
 */
export function slugOf(text: string, max = 80): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, max)
    .replace(/-+$/, "");
}
