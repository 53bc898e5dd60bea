/**
 * Browser side of an order's money endpoints (client-safe, staff only): one typed function per call, the request's
 * type from the server's schema (its input side).
 */
import "client-only";
import type { z } from "zod";
import type { EwayBulkFile } from "@/lib/money/eway-bill";
import type { challanRequestSchema, creditNoteRequestSchema, invoiceRequestSchema, paymentSchema } from "@/lib/money/payment-fields";
import type { Saved } from "@/lib/answers";
import type { ChallanAnswer, CreditNoteAnswer, InvoiceAnswer } from "@/lib/money/answers";
import type { OrderAnswer } from "@/lib/orders/dto";
import type { BooksMonth } from "@/lib/money/books-month";
import { apiRequest } from "./request";
import { LANGUAGE_HEADER } from "@/lib/i18n/server-language";
import type { Locale } from "@/lib/i18n/locales";

/** POST /api/admin/orders/{reference}/payments: money received (or, negative, refunded). */
export const recordPayment = (reference: string, json: z.input<typeof paymentSchema>) =>
  apiRequest<Saved<OrderAnswer>>(`/api/admin/orders/${reference}/payments`, { method: "POST", json });

/** POST /api/admin/orders/{reference}/invoice: the order's tax invoice. */
export const issueInvoice = (reference: string, json: z.input<typeof invoiceRequestSchema>) =>
  apiRequest<Saved<InvoiceAnswer>>(`/api/admin/orders/${reference}/invoice`, { method: "POST", json });

/** POST /api/admin/orders/{reference}/credit-note: the credit note of a cancelled, invoiced order. */
export const issueCreditNote = (reference: string, json: z.input<typeof creditNoteRequestSchema>) =>
  apiRequest<Saved<CreditNoteAnswer>>(`/api/admin/orders/${reference}/credit-note`, { method: "POST", json });

/** GET /api/admin/orders/{reference}/eway-bill: the file for the e-way bill portal's bulk upload (issue 54). */
export const loadEwayBill = (reference: string, trip: { vehicle: string; distance: string; pincode?: string }) =>
  apiRequest<EwayBulkFile>(`/api/admin/orders/${reference}/eway-bill?${new URLSearchParams(trip)}`);

/** POST /api/admin/orders/{reference}/challans: the delivery challan its goods travel under (GST Rule 55). */
export const issueChallan = (reference: string, json: z.input<typeof challanRequestSchema>) =>
  apiRequest<Saved<ChallanAnswer>>(`/api/admin/orders/${reference}/challans`, { method: "POST", json });

/** GET /api/admin/books/month: what a month's return holds, against the register, and whether it is filed (issue 69). */
export const loadBooksMonth = (month: string, locale: Locale = "en") =>
  apiRequest<BooksMonth>(`/api/admin/books/month?month=${encodeURIComponent(month)}`, { headers: { [LANGUAGE_HEADER]: locale } });

/** POST /api/admin/books/filed {month}: the month's return is filed. */
export const markReturnFiled = (month: string, locale: Locale = "en") =>
  apiRequest<Saved<BooksMonth>>("/api/admin/books/filed", { method: "POST", json: { month }, headers: { [LANGUAGE_HEADER]: locale } });
