import "server-only";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";
import type { Locale } from "@/lib/i18n/locales";

const CATALOGUES = { en, ta } as const;

/**
 * The papers' words in one language (messages/<locale>.json `Papers`, rendered by next-intl as every page's are):
 * the quotation, the tax invoice and the credit note print in the language of the page they were opened from.
 */
export const paperWords = (locale: Locale) => createTranslator({ locale, messages: CATALOGUES[locale], namespace: "Papers" });
export type PaperWords = ReturnType<typeof paperWords>;
