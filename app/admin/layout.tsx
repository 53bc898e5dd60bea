import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { AuthProviders } from "@/components/auth/AuthProviders";
import { AdminNav } from "@/components/admin/AdminNav";
import { Document } from "@/components/layout/Document";
import { QueryProvider } from "@/components/query/QueryProvider";
import { adminAccess } from "@/lib/auth/dal";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Console",
  robots: { index: false, follow: false },
};

/**
 * The business console's frame. The tabs show only to admins; each page checks
 * the role again itself (a layout does not re-run on every navigation).
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const access = await adminAccess();
  return (
    <Document lang="en-IN">
      <AuthProviders>
        <header className="bg-brand-800 text-white">
          <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 2xl:flex-row 2xl:items-center 2xl:justify-between">
            <div className="flex items-center justify-between gap-4">
              <Link href="/" className="text-base font-semibold tracking-tight">
                {site.name} <span className="font-normal text-brand-100">· Console</span>
              </Link>
              {access.ok && <span className="truncate text-sm text-brand-100 2xl:hidden">{access.user.name}</span>}
            </div>
            {access.ok && <AdminNav />}
            {access.ok && <span className="hidden max-w-48 shrink-0 truncate text-sm text-brand-100 2xl:block">{access.user.name}</span>}
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          <QueryProvider>{children}</QueryProvider>
        </main>
      </AuthProviders>
    </Document>
  );
}
