import type { ReactNode } from "react";
import { Document } from "@/components/layout/Document";
import { SiteChrome } from "@/components/layout/SiteChrome";

/** Every public page: header, footer, back-to-top and the auth dialogs around the page's sections. */
export default function SiteLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <Document lang="en-IN">
      <SiteChrome>{children}</SiteChrome>
    </Document>
  );
}
