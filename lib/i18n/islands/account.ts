/** The account page's words (profile, password, sessions, the customer's orders) in both languages (see ./ui.ts). */
import en from "@/messages/islands/en/account.json";
import ta from "@/messages/islands/ta/account.json";
import type { Locale } from "../locales";

export type AccountText = typeof en;
const TEXT: Record<Locale, AccountText> = { en, ta };
export const accountText = (locale: Locale): AccountText => TEXT[locale];
