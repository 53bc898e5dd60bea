"use client";

import { englishPath } from "@/lib/i18n/locales";
import { usePathname } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { scrollToSection } from "@/lib/client/scroll";
import { sectionPathIsCurrent, type SectionId } from "@/lib/site/sections";

interface Props {
  id: SectionId;
  children: ReactNode;
  className?: string;
  /** Called after a click that navigates (e.g. to close the mobile menu). */
  onNavigate?: () => void;
  /** Where it leads from another page, when not the English landing page (a Tamil page's twin, "/ta/contact"). */
  href?: string;
}

/**
 * A link to a landing-page section. It is a real link to `/#id` (so it works
 * before hydration, from other pages and in a new tab); when the section is on
 * the current page (every section on `/`, the Services section on /services…)
 * a plain click scrolls there smoothly instead (500 ms, 70 px below the sticky
 * header), so "Services" on /services never reloads the landing page.
 * On the section's own page (/about, /services…) the link is marked
 * `aria-current="page"`, which the header styles as the active item.
 * A plain <a>, not next/link: from another page it loads the pre-rendered
 * landing page, and next/link would add about 2.5 KB to every page's JS.
 */
export function SectionLink({ id, children, className, onNavigate, href }: Props) {
  const pathname = usePathname();
  const current = sectionPathIsCurrent(id, pathname && englishPath(pathname));
  function onClick(e: MouseEvent<HTMLAnchorElement>) {
    const plainClick = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (plainClick && scrollToSection(id)) e.preventDefault();
    onNavigate?.();
  }
  return (
    <a href={current ? `${pathname}#${id}` : (href ?? `/#${id}`)} onClick={onClick} aria-current={current ? "page" : undefined} className={className}>
      {children}
    </a>
  );
}
