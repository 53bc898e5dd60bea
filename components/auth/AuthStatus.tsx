"use client";

import { useEffect, useRef } from "react";
import UserRound from "lucide-react/icons/user-round";
import { signOut } from "@/lib/client/auth/sign-out";
import { useSignedInUser } from "@/lib/client/store/auth";
import { usePageLocale } from "@/lib/client/page-locale";
import { localHref } from "@/lib/i18n/locales";
import { useLoginFlag } from "./LoginFlag";
import { preloadAuthDialogs } from "./preload";

const signInClass =
  "inline-flex min-h-10 items-center rounded-md bg-accent-400 px-4 py-2 text-sm font-semibold text-ink hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2";
const logoutClass =
  "inline-flex min-h-10 items-center rounded-md border border-white/35 px-4 py-2 text-sm font-semibold text-white hover:border-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2";

/** The user's initial for the account badge ("Priya Raman" → "P"; a Tamil name → its first whole letter, with its vowel sign). */
let graphemes: Intl.Segmenter | undefined;
export function initialOf(name: string): string {
  graphemes ??= new Intl.Segmenter("en-IN", { granularity: "grapheme" });
  const first = graphemes.segment(name.trim())[Symbol.iterator]().next().value?.segment;
  return first ? first.toLocaleUpperCase("en-IN") : "?";
}

/**
 * Below `lg`, beside the menu button: a round badge with the signed-in user's
 * initial, linking to their account, so a phone shows at a glance that the
 * visitor is signed in. Nothing while signed out (Sign In is in the menu).
 */
export function AccountBadge({ label }: { label: string }) {
  const user = useSignedInUser();
  const accountHref = localHref(usePageLocale(), "/account");
  if (!user) return null;
  return (
    <a
      href={accountHref}
      data-testid="header-account-badge"
      title={label.replace("{name}", user.name)}
      aria-label={label.replace("{name}", user.name)}
      className="grid size-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full bg-accent-400 text-base font-semibold text-ink ring-2 ring-white/30"
      >
        {initialOf(user.name)}
      </span>
    </a>
  );
}

/**
 * The header's account corner: **Sign In** while signed out; the user's name
 * and **Logout** once signed in. The server and the first client render show
 * "Sign In" (the store is restored after hydration), so nothing mismatches.
 */
/** The corner's words in the page's language (messages/*.json, namespace Chrome). */
export interface AuthStatusLabels {
  signIn: string;
  logout: string;
  /** With a `{name}` placeholder: the account link's name for screen readers. */
  accountOf: string;
}

export function AuthStatus({ labels }: { labels: AuthStatusLabels }) {
  const accountHref = localHref(usePageLocale(), "/account");
  const user = useSignedInUser();
  const logout = signOut;
  const { setIsLogin } = useLoginFlag();
  const signIn = useRef<HTMLButtonElement>(null);
  const wasSignedIn = useRef(false);

  // After Logout the button that had focus is gone: hand focus to Sign In.
  useEffect(() => {
    if (wasSignedIn.current && !user && (document.activeElement === document.body || !document.activeElement)) {
      signIn.current?.focus();
    }
    wasSignedIn.current = !!user;
  }, [user]);

  if (user) {
    return (
      <div className="flex min-w-0 items-center gap-3" data-testid="header-user">
        {/* A plain link: next/link would add about 2.5 KB to every page for one rarely used link. */}
        <a
          href={accountHref}
          className="flex min-w-0 items-center gap-2 rounded-md text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <UserRound aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
          {/* "My account, signed in as <name>": the words around the name for screen readers, in the page's order. */}
          <span className="sr-only">{labels.accountOf.split("{name}")[0]}</span>
          {/* The name gives way first when the bar is tight (1024–1150 px), never the wordmark. */}
          <span className="max-w-[8rem] truncate xl:max-w-[11rem]" title={user.name}>
            {user.name}
          </span>
          {labels.accountOf.split("{name}")[1] && <span className="sr-only">{labels.accountOf.split("{name}")[1]}</span>}
        </a>
        <button type="button" onClick={() => void logout()} className={`${logoutClass} shrink-0`}>
          {labels.logout}
        </button>
      </div>
    );
  }
  return (
    <button
      ref={signIn}
      type="button"
      onClick={() => setIsLogin(true)}
      onPointerEnter={preloadAuthDialogs}
      onFocus={preloadAuthDialogs}
      className={signInClass}
    >
      {labels.signIn}
    </button>
  );
}
