"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/admin", label: "Enquiries" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/tariff", label: "Tariff" },
  { href: "/admin/services", label: "Services" },
  { href: "/admin/gallery", label: "Our work" },
  { href: "/admin/users", label: "Users" },
  { href: "/admin/downloads", label: "Downloads" },
];

/** The console's tabs: a row that scrolls sideways where it does not fit (phones, tablets). */
export function AdminNav() {
  const path = usePathname();
  return (
    <nav aria-label="Console" className="-mx-4 min-w-0 overflow-x-auto px-4">
      <ul className="flex gap-1 whitespace-nowrap">
        {LINKS.map((l) => {
          const active = path === l.href || (l.href !== "/admin" && path.startsWith(`${l.href}/`));
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-semibold ${
                  active ? "bg-white text-brand-800" : "text-white hover:bg-white/10"
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
