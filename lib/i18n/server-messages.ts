/**
 * The answer's language and lib's words in it on the server: a keyed message (a refusal, a check, a line of an
 * estimate: lib/i18n/refusal.ts) rendered by next-intl's core (./refusal-text.ts); a plain text (a part's name) as it
 * is. The answer's language comes from `X-Language` (a Tamil page's calls, lib/client/api/request.ts).
 */
import { isLocale, type Locale } from "./locales";
import { LANGUAGE_HEADER } from "./server-language";
import { isKeyed } from "./refusal";
import { refusalText } from "./refusal-text";
import type { Say } from "./say";

/** lib's words in `locale`, for a page or paper rendered on the server. */
export const messagesIn =
  (locale: Locale): Say =>
  (message) =>
    isKeyed(message) ? refusalText(message, locale) : message;

/** The language a call asks its answer in (`X-Language`); English when it names none or one the site lacks. */
export function requestLocale(request: Request): Locale {
  const asked = request.headers.get(LANGUAGE_HEADER)?.trim().toLowerCase();
  return isLocale(asked) ? asked : "en";
}
