import type { ReactNode } from "react";
import { geistSans } from "@/components/fonts/geist-sans";
import { LocalBusinessJsonLd } from "@/components/seo/JsonLd";
import { SiteProvider } from "@/components/site/SiteProvider";
import { getSite } from "@/lib/business/site-facts-store";
import { contactOf } from "@/lib/site/site";

/**
 * The page's <html> and <body>, drawn by each part of the site's layout (English pages, Tamil pages, the console,
 * the root 404), so that a Tamil page is `<html lang="ta">` from the server, not after a script (docs/LANGUAGES.md).
 * The root layout (app/layout.tsx) only passes its children through.
 */
export async function Document({ lang, className = "", children }: { lang: "en-IN" | "ta"; className?: string; children: ReactNode }) {
  const site = await getSite();
  return (
    <html lang={lang} className={`${geistSans.variable} ${className}`.trim()}>
      <body className="flex min-h-dvh flex-col">
        <SiteProvider contact={contactOf(site)}>{children}</SiteProvider>
        <LocalBusinessJsonLd />
      </body>
    </html>
  );
}
