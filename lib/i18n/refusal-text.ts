/**
 * A refusal in words (lib/i18n/refusal.ts), from the `Refusals` namespace of messages/<locale>.json, rendered by
 * next-intl's own core (use-intl: the same ICU renderer without React, so the scripts, which run under the
 * react-server condition, load it too). Server code in practice (the catalogues are large), but pure.
 */
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import ta from "@/messages/ta.json";
import { words } from "./islands/words";
import type { Locale } from "./locales";
import type { Refusal, RefusalValue } from "./refusal";

type Render = (key: string, values: Record<string, string | number>) => string;
const translator = (locale: Locale, namespace: "Refusals" | "Said") =>
  createTranslator({ locale, messages: locale === "en" ? en : ta, namespace }) as unknown as Render;
const TRANSLATORS = {
  en: { Refusals: translator("en", "Refusals"), Said: translator("en", "Said") },
  ta: { Refusals: translator("ta", "Refusals"), Said: translator("ta", "Said") },
} as const;

/** A key names a message of one namespace only (tests/unit/refusals.test.ts). */
const namespaceOf = (key: string) => (Object.hasOwn(en.Said, key) ? "Said" : "Refusals");

type Status = keyof ReturnType<typeof words>["status"];

function valueText(value: RefusalValue, locale: Locale): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("en" in value) return value[locale];
  if ("status" in value) {
    const name = words(locale).status[value.status as Status]?.label ?? value.status;
    // English says a status's name inside a sentence in small letters ("An order that is in production …").
    return locale === "en" ? name.toLowerCase() : name;
  }
  return refusalText(value, locale);
}

/** The refusal's sentence in `locale`. */
export function refusalText(refusal: Refusal, locale: Locale): string {
  const values = Object.fromEntries(Object.entries(refusal.values ?? {}).map(([name, v]) => [name, valueText(v, locale)]));
  return TRANSLATORS[locale][namespaceOf(refusal.key)](refusal.key, values);
}

/** In English: what a log line, a test or the console reads. */
export const refusalInEnglish = (refusal: Refusal) => refusalText(refusal, "en");

/** lib's words in English (the workshop's papers, the console): a keyed message rendered, a text as it is. */
export const inEnglish = (message: Refusal | string): string => (typeof message === "string" ? message : refusalText(message, "en"));
