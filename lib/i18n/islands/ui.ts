/**
 * Words of the client islands, in both languages: messages/islands/<locale>/<island>.json (docs/LANGUAGES.md). One
 * module per island, so an island carries only its own small files, both languages, in its chunk: no message
 * catalogue and no i18n runtime reach the phone. An island takes the page's language from its address
 * (lib/client/page-locale.ts). `Record<Locale, …>` makes a Tamil file that lacks a key of the English one a type
 * error; tests/unit/languages.test.ts checks the files key for key.
 */
import en from "@/messages/islands/en/ui.json";
import ta from "@/messages/islands/ta/ui.json";
import type { Locale } from "../locales";

/** A dialog's close button, a password field's eye: the words every island may need. */
export type UiText = typeof en;
const TEXT: Record<Locale, UiText> = { en, ta };
export const uiText = (locale: Locale): UiText => TEXT[locale];
