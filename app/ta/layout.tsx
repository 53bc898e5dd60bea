import type { ReactNode } from "react";
import { preload } from "react-dom";
import { notoSansTamil } from "@/components/fonts/noto-sans-tamil";
import { tamilFontFiles } from "@/lib/site/tamil-fonts";
import { Document } from "@/components/layout/Document";
import { SiteChrome } from "@/components/layout/SiteChrome";

/** The Tamil pages (issue 20; docs/LANGUAGES.md): `<html lang="ta">`, the Tamil font, the chrome in Tamil. */
export default function TamilLayout({ children }: Readonly<{ children: ReactNode }>) {
  // The Tamil font's files, preloaded on the Tamil pages only (lib/site/tamil-fonts.ts says why not by next/font).
  for (const href of tamilFontFiles()) preload(href, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <Document lang="ta" className={notoSansTamil.variable}>
      <SiteChrome locale="ta">{children}</SiteChrome>
    </Document>
  );
}
