/**
 * The cut-list page's words, both languages (messages/islands/<locale>/cutlist.json). Unlike the small islands'
 * files (./ui.ts), these are read on the server only: the page passes its language's words down
 * (components/cut-list/text-context.tsx), so neither language's words are in the page's JavaScript.
 */
import "server-only";
import en from "@/messages/islands/en/cutlist.json";
import ta from "@/messages/islands/ta/cutlist.json";
import messagesEn from "@/messages/en.json";
import messagesTa from "@/messages/ta.json";
import type { KeyedCatalogue } from "../say";
import type { Locale } from "../locales";
import { orderWords, type OrderText } from "./order";

/** The page's own words and those of placing an order from it (the estimate, the form, the outbox). */
export type CutListText = typeof en & { order: OrderText };
const TEXT: Record<Locale, CutListText> = { en: { ...en, order: orderWords("en") }, ta: { ...ta, order: orderWords("ta") } };

/** The refusals the page itself can give (a row's, a leftover's and the saw's checks, lib/cutting/list/check.ts). */
const PAGE_REFUSALS = new Set([
  "materialListed",
  "cutListNoParts",
  "cutListMaxRows",
  "cutListMaxPieces",
  "ownMaxSizes",
  "chooseBoard",
  "boardNoLongerOffered",
  "partNarrow",
  "partShort",
  "listTooManyPieces",
]);
export const isPageRefusal = (key: string) => key.startsWith("field") || key.startsWith("fit") || PAGE_REFUSALS.has(key);

const keyedIn = (messages: typeof messagesEn): KeyedCatalogue => ({
  ...Object.fromEntries(Object.entries(messages.Refusals).filter(([key]) => isPageRefusal(key))),
  ...messages.Said,
});
const KEYED: Record<Locale, KeyedCatalogue> = { en: keyedIn(messagesEn), ta: keyedIn(messagesTa as typeof messagesEn) };

/** The page's words, and the keyed messages lib gives it (lib/i18n/say.ts), in its language. */
export function cutListWords(locale: Locale): { text: CutListText; keyed: KeyedCatalogue } {
  return { text: TEXT[locale], keyed: KEYED[locale] };
}

/** The saw files' buttons' words (components/cut-list/SawFiles.tsx), for a page that shows them outside the cut list. */
export const cutListFileWords = (locale: Locale): CutListText["files"] => TEXT[locale].files;
