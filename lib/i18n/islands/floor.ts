/** The station phone's words (pairing), in both languages (see ./ui.ts): the floor reads Tamil as often as English. */
import en from "@/messages/islands/en/floor.json";
import ta from "@/messages/islands/ta/floor.json";
import type { Locale } from "../locales";

export type FloorText = typeof en;
const TEXT: Record<Locale, FloorText> = { en, ta };
export const floorText = (locale: Locale): FloorText => TEXT[locale];
