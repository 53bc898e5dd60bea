import { localeOf, localePath, TAMIL_PAGES, type Locale } from "@/lib/i18n/locales";

/**
 * The pages the service worker keeps for use with no network (issue 20), and
 * the page it shows in place of any other page while offline. Shared by the
 * worker (lib/offline/service-worker.ts) and the page that registers it.
 */
/** The service worker's caches (lib/offline/service-worker.ts); a logout clears personal pages from the first (lib/client/auth/forget.ts). */
export const PAGES_CACHE = "kpw-pages";
export const STATIC_CACHE = "kpw-static";
export const IMAGES_CACHE = "kpw-images";

/** The cut list in both languages: a visitor who reads Tamil finds it offline in Tamil. */
export const OFFLINE_PAGES = ["/cut-list", localePath("ta", "/cut-list")] as const;

/** Shown, with its own address kept, when a page that needs the server is opened with no network (in the page's language). */
export const OFFLINE_FALLBACKS = { en: "/offline", ta: localePath("ta", "/offline") } as const satisfies Record<Locale, string>;

export const offlineFallbackFor = (pathname: string) => OFFLINE_FALLBACKS[localeOf(pathname)];

/** Pages that can show a person's details (name, phone, e-mail, orders), in any language: never kept. */
const PERSONAL_PAGES: readonly string[] = ["/account", "/login", "/signup"];

/**
 * Pages kept after a visit (NetworkFirst): the public pages, their Tamil twins and the offline ones; never the
 * account, orders or console. Sign-in and sign-up are left out too: they need the network anyway.
 */
export const KEPT_PAGES: readonly string[] = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/testimonials",
  ...OFFLINE_PAGES,
  ...TAMIL_PAGES.filter((p) => !PERSONAL_PAGES.includes(p)).map((p) => localePath("ta", p)),
  ...Object.values(OFFLINE_FALLBACKS),
];

export function isKeptPage(pathname: string): boolean {
  return KEPT_PAGES.includes(pathname);
}

/**
 * The build's immutable files (scripts, styles, fonts) a page's HTML, or one of its scripts or styles, names:
 * absolute in HTML and CSS (`/_next/static/…`), relative in Turbopack's chunk lists (`"static/chunks/…"`, the plan's
 * worker among them). Returned as same-origin paths.
 */
export function staticAssetsIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?:\/_next\/)?static\/(?:chunks|media|css)\/[A-Za-z0-9_\-.~%@/]+?\.(?:js|css|woff2)/g)) {
    found.add(m[0].startsWith("/_next/") ? m[0] : `/_next/${m[0]}`);
  }
  return [...found];
}

/** The site's own pictures a page's HTML names (the logo, the icon): kept with the page so it looks the same offline. */
export function publicImagesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/\/(?:images\/[A-Za-z0-9_\-./]+|icon)\.(?:svg|png|webp|jpg)/g)].map((m) => m[0]))];
}

/** Paths of the site's own pictures (public/images, the icons), kept after use. */
export const isPublicImage = (pathname: string) => pathname.startsWith("/images/") || /^\/(?:icon\.svg|apple-icon\.png)$/.test(pathname);
