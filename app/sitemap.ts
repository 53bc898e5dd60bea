import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo/site-url";

const routes = ["/", "/services", "/about", "/contact", "/testimonials", "/home", "/cut-list"];

export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === "/services" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path === "/services" ? 0.9 : 0.6,
  }));
}
