import type { Metadata, Viewport } from "next";
import { GeistSans } from "geist/font/sans";
import { site } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${site.name} | MDF and plywood job work in ${site.city}`, template: `%s | ${site.name}` },
  description: `Pasting, cutting, edge banding, boring and routing of MDF and plywood panels for interior designers, builders and carpenters in ${site.city}, since ${site.foundedYear}.`,
};

export const viewport: Viewport = {
  themeColor: "#17573a",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-IN" className={GeistSans.variable}>
      <body>{children}</body>
    </html>
  );
}
