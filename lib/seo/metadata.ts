import type { Metadata } from "next";
import { site } from "@/lib/site";

/**
 * Per-route metadata: title, description and canonical path. Open Graph and
 * Twitter cards inherit the generated image from app/opengraph-image.tsx.
 */
export function pageMetadata({ title, description, path }: { title?: string; description: string; path: string }): Metadata {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | MDF and plywood job work in ${site.city}`;
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { canonical: path },
    openGraph: { title: fullTitle, description, url: path, siteName: site.name, locale: "en_IN", type: "website" },
    twitter: { card: "summary_large_image", title: fullTitle, description },
  };
}
