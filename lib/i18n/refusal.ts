/**
 * A refusal as the server means it, before it is put in words (issue 52: "the server's refusals carry a key and values,
 * not English to be translated by pattern"). `key` names a message of the `Refusals` namespace in messages/<locale>.json;
 * `values` fill its arguments: text as it is (a reference, a name), a number (a count, for an ICU plural), another
 * refusal (a field's words inside a sentence), an order's status (its name in the answer's language), or a text the
 * business keeps in both languages (a station's name). The route
 * wrapper renders it in the caller's language (lib/i18n/refusal-text.ts); the type admits only keys the English
 * catalogue has, and tests/unit/refusals.test.ts renders every key in both languages.
 */
import type en from "@/messages/en.json";

export type RefusalKey = keyof (typeof en)["Refusals"];

/**
 * The keys of the `Said` namespace: lib's worked-out words that are not refusals (a cut, a board, an undo step), said
 * on the phone and on the server alike. They share the refusal's shape, so a check may carry either; a key lives in
 * one namespace only (tests/unit/refusals.test.ts).
 */
export type SaidKey = keyof (typeof en)["Said"];

/** An order's status as a value: said by its name in the answer's language (messages/islands/<locale>/words.json). */
export type StatusValue = { readonly status: string };

/** A text kept in both languages (a station's name from the console): said in the answer's. */
export type TextValue = { readonly en: string; readonly ta: string };

export type RefusalValue = string | number | Refusal | StatusValue | TextValue;

export type Refusal = { readonly key: RefusalKey | SaidKey; readonly values?: Readonly<Record<string, RefusalValue>> };

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
