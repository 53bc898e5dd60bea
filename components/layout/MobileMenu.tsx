"use client";

import { localHref } from "@/lib/i18n/locales";
import { usePageLocale } from "@/lib/client/page-locale";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import UserRound from "lucide-react/icons/user-round";
import { useLoginFlag } from "@/components/auth/LoginFlag";
import { preloadAuthDialogs } from "@/components/auth/preload";
import { signOut } from "@/lib/client/auth/sign-out";
import { useSignedInUser } from "@/lib/client/store/auth";
import { headerSectionIds } from "@/lib/site/sections";
import { LanguageSwitch } from "./LanguageSwitch";
import { SectionLink } from "./SectionLink";
import { Button } from "@/components/ui/Button";

const MENU_ID = "mobile-menu";

/** The menu's words in the page's language, from the server (messages/*.json, namespace Chrome). */
export interface MobileMenuLabels {
  menu: string;
  nav: string;
  cutList: string;
  myAccount: string;
  /** With a `{name}` placeholder. */
  signedInAs: string;
  logout: string;
  signIn: string;
  signUp: string;
  sections: Record<string, { label: string; href?: string }>;
  language: { label: string; description: string };
}

/**
 * Below `lg`: the menu button and its panel with the five section links,
 * Sign In and Sign Up (or the user's name and Logout). Closes on a link, on Logout,
 * Escape (focus back on the button), a click outside, and on navigation.
 */
/**
 * `wideFrom`: the width from which the header shows its own nav and this menu steps aside ("xl" for Tamil,
 * whose longer words need 1280 px for the full nav).
 */
export function MobileMenu({ labels, wideFrom = "lg" }: { labels: MobileMenuLabels; wideFrom?: "lg" | "xl" }) {
  const pathname = usePathname();
  const locale = usePageLocale();
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const user = useSignedInUser();
  const logout = signOut;
  const { setIsLogin } = useLoginFlag();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpenOn(null);
        toggle.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpenOn(null);
    };
    const wide = window.matchMedia(wideFrom === "xl" ? "(min-width: 80rem)" : "(min-width: 64rem)");
    const onWide = () => wide.matches && setOpenOn(null);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      wide.removeEventListener("change", onWide);
    };
  }, [open, wideFrom]);

  const close = () => setOpenOn(null);
  /** Close the menu, leave focus on its button (the dialog returns it there), then open the dialog. */
  const openDialog = (login: boolean) => {
    close();
    toggle.current?.focus();
    setIsLogin(login);
  };

  const item =
    "flex min-h-12 items-center justify-between border-b border-rule px-1 text-base font-medium text-brand-900 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:border-l-4 aria-[current=page]:border-l-accent-500 aria-[current=page]:pl-3 aria-[current=page]:font-semibold";

  return (
    <div ref={root} className={wideFrom === "xl" ? "xl:hidden" : "lg:hidden"}>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpenOn(open ? null : pathname)}
        onPointerEnter={preloadAuthDialogs}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/30 px-3 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        {labels.menu}
      </button>

      <div
        id={MENU_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-70px)] overflow-y-auto border-b border-rule bg-paper shadow-[0_12px_24px_-12px_rgb(13_51_34/0.35)]"
      >
        {/* Rendered only while open, so that hidden copies of links and names never stand in for the visible ones. */}
        {open && (
          <nav aria-label={labels.nav} className="mx-auto max-w-7xl px-4 pt-2 pb-4 sm:px-6">
            <ul>
              {headerSectionIds.map((id) => (
                <li key={id}>
                  <SectionLink id={id} href={labels.sections[id]?.href} onNavigate={close} className={item}>
                    {labels.sections[id]?.label ?? id}
                    <span aria-hidden="true" className="text-accent-600">
                      →
                    </span>
                  </SectionLink>
                </li>
              ))}
              <li>
                <a href={localHref(locale, "/cut-list")} className={item}>
                  {labels.cutList}
                  <span aria-hidden="true" className="text-accent-600">
                    →
                  </span>
                </a>
              </li>
            </ul>
            <LanguageSwitch
              label={labels.language.label}
              description={labels.language.description}
              className={`${item} justify-start gap-2 border-b-0`}
            />
            <div className="mt-4">
              {user ? (
                <div className="flex items-center justify-between gap-3 rounded-md border border-rule bg-white p-3">
                  {/* A plain link (a full page load closes the menu); it leads to the account page. */}
                  <a href={localHref(locale, "/account")} className="group flex min-h-11 min-w-0 items-center gap-2.5 rounded-md">
                    <UserRound aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                    <span className="min-w-0">
                      <span className="block text-base font-semibold text-brand-800 underline-offset-4 group-hover:underline">
                        {labels.myAccount}
                      </span>
                      <span className="block truncate text-sm text-ink-muted" data-testid="menu-signed-in-as">
                        {labels.signedInAs.replace("{name}", user.name)}
                      </span>
                    </span>
                  </a>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      // Done: the menu closes, so the page beneath (now signed out) is what the visitor sees.
                      void logout();
                      close();
                      toggle.current?.focus();
                    }}
                    className="shrink-0"
                  >
                    {labels.logout}
                  </Button>
                </div>
              ) : (
                <div className="grid grid-cols-2 gap-3">
                  <Button size="lg" onClick={() => openDialog(true)}>
                    {labels.signIn}
                  </Button>
                  <Button size="lg" variant="secondary" onClick={() => openDialog(false)}>
                    {labels.signUp}
                  </Button>
                </div>
              )}
            </div>
          </nav>
        )}
      </div>
    </div>
  );
}
