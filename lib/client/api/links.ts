/**
 * The API's addresses that a page links to rather than calls (downloads: PDFs, spreadsheets, the saw's files), so
 * that, with the calls in this folder, only lib/client/api names an API path (tests/unit/one-source.test.ts).
 * Plain strings, safe in server components and islands alike (no "client-only").
 */
import type { Locale } from "@/lib/i18n/locales";

const q = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "") search.set(name, String(value));
  return search.size ? `?${search}` : "";
};

/** One of an order's papers: the quotation, the tax invoice, the credit note or the delivery challan, in the page's language. */
export const orderPaperHref = (
  reference: string,
  paper: "quote.pdf" | "invoice.pdf" | "credit-note.pdf" | "challan.pdf",
  key?: string | null,
  locale: Locale = "en",
) => `/api/orders/${reference}/${paper}${q({ key, lang: locale === "en" ? null : locale })}`;

/** The order's cut list and plan as a spreadsheet (console). */
export const orderXlsxHref = (reference: string) => `/api/admin/orders/${reference}/xlsx`;

/** The saw's file (PTX) of an order or of a batch (console). */
export const orderSawFileHref = (reference: string) => `/api/admin/orders/${reference}/ptx`;
export const batchSawFileHref = (id: string) => `/api/admin/batches/${id}/ptx`;

/** The invoice register between two days, as CSV or a spreadsheet. */
export const invoicesExportHref = (from: string, to: string, format: string) => `/api/admin/invoices/export${q({ from, to, format })}`;

/** A financial year's books (the register and every PDF, zipped). */
export const yearBooksHref = (year: string | number) => `/api/admin/books${q({ year })}`;

/** The enquiries or the orders as the console filters them (`filter` is the list's own query string). */
export const enquiriesExportHref = (filter: string) => `/api/admin/enquiries/export?${filter}`;
export const ordersExportHref = (filter: string) => `/api/admin/orders/export?${filter}`;

/** A month's GSTR-1 for the GST offline tool, and a range's Tally vouchers (issue 69). */
export const gstr1Href = (month: string) => `/api/admin/books/gstr1${q({ month })}`;
export const tallyHref = (from: string, to: string) => `/api/admin/books/tally${q({ from, to })}`;
