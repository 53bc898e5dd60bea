import type { Metadata } from "next";
import { Document } from "@/components/layout/Document";
import { Wordmark } from "@/components/layout/Wordmark";
import { NotFoundBody } from "@/components/errors/NotFoundBody";
import { notFoundWords } from "@/lib/i18n/islands/errors";
import { getSite } from "@/lib/business/site-facts-store";

export const metadata: Metadata = {
  title: notFoundWords("en").metaTitle,
  robots: { index: false },
};

/**
 * The root 404 (unmatched URLs outside /ta; app/ta/not-found.tsx is the Tamil one). Its chrome is deliberately
 * static: the root not-found boundary's client code is loaded on every page of the site, so the full header and
 * footer islands here would ship twice to every visitor (measured: about 11 KB gzipped on /).
 */
export default async function NotFound() {
  const site = await getSite();
  return (
    <Document lang="en-IN">
      <header className="on-dark bg-brand-800">
        <div className="mx-auto flex h-[70px] max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Wordmark />
        </div>
      </header>
      <main id="main" className="flex-1">
        <NotFoundBody locale="en" />
      </main>
      <footer className="on-dark bg-brand-900 text-brand-100">
        <div className="mx-auto max-w-7xl px-4 py-8 text-sm sm:px-6 lg:px-8">
          {site.name}, {site.address.street}, {site.address.locality} {site.address.postalCode} ·{" "}
          <a href={site.phone.tel} className="underline underline-offset-4">
            {site.phone.display}
          </a>{" "}
          ·{" "}
          <a href={`mailto:${site.email}`} className="underline underline-offset-4">
            {site.email}
          </a>
        </div>
      </footer>
    </Document>
  );
}
