/**
 * lib's own English words in Tamil: a check's reason (a zod schema's message, a cut-list row's check) in a 400's
 * `errors`, and the cut list's worked-out lines on a page rendered on the server. The catalogue,
 * messages/server/ta.json, maps each English message, or its template (`{label}` a field's name, itself from
 * `labels`; `{n}` a number), to its Tamil; a message it lacks stays English. The server's own refusals are keyed
 * instead (lib/i18n/refusal.ts); these words are next (docs/LANGUAGES.md). The answer's language comes from
 * `X-Language` (a Tamil page's calls, lib/client/api/request.ts).
 */
import catalogue from "@/messages/server/ta.json";
import { isLocale, type Locale } from "./locales";
import { LANGUAGE_HEADER } from "./server-language";
import { asIs, translator, type Translate } from "./translate";
import { isKeyed } from "./refusal";
import { refusalText } from "./refusal-text";
import type { Say } from "./say";

/** One English message in Tamil, or as it is when the catalogue does not have it. */
export const tamilMessage: Translate = translator(catalogue);

/** lib's words in `locale`, for a page rendered on the server: a keyed message from the catalogues, a text as it is (or translated, while it is not keyed). */
export const messagesIn = (locale: Locale): Say => {
  const plain = locale === "ta" ? tamilMessage : asIs;
  return (message) => (isKeyed(message) ? refusalText(message, locale) : plain(message));
};

/** The language a call asks its answer in (`X-Language`); English when it names none or one the site lacks. */
export function requestLocale(request: Request): Locale {
  const asked = request.headers.get(LANGUAGE_HEADER)?.trim().toLowerCase();
  return isLocale(asked) ? asked : "en";
}

/** A check's own words (a zod schema's message, a cut-list row's check) in `locale`. */
export const checkText = (text: string, locale: Locale): string => messagesIn(locale)(text);
