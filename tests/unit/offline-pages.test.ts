import { describe, expect, it } from "vitest";
import { isKeptPage, isPublicImage, publicImagesIn, staticAssetsIn } from "@/lib/offline/pages";

describe("what the offline worker keeps (lib/offline/pages.ts)", () => {
  it("finds the build's files in a page's HTML and in Turbopack's chunk lists, once each, as same-origin paths", () => {
    const html = `<link rel="stylesheet" href="/_next/static/chunks/0a1b.css"/><script src="/_next/static/chunks/9x_y-z.js" async></script>
      <script>self.__next_f.push([1,"2:I[\\"/_next/static/chunks/9x_y-z.js\\"]"])</script><link rel="preload" href="/_next/static/media/geist.p.woff2"/>`;
    expect(staticAssetsIn(html)).toEqual(["/_next/static/chunks/0a1b.css", "/_next/static/chunks/9x_y-z.js", "/_next/static/media/geist.p.woff2"]);
    const chunk = `e.r(510914).f("static/chunks/turbopack-worker-1h.js",["static/chunks/1r0d.js","static/chunks/turbopack-31g.js"])`;
    expect(staticAssetsIn(chunk)).toEqual([
      "/_next/static/chunks/turbopack-worker-1h.js",
      "/_next/static/chunks/1r0d.js",
      "/_next/static/chunks/turbopack-31g.js",
    ]);
    expect(staticAssetsIn('<a href="/cut-list">static pages</a> /api/static/x.js')).toEqual([]);
  });

  it("finds the site's own pictures in a page", () => {
    expect(publicImagesIn('<img src="/images/logo-mark.svg"/><link rel="icon" href="/icon.svg"/><img src="/images/logo-mark.svg"/>')).toEqual([
      "/images/logo-mark.svg",
      "/icon.svg",
    ]);
    expect(isPublicImage("/images/services/cutting.webp")).toBe(true);
    expect(isPublicImage("/media/abc.webp")).toBe(false);
  });

  it("keeps the public pages and the cut list, never the account, orders, sign-in or console", () => {
    for (const page of ["/", "/services", "/cut-list", "/offline", "/ta/offline", "/ta/contact"]) expect(isKeptPage(page)).toBe(true);
    for (const page of ["/account", "/orders/KPW-2026-0001", "/login", "/admin", "/api/materials"]) expect(isKeptPage(page)).toBe(false);
    // In Tamil too (issue 38: the Tamil account page, with a name, phone and e-mail, was kept).
    for (const page of ["/ta/account", "/ta/login", "/ta/signup", "/ta/orders/KPW-2026-0001"]) expect(isKeptPage(page)).toBe(false);
  });
});
