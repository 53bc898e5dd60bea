import { GST_STATES } from "./states";
import { stateName } from "@/lib/i18n/islands/states";
import type { Locale } from "@/lib/i18n/locales";

/** "Tamil Nadu (33)", or the Tamil name with its code on a Tamil page or paper (issue 67, walk C11). */
export const stateLabelIn = (code: string, locale: Locale): string => `${stateName(code, locale) || GST_STATES[code] || code} (${code})`;
