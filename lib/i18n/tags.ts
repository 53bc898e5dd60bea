/**
 * A message's `<tag>…</tag>` spans (one level), split out for an island to wrap in its own elements. Apart from the
 * message renderer (./template.ts) so that an island that only wraps tags carries no renderer.
 */
export type TemplatePart = { text: string; tag?: string };

/** "Details<sr> of X</sr>" → [{text: "Details"}, {text: " of X", tag: "sr"}]; empty parts are dropped. */
export function tagParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/gs;
  let at = 0;
  for (const match of template.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: template.slice(at, match.index) });
    parts.push({ text: match[2], tag: match[1] });
    at = match.index + match[0].length;
  }
  if (at < template.length) parts.push({ text: template.slice(at) });
  return parts.filter((p) => p.text !== "");
}
