import { ToWords } from "to-words";
import ta from "@/messages/ta.json";
import type { Locale } from "@/lib/i18n/locales";
import { rupeeValue } from "@/lib/format/money";
import { amountInWords, type NumberWords } from "./words-indian";

/** One converter: Indian numbering (lakh, crore), rupees and paise. */
const converter = new ToWords({ localeCode: "en-IN", converterOptions: { currency: true, ignoreZeroCurrency: false } });

/** 12345650 paise → "One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees And Fifty Paise Only" (as on an invoice). */
export function rupeesInWords(paise: number): string {
  const sign = paise < 0 ? "Minus " : "";
  return sign + converter.convert(rupeeValue(Math.abs(paise)));
}

/** The amount in words in the paper's language (issue 67): English as above, Tamil from its catalogue's number words. */
export function amountWordsIn(paise: number, locale: Locale): string {
  return locale === "ta" ? amountInWords(paise, ta.NumberWords as NumberWords) : rupeesInWords(paise);
}
