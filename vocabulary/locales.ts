/** The site's two languages (issue 20): the pages, the stored orders' language and the papers read this list. */
export const LOCALES = ["en", "ta"] as const;
export type Locale = (typeof LOCALES)[number];
