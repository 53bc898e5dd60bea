import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { AuthProviders } from "@/components/auth/AuthProviders";
import { AdminNav } from "@/components/admin/AdminNav";
import { ConsoleSignOut } from "@/components/admin/ConsoleSignOut";
import { Document } from "@/components/layout/Document";
import { notoSansTamil } from "@/components/fonts/noto-sans-tamil";
import { QueryProvider } from "@/components/query/QueryProvider";
import { adminAccess } from "@/lib/auth/dal";
import { ROLE_LABEL } from "@/vocabulary/roles";
import { pagesFor } from "@/components/admin/console-pages";
import { getSite } from "@/lib/business/site-facts-store";

export const metadata: Metadata = {
  title: "Console",
  robots: { index: false, follow: false },
};

/**
 * The business console's frame. The tabs show only to staff and station phones, and only the pages their role may
 * open (issue 51); each page checks the role again itself (a layout does not re-run on every navigation).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const [access, site] = await Promise.all([adminAccess(), getSite()]);
  // Who is at the console: a person (with their role) or a paired station phone; the menu shows what they may open.
  const who = access.ok ? (access.user ? `${access.user.name} · ${ROLE_LABEL[access.user.role]}` : `${access.device.name} · station phone`) : "";
  const pages = access.ok ? pagesFor(access.user?.role ?? null, !access.user) : [];
  return (
    <Document lang="en-IN" className={`${notoSansTamil.variable} console-fonts`}>
      <AuthProviders>
        <header className="bg-brand-800 text-white">
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 2xl:flex-row 2xl:items-center 2xl:justify-between">
            {/* Who is here goes under the name when both do not fit on a phone: neither is cut (walk 6, K6). */}
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <Link href="/" className="text-base font-semibold tracking-tight">
                {site.name} <span className="font-normal text-brand-100">· Console</span>
              </Link>
              {access.ok && (
                <span className="flex min-w-0 items-center gap-3 2xl:hidden">
                  <span className="truncate text-sm text-brand-100">{who}</span>
                  {access.user && <ConsoleSignOut />}
                </span>
              )}
            </div>
            {access.ok && <AdminNav links={pages.map(({ href, label }) => ({ href, label }))} />}
            {access.ok && (
              <span className="hidden shrink-0 items-center gap-3 2xl:flex">
                <span className="max-w-56 truncate text-sm text-brand-100">{who}</span>
                {access.user && <ConsoleSignOut />}
              </span>
            )}
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          <QueryProvider>{children}</QueryProvider>
        </main>
      </AuthProviders>
    </Document>
  );
}
