"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * The console's tabs: a row that scrolls sideways where it does not fit
 * (phones, tablets, laptops up to 1535 px, where it has a row of its own under the name and the staff name; issue 38: at 1280 px it ran into the name), its right edge fading so that the cut is seen as "more
 * this way", and the open tab scrolled into view.
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
      className="-mx-4 min-w-0 overflow-x-auto [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] px-4 2xl:mx-0 2xl:min-w-0 2xl:flex-1 2xl:px-0"
    >
      <ul className="flex gap-1 pr-8 whitespace-nowrap">
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
