/**
 * One rule for text lengths (vocabulary/text-length.ts, which the mongoose
 * models share) and for the characters a name may hold, used by the zod
 * schemas.
 */
import { checkInZod, type Field } from "@/lib/i18n/field";
import { codePointLength, maxChars, withinChars } from "@/vocabulary/text-length";

export { codePointLength, maxChars, withinChars };

/**
 * Characters that are invisible or reorder text: bidi controls (an RLO can
 * make "Ravi‮gpj.exe" look harmless), zero-width and other format characters
 * (two visually identical names), private-use and unpaired surrogates, and the
 * blank "filler" letters. Zero-width (non-)joiners are allowed only after a
 * combining mark (a virama: Malayalam chillus, Devanagari half forms), between
 * letters (Persian), and in emoji sequences.
 */
const FORMAT_OR_HIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\u115F\u1160\u2800\u3164\uFFA0\p{Zl}\p{Zp}]/u;
const JOINER_IN_CONTEXT =
  /(?<=\p{M})[\u200C\u200D]|(?<=[\p{L}\p{Extended_Pictographic}\uFE0F])[\u200C\u200D](?=[\p{L}\p{M}\p{Extended_Pictographic}])/gu;

export function hasHiddenCharacters(value: string): boolean {
  return FORMAT_OR_HIDDEN.test(value.replace(JOINER_IN_CONTEXT, ""));
}

/** A name needs at least one letter (a name of only spaces, digits or symbols is not one). */
export function hasLetter(value: string): boolean {
  return /\p{L}/u.test(value);
}

/** Control characters, but for the line breaks and tabs of a text of several lines. */
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * What a person's stored text may not hold, as the message for the field named
 * `label` (null when it is fine): control characters, and invisible or
 * text-direction characters (the rule names follow, see hasHiddenCharacters).
 * `multiline` texts (notes, addresses, messages) keep their line breaks.
 */
export function textProblem(label: Field, value: string, multiline = false, printed = false): string | null {
  if ((multiline ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL).test(value)) return checkInZod("fieldBadCharacters", label);
  if (hasHiddenCharacters(multiline ? value.replace(/[\n\r\t]/g, " ") : value)) return checkInZod("fieldHiddenCharacters", label);
  if (printed && unprintableCharacter(value)) return unprintableMessage(label);
  return null;
}

/**
 * What the tax invoices, quotations and labels can print (lib/money/pdf/fonts.ts embeds Noto Sans and Noto Sans
 * Tamil): letters of the Latin, Greek, Cyrillic and Tamil scripts, and no emoji. Any other letter or an emoji would
 * print as an empty box, so the text a document carries (names, addresses, sites, parts, notes) refuses it at input
 * with a clear message (issue 38). The first such character, or null.
 */
const PRINTED_SCRIPTS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Tamil}\p{Script=Inherited}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const EMOJI = /\p{Extended_Pictographic}/u;
/** Pictographic by Unicode, yet in Noto Sans and written in business names. */
const PRINTED_SYMBOLS = new Set(["©", "®", "™"]);

export function unprintableCharacter(value: string): string | null {
  for (const ch of value) {
    if (PRINTED_SYMBOLS.has(ch)) continue;
    if (EMOJI.test(ch) || (LETTER_OR_MARK.test(ch) && !PRINTED_SCRIPTS.test(ch))) return ch;
  }
  return null;
}

export const unprintableMessage = (label: Field) => checkInZod("fieldUnprintable", label);
