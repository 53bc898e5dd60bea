/**
 * A refusal as the server means it, before it is put in words (issue 52: "the server's refusals carry a key and values,
 * not English to be translated by pattern"). `key` names a message of the `Refusals` namespace in messages/<locale>.json;
 * `values` fill its arguments: text as it is (a reference, a name), a number (a count, for an ICU plural), another
 * refusal (a field's words inside a sentence), an order's status (its name in the answer's language), or a text the
 * business keeps in both languages (a station's name). The route
 * wrapper renders it in the caller's language (lib/i18n/refusal-text.ts); the type admits only keys the English
 * catalogue has, and tests/unit/refusals.test.ts renders every key in both languages.
 */
import type { Refusal, RefusalKey, RefusalValue, SaidKey } from "@/vocabulary/said";

export type { Refusal, RefusalKey, RefusalValue, SaidKey, StatusValue, TextValue } from "@/vocabulary/said";

/** A refusal: `refusal("orderNotFound")`, `refusal("paymentsAtMost", { n: 50 })`. */
export const refusal = (key: RefusalKey, values?: Record<string, RefusalValue>): Refusal => (values ? { key, values } : { key });

/** lib's words in keyed form: `said("cutRip", { at: 570, span: "x 10 → 2430" })`. */
export const said = (key: SaidKey, values?: Record<string, RefusalValue>): Refusal => (values ? { key, values } : { key });

/** Pieces said as one list: "a, b, c" (`listComma`), "a; b" (`listSemicolon`), "a + b" (`listPlus`), "a and b" (`listAnd`). */
export function joined(items: readonly (Refusal | string)[], key: "listComma" | "listSemicolon" | "listPlus" | "listAnd"): Refusal | string {
  const [first, ...rest] = items;
  return rest.length ? said(key, { first: first ?? "", rest: joined(rest, key) }) : (first ?? "");
}

/** A keyed message (not text to show as it is): a refusal or lib's words. */
export const isKeyed = (m: unknown): m is Refusal => typeof m === "object" && m !== null && typeof (m as Refusal).key === "string";

/** A field's reasons: each field (as the form names it) with its refusal. */
export type FieldRefusals = Record<string, Refusal>;

/** Marks a zod message that carries a refusal: a word joiner, which nobody types, then the refusal as JSON. */
const IN_ZOD = "\u2060refusal:";

/**
 * A refusal as a zod schema's message (zod carries a message as a string only): `.min(1, refusalInZod("fieldRequired",
 * …))`. lib/validation/errors.ts reads it back (`refusalFromZod`) when it turns a zod error into field reasons.
 */
export const refusalInZod = (key: RefusalKey | SaidKey, values?: Record<string, RefusalValue>): string =>
  IN_ZOD + JSON.stringify(values ? { key, values } : { key });

/** The refusal a zod message carries, or the message as it is (a console form's own English check). */
export function refusalFromZod(message: string): Refusal | string {
  if (!message.startsWith(IN_ZOD)) return message;
  try {
    return JSON.parse(message.slice(IN_ZOD.length)) as Refusal;
  } catch {
    return message;
  }
}
