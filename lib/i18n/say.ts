/**
 * lib's words in the page's language, on the phone and on the server alike: a keyed message (lib/i18n/refusal.ts: a
 * check's refusal, a cut, a board, an undo step) from its catalogue, rendered by the catalogues' one ICU syntax
 * (./template.ts, held equal to next-intl's renderer by tests/unit/icu.test.ts); a plain text (a part's name, a file's
 * name) as it is. The catalogue is the language's `Said` namespace and the refusals the page can meet, handed to
 * the page by its server page (lib/i18n/islands/cutlist.ts), so no language's words are in the JavaScript.
 */
import { isKeyed, type Refusal, type RefusalValue } from "./refusal";
import { fill } from "./template";
import type { Locale } from "./locales";

/** One language's keyed messages: key → ICU template. */
export type KeyedCatalogue = Readonly<Record<string, string>>;

export type Say = (message: Refusal | string) => string;

function value(v: RefusalValue, render: (m: Refusal) => string, locale: Locale): string | number {
  if (typeof v === "string" || typeof v === "number") return v;
  if ("en" in v) return v[locale];
  if ("status" in v) return v.status; // a page's own messages never carry a status: the server says those
  return render(v);
}

export function sayer(keyed: KeyedCatalogue, locale: Locale): Say {
  const render = (m: Refusal): string => {
    const template = keyed[m.key];
    if (template === undefined) return m.key;
    const values = Object.fromEntries(Object.entries(m.values ?? {}).map(([name, v]) => [name, value(v, render, locale)]));
    return fill(template, values, locale);
  };
  return (message) => (isKeyed(message) ? render(message) : message);
}
