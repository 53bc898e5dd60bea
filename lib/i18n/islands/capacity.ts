/** The console's Capacity page words (issue 70), in both languages: the owner and the office may read it in Tamil. */
import en from "@/messages/islands/en/capacity.json";
import ta from "@/messages/islands/ta/capacity.json";
import type { Locale } from "../locales";

export type CapacityText = typeof en.capacity;
const TEXT: Record<Locale, CapacityText> = { en: en.capacity, ta: ta.capacity };
export const capacityText = (locale: Locale): CapacityText => TEXT[locale];
