/**
 * The GSTIN (GST identification number) check, client-safe: 15 characters,
 * a state code, the holder's PAN (five letters, four digits, a letter), the
 * registration's number in that state (1-9 or A-Z), "Z" by default (other
 * letters are issued to some registrants), and a check character computed
 * with the mod-36 algorithm the GST network publishes.
 */
import { isStateCode } from "./states";
import { refusalInZod } from "@/lib/i18n/refusal";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])([A-Z0-9])([A-Z0-9])$/;

/** The check character of the first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36];
}

/** Upper case, no spaces: how a GSTIN is stored and printed. */
export const normaliseGstin = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** Why a GSTIN is not valid (a keyed refusal, as a zod message carries it), or null when it is. */
export function gstinProblem(raw: string): string | null {
  const value = normaliseGstin(raw);
  if (value.length !== 15) return refusalInZod("gstinLength");
  const m = SHAPE.exec(value);
  if (!m) return refusalInZod("gstinShape");
  if (!isStateCode(m[1])) return refusalInZod("gstinStateCode", { code: m[1] });
  if (gstinCheckChar(value.slice(0, 14)) !== value[14]) return refusalInZod("gstinCheck");
  return null;
}

/** A GSTIN belongs to the state of its first two digits: billed in another state, its tax would be split wrongly. */
export function gstinStateProblem(gstin: string, stateCode: string): string | null {
  const value = normaliseGstin(gstin);
  if (!value || value.length < 2 || value.slice(0, 2) === stateCode) return null;
  return refusalInZod("gstinOtherState", { code: value.slice(0, 2), state: stateCode });
}
