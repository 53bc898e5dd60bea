/**
 * The 404 and 500 pages' words in both languages (issue 52: a Tamil reader who lands on an error reads Tamil):
 * messages/islands/<locale>/errors.json. Small on purpose: error boundaries ship with every page.
 */
import en from "@/messages/islands/en/errors.json";
import ta from "@/messages/islands/ta/errors.json";
import type { Locale } from "../locales";

export type ErrorWords = typeof en;
const TEXT: Record<Locale, ErrorWords> = { en, ta };
export const errorWords = (locale: Locale): ErrorWords => TEXT[locale];
