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

const TRANSLATORS = {
  en: createTranslator({ locale: "en", messages: en, namespace: "Refusals" }),
  ta: createTranslator({ locale: "ta", messages: ta, namespace: "Refusals" }),
} as const;

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
  return (TRANSLATORS[locale] as unknown as (key: string, values: Record<string, string | number>) => string)(refusal.key, values);
}

/** In English: what a log line, a test or the console reads. */
export const refusalInEnglish = (refusal: Refusal) => refusalText(refusal, "en");
