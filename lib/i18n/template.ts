/**
 * Messages that reach a client island as raw text (the island does not load next-intl: see docs/LANGUAGES.md) are
 * filled in here: `{name}` arguments, and `<tag>…</tag>` spans (one level, no nesting) split out for the island to wrap.
 */

/** "Download the {name} sheet" + {name: "cutting"} → "Download the cutting sheet". An unknown argument stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

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

/** A word or message with a singular and a plural form (Tamil often writes both the same). */
export type Plural = { one: string; other: string };

/** The form of `forms` for `n` (English's rule: 1 is singular, every other number plural). */
export const plural = (forms: Plural, n: number): string => (n === 1 ? forms.one : forms.other);
