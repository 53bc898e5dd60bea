/**
 * The 404's words in both languages (issue 52: a Tamil reader who lands on an error reads Tamil):
 * messages/islands/<locale>/notfound.json, read on the server. The 500's are errors.json, imported by each error
 * boundary in its own language only (boundaries ship with every page).
 */
import en from "@/messages/islands/en/notfound.json";
import ta from "@/messages/islands/ta/notfound.json";
import type { Locale } from "../locales";

export type NotFoundWords = typeof en;
const TEXT: Record<Locale, NotFoundWords> = { en, ta };
export const notFoundWords = (locale: Locale): NotFoundWords => TEXT[locale];
