/**
 * Messages that reach a client island as raw text (the island does not load next-intl: see docs/LANGUAGES.md) are
 * filled in here, in the catalogues' one syntax, ICU MessageFormat, as next-intl renders the server's: `{name}`
 * arguments, `{n, plural, one {# piece} other {# pieces}}` (with `=0` and the other CLDR categories of the locale),
 * `{kind, select, a {…} other {…}}`, nested; and `<tag>…</tag>` spans (one level) split out for the island to wrap.
 * A small renderer rather than next-intl's runtime (the home page has no room for it); tests/unit/icu.test.ts renders
 * every message of every catalogue with both and finds them equal.
 */

type Values = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const rulesFor = (locale: string) => pluralRules.get(locale) ?? pluralRules.set(locale, new Intl.PluralRules(locale)).get(locale)!;

/** The index just past the `}` that closes the `{` at `open`. */
function closing(t: string, open: number): number {
  let depth = 0;
  for (let i = open; i < t.length; i++) {
    if (t[i] === "{") depth++;
    else if (t[i] === "}" && --depth === 0) return i + 1;
  }
  return t.length;
}

/** The `key {text}` cases of a plural or select, in order. */
function cases(body: string): [string, string][] {
  const out: [string, string][] = [];
  let i = 0;
  while (i < body.length) {
    const brace = body.indexOf("{", i);
    if (brace < 0) break;
    const key = body.slice(i, brace).trim();
    const end = closing(body, brace);
    out.push([key, body.slice(brace + 1, end - 1)]);
    i = end;
  }
  return out;
}

function render(t: string, values: Values, locale: string, hash: string | null): string {
  let out = "";
  let i = 0;
  while (i < t.length) {
    const c = t[i];
    if (c === "#" && hash !== null) {
      out += hash;
      i++;
      continue;
    }
    if (c !== "{") {
      out += c;
      i++;
      continue;
    }
    const end = closing(t, i);
    const inner = t.slice(i + 1, end - 1);
    const comma = inner.indexOf(",");
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    if (comma < 0) {
      // A plain argument; an unknown one stays as written.
      out += name in values ? String(values[name]) : t.slice(i, end);
    } else {
      const rest = inner.slice(comma + 1);
      const comma2 = rest.indexOf(",");
      const kind = rest.slice(0, comma2).trim();
      const options = cases(rest.slice(comma2 + 1));
      const value = values[name];
      const pick = (key: string) => options.find(([k]) => k === key)?.[1];
      if (kind === "plural") {
        const n = Number(value);
        const text = pick(`=${n}`) ?? pick(rulesFor(locale).select(n)) ?? pick("other") ?? "";
        out += render(text, values, locale, new Intl.NumberFormat(locale).format(n));
      } else if (kind === "select") out += render(pick(String(value)) ?? pick("other") ?? "", values, locale, hash);
      else out += t.slice(i, end);
    }
    i = end;
  }
  return out;
}

/**
 * "Download the {name} sheet" + {name: "cutting"} → "Download the cutting sheet"; "{n, plural, one {# piece} other
 * {# pieces}}" + {n: 1} → "1 piece". `locale` chooses the plural's category (Tamil and English: one, other).
 */
export function fill(template: string, values: Values, locale = "en"): string {
  return template.includes("{") ? render(template, values, locale, null) : template;
}

export { tagParts, type TemplatePart } from "./tags";
