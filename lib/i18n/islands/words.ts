/**
 * The shared vocabulary in both languages (issue 52: no Tamil in TypeScript): the business facts that have a Tamil
 * form, the order's statuses and what each means, payment modes, the default stations and the progress line.
 * messages/islands/<locale>/words.json; the server and the islands read the same files (see ./ui.ts).
 */
import en from "@/messages/islands/en/words.json";
import ta from "@/messages/islands/ta/words.json";
import type { Locale } from "../locales";

export type Words = typeof en;
const TEXT: Record<Locale, Words> = { en, ta };
export const words = (locale: Locale): Words => TEXT[locale];
