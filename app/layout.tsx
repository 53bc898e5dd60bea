import type { Metadata, Viewport } from "next";
import { siteUrl } from "@/lib/site/url";
import { getSite } from "@/lib/business/site-facts-store";
import "./globals.css";

/** The name is the console's (issue 56); a page's own metadata adds to this. */
export async function generateMetadata(): Promise<Metadata> {
  const site = await getSite();
  return {
    metadataBase: siteUrl(),
    title: { default: `${site.name} | MDF and plywood job work in ${site.city}`, template: `%s | ${site.name}` },
    description: `Pasting, cutting, edge banding, boring and routing of MDF and plywood panels for interior designers, builders and carpenters in ${site.city}, since ${site.foundedYear}.`,
    applicationName: site.name,
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

/**
 * Every pre-rendered page (and the 404) is regenerated at most once a minute, so that the business facts saved in the
 * console reach it without a rebuild (issue 56); a save regenerates them at once.
 */
export const revalidate = 60;

export const viewport: Viewport = {
  themeColor: "#17573a",
  colorScheme: "light",
};

/**
 * Passes its children through: the English pages, the Tamil pages (app/ta), the console and the 404 each draw their
 * own <html> with components/layout/Document.tsx, so that each carries its language from the server.
 */
export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return children;
}
