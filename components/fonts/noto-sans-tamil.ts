import localFont from "next/font/local";

/**
 * Noto Sans Tamil (SIL OFL, from @fontsource's Tamil subset: Tamil letters only, 14–15 KB a weight), for the Tamil
 * pages alone: only app/ta/layout.tsx uses it, so English pages never load it. Latin letters and digits stay in
 * Geist (it comes first in the stack), so sizes and prices look the same in both languages. `optional`: the page
 * never re-flows when the font arrives; a phone that has not got it in time shows its own Tamil font for that visit.
 * Not preloaded: Turbopack's font manifest lists every next/font of the build for every page, so a preload here put
 * the three Tamil files (48 KB) ahead of the first paint of every English page too (issue 39, item 7). The Tamil
 * pages' stylesheet names them, and the offline worker keeps them once fetched.
 */
export const notoSansTamil = localFont({
  src: [
    { path: "./noto-sans-tamil-400.woff2", weight: "400" },
    { path: "./noto-sans-tamil-600.woff2", weight: "600" },
    { path: "./noto-sans-tamil-700.woff2", weight: "700" },
  ],
  variable: "--font-noto-tamil",
  display: "optional",
  preload: false,
  fallback: ["Noto Sans Tamil", "Latha", "Tamil Sangam MN", "sans-serif"],
});
