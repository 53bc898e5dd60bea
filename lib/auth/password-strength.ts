/**
 * The server's password strength check: zxcvbn-ts with its common and English
 * dictionaries (breached-password lists, names, words, keyboard patterns,
 * repeats, sequences, dates, l33t speak), plus the account's own name and
 * e-mail as user inputs. Server only: the dictionaries weigh megabytes, so the
 * forms get the verdict as a field error (400) instead of shipping them to phones.
 *
 * Policy: zxcvbn score 3 or more ("safely unguessable", about 10^8 guesses),
 * and never a password containing the e-mail, its local part, the name or the
 * business's name.
 * Runs right after the schema, before any rate-limit slot or hash is spent.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";
import { ValidationError } from "@/lib/errors";
import { refusal, type Refusal } from "@/lib/i18n/refusal";

export const MIN_PASSWORD_SCORE = 3;
export const PERSONAL_PASSWORD = refusal("personalPassword");

const globalForZxcvbn = globalThis as unknown as { __zxcvbn?: ZxcvbnFactory };
function zxcvbn(): ZxcvbnFactory {
  return (globalForZxcvbn.__zxcvbn ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  }));
}

/** Words an attacker would try first against this site (its name, town and trade). */
const SITE_WORDS = ["kovai", "panel", "panels", "works", "coimbatore", "plywood", "mdf", "furniture", "laminate"];

/** Lower case, letters and digits only: "Ravi.Kumar" and "ravi kumar!" fold to the same "ravikumar". */
const fold = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Strings a password must not contain: the e-mail, its local part, the name,
 * and the business's own name (the routes pass them all), folded, each of 4+ characters.
 */
function personalParts(inputs: Array<string | undefined>): string[] {
  const parts = new Set<string>();
  for (const raw of inputs) {
    if (!raw) continue;
    const at = raw.indexOf("@");
    for (const v of [fold(raw), at > 0 ? fold(raw.slice(0, at)) : ""]) if (v.length >= 4) parts.add(v);
  }
  return [...parts];
}

/** Why this password is not acceptable, or null. */
export function passwordWeakness(password: string, userInputs: Array<string | undefined> = []): Refusal | null {
  const folded = fold(password);
  if (personalParts(userInputs).some((p) => folded.includes(p))) return PERSONAL_PASSWORD;
  const words = userInputs.flatMap((v) => (v ? v.toLowerCase().split(/[^\p{L}\p{N}]+/u) : [])).filter((w) => w.length >= 3);
  const result = zxcvbn().check(password, [...words, ...SITE_WORDS]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const hint = result.feedback.warning || result.feedback.suggestions[0];
  // zxcvbn's hint is English: the Tamil says only that it is easy to guess.
  return hint ? refusal("weakPasswordBecause", { detail: hint.replace(/\.$/, "").replace(/^./, (c) => c.toLowerCase()) }) : refusal("weakPassword");
}

/** 400 {errors: {password}} for a weak password. */
export function assertStrongPassword(password: string, userInputs: Array<string | undefined> = []): void {
  const problem = passwordWeakness(password, userInputs);
  if (problem) throw new ValidationError({ password: problem });
}
