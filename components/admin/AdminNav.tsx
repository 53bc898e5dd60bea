"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * The console's tabs. On a phone or a tablet: a row that scrolls sideways, its right edge fading so that the cut is
 * seen as "more this way", the open tab scrolled into view. From 1024 px: every tab in sight, wrapping onto a second
 * line where they do not fit (walk 6, K1: at 1280 px the owner's last tabs were cut off with no cue).
 */
export function AdminNav({ links }: { links: readonly { href: string; label: string }[] }) {
  const path = usePathname();
  const active = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    active.current?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [path]);
  return (
    <nav
      aria-label="Console"
      className="-mx-4 min-w-0 overflow-x-auto [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] px-4 lg:overflow-visible lg:[mask-image:none] 2xl:mx-0 2xl:min-w-0 2xl:flex-1 2xl:px-0"
    >
      <ul className="flex gap-1 pr-8 whitespace-nowrap lg:flex-wrap lg:pr-0">
        {links.map((l) => {
          const isActive = path === l.href || (l.href !== "/admin" && path.startsWith(`${l.href}/`));
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                ref={isActive ? active : undefined}
                aria-current={isActive ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-semibold ${
                  isActive ? "bg-white text-brand-800" : "text-white hover:bg-white/10"
                } focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`}
              >
                {l.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
