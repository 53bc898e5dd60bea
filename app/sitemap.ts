import type { MetadataRoute } from "next";
import { localePath, TAMIL_PAGES } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/seo/metadata";
import { absoluteUrl } from "@/lib/site/url";

const routes = ["/", "/services", "/about", "/contact", "/testimonials", "/home", "/cut-list"];

/** Every public page, and each Tamil twin as its own entry; a page with a twin names both (hreflang), as its <head> does. */
export default function sitemap(): MetadataRoute.Sitemap {
  const entry = (path: string, url: string): MetadataRoute.Sitemap[number] => {
    const twins = languageAlternates(path);
    return {
      url: absoluteUrl(url),
      changeFrequency: path === "/services" ? "weekly" : "monthly",
      priority: path === "/" ? 1 : path === "/services" ? 0.9 : 0.6,
      ...(twins && { alternates: { languages: Object.fromEntries(Object.entries(twins).map(([lang, p]) => [lang, absoluteUrl(p)])) } }),
    };
  };
  const tamil = routes.filter((path) => (TAMIL_PAGES as readonly string[]).includes(path));
  return [...routes.map((path) => entry(path, path)), ...tamil.map((path) => entry(path, localePath("ta", path)))];
}
