/**
 * The job-work services' words in both languages (the buttons and the service dialogs' paragraphs; the services
 * collection's seed is services-seed.json, read by lib/db/seed-data.ts on the server only): messages/islands/<locale>/services.json, so no Tamil lives in TypeScript (issue 52).
 */
import en from "@/messages/islands/en/services.json";
import ta from "@/messages/islands/ta/services.json";
import type { Locale } from "../locales";

export type ServiceWords = typeof en;
const TEXT: Record<Locale, ServiceWords> = { en, ta };
export const services = (locale: Locale): ServiceWords => TEXT[locale];
