/** The sign-in and sign-up dialogs' words in both languages (see ./ui.ts for the rule). */
import en from "@/messages/islands/en/auth.json";
import ta from "@/messages/islands/ta/auth.json";
import type { Locale } from "../locales";

export type AuthText = typeof en;
const TEXT: Record<Locale, AuthText> = { en, ta };
export const authText = (locale: Locale): AuthText => TEXT[locale];
