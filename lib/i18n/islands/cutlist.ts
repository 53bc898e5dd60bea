/**
 * The cut-list page's words, both languages (messages/islands/<locale>/cutlist.json). Unlike the small islands'
 * files (./ui.ts), these are read on the server only: the page passes its language's words down
 * (components/cut-list/text-context.tsx), so neither language's words are in the page's JavaScript.
 */
import "server-only";
import en from "@/messages/islands/en/cutlist.json";
import ta from "@/messages/islands/ta/cutlist.json";
import orderEn from "@/messages/islands/en/order.json";
import orderTa from "@/messages/islands/ta/order.json";
import catalogue from "@/messages/server/ta.json";
import type { MessageCatalogue } from "../translate";
import type { Locale } from "../locales";

/** The words of placing an order from a cut list (the estimate, the form, the outbox), also the order page's estimate. */
export type OrderText = typeof orderEn;
export type CutListText = typeof en & { order: OrderText };
const TEXT: Record<Locale, CutListText> = { en: { ...en, order: orderEn }, ta: { ...ta, order: orderTa } };

/** The estimate table's words on a server-rendered page (the order page). */
export const estimateWords = (locale: Locale): OrderText["estimate"] => TEXT[locale].order.estimate;

/** The page's words, and for a language other than English the catalogue its lib messages are translated with. */
export function cutListWords(locale: Locale): { text: CutListText; catalogue: MessageCatalogue | null } {
  return { text: TEXT[locale], catalogue: locale === "en" ? null : catalogue };
}
