"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { CutListText } from "@/lib/i18n/islands/cutlist";
import type { Locale } from "@/lib/i18n/locales";
import { sayer, type KeyedCatalogue, type Say } from "@/lib/i18n/say";

/**
 * The cut-list page's words in the page's language, from the server page (lib/i18n/islands/cutlist.ts): `t` the
 * page's own texts, `say` the messages lib builds (a row's check, a part that does not fit, an undo step, an import
 * problem) in the page's language (lib/i18n/say.ts).
 */
export type CutListWords = { t: CutListText; say: Say; locale: Locale };

const Words = createContext<CutListWords | null>(null);

export function CutListTextProvider({
  text,
  keyed,
  locale,
  children,
}: {
  text: CutListText;
  keyed: KeyedCatalogue;
  locale: Locale;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ t: text, say: sayer(keyed, locale), locale }), [text, keyed, locale]);
  return <Words.Provider value={value}>{children}</Words.Provider>;
}

/** The words; only inside CutListTextProvider (the cut-list page and its twin give it). */
export function useCutListText(): CutListWords {
  const words = useContext(Words);
  if (!words) throw new Error("useCutListText needs CutListTextProvider");
  return words;
}
