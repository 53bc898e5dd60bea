"use client";

import Languages from "lucide-react/icons/languages";
import { usePathname } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { LANGUAGE_COOKIE, twinOf, type Locale } from "@/lib/i18n/locales";

const YEAR_S = 365 * 24 * 60 * 60;

/** Remembers the visitor's choice: proxy.ts sends them to their language's twin of a page next time. */
export function rememberLanguage(locale: Locale) {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

const chosen = () => document.cookie.split("; ").some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
const prefersTamilUnchosen = () => !chosen() && navigator.languages.some((l) => l.toLowerCase().startsWith("ta"));
const noChanges = () => () => undefined;

/** A switch's link keeps the page's query and fragment (an order's guest key, `#part-3`): set as it is followed, so pre-rendered pages need not read them. */
const keepQuery = (link: HTMLAnchorElement) => {
  link.search = window.location.search;
  link.hash = window.location.hash;
};

/**
 * The same page in the other language, when it has a twin (lib/i18n/locales.ts). A plain link (the other language
 * is another document, `<html lang>` included) that remembers the choice and keeps the query. Every page of the
 * site's chrome has a twin; an address without one (none today) shows no switch.
 */
export function LanguageSwitch({ label, description, className = "" }: { label: string; description: string; className?: string }) {
  const pathname = usePathname();
  const twin = pathname ? twinOf(pathname) : null;
  if (!twin) return null;
  return (
    <a
      href={twin.path}
      hrefLang={twin.locale}
      lang={twin.locale === "ta" ? "ta" : "en-IN"}
      title={description}
      onClick={(e) => {
        rememberLanguage(twin.locale);
        keepQuery(e.currentTarget);
      }}
      className={className}
      data-testid="language-switch"
    >
      <Languages aria-hidden="true" className="size-4 shrink-0 text-accent-500" />
      {label}
    </a>
  );
}

/**
 * On an English page that has a Tamil twin, a browser that prefers Tamil and whose visitor has not chosen yet is
 * offered the Tamil page in a small note at the foot of the screen (fixed, so nothing moves); never sent there.
 */
export function LanguageOffer({ text, accept, decline }: { text: string; accept: string; decline: string }) {
  const pathname = usePathname();
  const twin = pathname ? twinOf(pathname) : null;
  // Read after hydration (the server's answer is "no"): the browser's languages and the cookie only exist here.
  const wanted = useSyncExternalStore(noChanges, prefersTamilUnchosen, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!wanted || dismissed || twin?.locale !== "ta") return null;
  return (
    <div
      role="region"
      aria-label={text}
      lang="ta"
      data-testid="language-offer"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-lg border border-rule bg-white p-3 text-sm text-ink shadow-lg"
    >
      <span>{text}</span>
      <span className="flex gap-2">
        <a
          href={twin.path}
          hrefLang="ta"
          onClick={(e) => {
            rememberLanguage("ta");
            keepQuery(e.currentTarget);
          }}
          className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
        >
          {accept}
        </a>
        <button
          type="button"
          lang="en-IN"
          onClick={() => {
            rememberLanguage("en");
            setDismissed(true);
          }}
          className="inline-flex min-h-10 items-center rounded-md border border-rule px-3 font-semibold text-brand-800"
        >
          {decline}
        </button>
      </span>
    </div>
  );
}
