/**
 * The site's public origin, for canonical URLs, the sitemap and Open Graph.
 * Set SITE_URL in production (e.g. https://www.example.in); read at build time
 * for pre-rendered pages.
 */
export function siteUrl(): URL {
  const raw = process.env.SITE_URL || process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";
  try {
    return new URL(raw);
  } catch {
    throw new Error(`SITE_URL is not a valid URL: ${raw}`);
  }
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
