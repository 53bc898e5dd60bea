import localFont from "next/font/local";

/**
 * Geist Sans, self-hosted: a subset of the `geist` package's variable font cut
 * to the weights the site uses (400–700) and Latin (scripts/subset-font.sh),
 * 23 KB instead of 69 KB. It is the one preloaded font of every page, and its
 * bytes count against LCP on a phone. `swap` with a metric-matched fallback
 * (next/font's size-adjust on Arial) keeps text visible and in place.
 */
export const geistSans = localFont({
  src: "./geist-sans-latin-400-700.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  display: "swap",
  adjustFontFallback: "Arial",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});
