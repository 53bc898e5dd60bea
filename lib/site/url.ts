import { config } from "@/lib/config";

/**
 * The site's public origin, for canonical URLs, the sitemap and Open Graph.
 * Set SITE_URL in production (e.g. https://www.example.in); read at build time
 * for pre-rendered pages.
 */
export function siteUrl(): URL {
  return new URL(config().SITE_URL);
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
