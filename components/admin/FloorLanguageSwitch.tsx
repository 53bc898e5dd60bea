"use client";

import { useRouter } from "next/navigation";
import { chooseFloorLanguage } from "@/lib/client/floor-language";
import { words } from "@/lib/i18n/islands/words";
import type { Locale } from "@/lib/i18n/locales";

/** English or Tamil on the scan page (walk C5): kept on this phone; the page is drawn again in the one chosen. */
export function FloorLanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  const router = useRouter();
  return (
    <div role="group" aria-label={label} className="flex gap-2" data-testid="floor-language">
      {(["en", "ta"] as const).map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={locale === l}
          lang={l}
          onClick={() => {
            chooseFloorLanguage(l);
            router.refresh();
          }}
          className={`min-h-11 rounded-md border px-4 text-sm font-semibold ${locale === l ? "border-brand-700 bg-brand-700 text-white" : "border-rule bg-white text-ink"}`}
        >
          {words(l).languageNames[l]}
        </button>
      ))}
    </div>
  );
}
