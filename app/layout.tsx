import type { Metadata, Viewport } from "next";
import { siteUrl } from "@/lib/seo/site-url";
import { site } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  title: { default: `${site.name} | MDF and plywood job work in ${site.city}`, template: `%s | ${site.name}` },
  description: `Pasting, cutting, edge banding, boring and routing of MDF and plywood panels for interior designers, builders and carpenters in ${site.city}, since ${site.foundedYear}.`,
  applicationName: site.name,
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
  formatDetection: { telephone: false, email: false, address: false },
};

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
