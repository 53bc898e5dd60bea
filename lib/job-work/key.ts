/**
 * The four job-work services by key, and the one a card of "All Services" is about. Its own module, without the
 * services' descriptions (lib/job-work/job-work.ts): the services list on the pages is a client island, and needs only this.
 */
export type JobWorkKey = "pasting" | "cutting" | "edge-banding" | "boring";

/**
 * The job-work service a card of "All Services" is about, from its title
 * ("Laminate Pasting" → pasting, "Hinge and Line Boring" → boring), or null
 * (CNC routing has no order sheet). By title because GET /api/services answers
 * exactly the spec's four fields, and the owner may retitle a card: a title
 * that still names the work still finds its modal.
 */
export function jobWorkKeyForTitle(title: string): JobWorkKey | null {
  const t = title.toLowerCase();
  if (/\brout(e|ing|er)\b/.test(t)) return null;
  if (/\bedge[\s-]*band/.test(t)) return "edge-banding";
  if (/\bpast(e|ing)\b/.test(t)) return "pasting";
  if (/\bcut(ting)?\b(?!-)/.test(t)) return "cutting";
  if (/\bbor(e|ing)\b/.test(t)) return "boring";
  return null;
}
