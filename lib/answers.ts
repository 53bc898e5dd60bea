/**
 * The two shapes most JSON answers are built from (client-safe). Every route answers with a named type
 * (`NextResponse.json<BatchAnswer>(…)`) and its function in lib/client/api names the same type, so what a route
 * sends and what the page reads cannot drift apart (tests/unit/answer-types.test.ts holds the two together;
 * tests/api/contract.ts checks every answer the API suite sees against docs/openapi.yaml).
 */

/** What happened, in a sentence for the person who asked ("Payment recorded"). */
export type Said = { message: string };

/** A change's answer: what happened, and the thing as it is now. */
export type Saved<T> = Said & T;

/** Every refusal and failure (4xx, 5xx): what is wrong, field by field when a form's fields are, and the id to quote. */
export type ErrorAnswer = { message: string; errors?: Record<string, string>; requestId?: string };

/** JSON text made once and sent many times (a cached list), typed by what it holds. */
export type JsonText<T> = string & { readonly holds?: T };

/** `value` as JSON text that remembers its type. */
export const jsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

/** The answer for JSON text made earlier: the same typed promise as `NextResponse.json<T>`. */
export const answerText = <T>(text: JsonText<T>, init?: ResponseInit): Response => new Response(text, init);
