/**
 * The GST states' names in both languages (issue 67: a Tamil paper and a Tamil form say the state in Tamil), by code,
 * keyed `s33` so every catalogue lists them in code order. Client-safe; its own island, loaded only where a state is
 * chosen or printed.
 */
import en from "@/messages/islands/en/states.json";
import ta from "@/messages/islands/ta/states.json";
import type { Locale } from "../locales";

const TEXT: Record<Locale, Record<string, string>> = { en, ta };

/** A state's name in `locale`, or "" for a code that names none. */
export const stateName = (code: string, locale: Locale): string => TEXT[locale][`s${code}`] ?? "";
