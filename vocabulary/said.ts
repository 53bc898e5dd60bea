/**
 * The shape of a sentence kept as a key and values (issue 52): a refusal, a history line, a paper's line. Its words are
 * the catalogues' (messages/<locale>.json, namespaces `Refusals` and `Said`); lib/i18n/refusal.ts makes and says them.
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
