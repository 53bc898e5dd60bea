import { ToWords } from "to-words";

/** One converter: Indian numbering (lakh, crore), rupees and paise. */
const converter = new ToWords({ localeCode: "en-IN", converterOptions: { currency: true, ignoreZeroCurrency: false } });

/** 12345650 paise → "One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees And Fifty Paise Only" (as on an invoice). */
export function rupeesInWords(paise: number): string {
  const sign = paise < 0 ? "Minus " : "";
  return sign + converter.convert(Math.abs(paise) / 100);
}
