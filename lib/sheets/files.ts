import type { Locale } from "../i18n/locales";

/**
 * Where a sheet's file lives in a page's language: the English sheets in public/sheets/, their Tamil twins in
 * public/sheets/ta/ (lib/sheets/tamil.ts, `npm run sheets`). A link on a Tamil page names the Tamil file.
 */
export const sheetFile = (file: string, locale: Locale) => (locale === "en" ? file : file.replace(/^\/sheets\//, `/sheets/${locale}/`));

/** The blank combined cut-list spreadsheet (lib/sheets/definitions.ts cutListSheet). */
export const CUT_LIST_SHEET = "/sheets/cut-list.xlsx";
