"use client";

import { usePathname } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { scrollToSection } from "@/lib/client/scroll";

interface Props {
  id: string;
  children: ReactNode;
  className?: string;
  /** Called after a click that navigates (e.g. to close the mobile menu). */
  onNavigate?: () => void;
}

/**
 * A link to a landing-page section. It is a real link to `/#id` (so it works
 * before hydration, from other pages and in a new tab); on `/` a plain click
 * scrolls there smoothly instead (500 ms, 70 px below the sticky header).
 * A plain <a>, not next/link: from another page it loads the pre-rendered
 * landing page, and next/link would add about 2.5 KB to every page's JS.
 */
export function SectionLink({ id, children, className, onNavigate }: Props) {
  const pathname = usePathname();
  function onClick(e: MouseEvent<HTMLAnchorElement>) {
    const plainClick = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (plainClick && pathname === "/" && scrollToSection(id)) e.preventDefault();
    onNavigate?.();
  }
  return (
    <a href={`/#${id}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
