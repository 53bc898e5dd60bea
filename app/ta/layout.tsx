import type { ReactNode } from "react";
import { notoSansTamil } from "@/app/fonts/noto-sans-tamil";
import { Document } from "@/components/layout/Document";
import { SiteChrome } from "@/components/layout/SiteChrome";

/** The Tamil pages (issue 20; docs/LANGUAGES.md): `<html lang="ta">`, the Tamil font, the chrome in Tamil. */
export default function TamilLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <Document lang="ta" className={notoSansTamil.variable}>
      <SiteChrome locale="ta">{children}</SiteChrome>
    </Document>
  );
}
