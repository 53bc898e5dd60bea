"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { CutListText } from "@/lib/i18n/islands/cutlist";
import type { Locale } from "@/lib/i18n/locales";
import { asIs, translator, type MessageCatalogue, type Translate } from "@/lib/i18n/translate";

/**
 * The cut-list page's words in the page's language, from the server page (lib/i18n/islands/cutlist.ts): `t` the
 * page's own texts, `say` the messages lib builds in English (a row's check, a part that does not fit, an undo step,
 * an import problem) in the page's language.
 */
export type CutListWords = { t: CutListText; say: Translate; locale: Locale };

const Words = createContext<CutListWords | null>(null);

export function CutListTextProvider({
  text,
  catalogue,
  locale,
  children,
}: {
  text: CutListText;
  catalogue: MessageCatalogue | null;
  locale: Locale;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ t: text, say: catalogue ? translator(catalogue) : asIs, locale }), [text, catalogue, locale]);
  return <Words.Provider value={value}>{children}</Words.Provider>;
}

/** The words; only inside CutListTextProvider (the cut-list page and its twin give it). */
export function useCutListText(): CutListWords {
  const words = useContext(Words);
  if (!words) throw new Error("useCutListText needs CutListTextProvider");
  return words;
}
