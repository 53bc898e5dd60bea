/**
 * Browser side of an order's money endpoints (client-safe, staff only): one typed function per call, the request's
 * type from the server's schema (its input side).
 */
import "client-only";
import type { z } from "zod";
import type { creditNoteRequestSchema, invoiceRequestSchema, paymentSchema } from "@/lib/money/payment-fields";
import { apiRequest } from "./request";

const post = (reference: string, path: string, json: unknown) =>
  apiRequest<{ message: string }>(`/api/admin/orders/${reference}/${path}`, { method: "POST", json });

/** POST /api/admin/orders/{reference}/payments: money received (or, negative, refunded). */
export const recordPayment = (reference: string, payment: z.input<typeof paymentSchema>) => post(reference, "payments", payment);

/** POST /api/admin/orders/{reference}/invoice: the order's tax invoice. */
export const issueInvoice = (reference: string, request: z.input<typeof invoiceRequestSchema>) => post(reference, "invoice", request);

/** POST /api/admin/orders/{reference}/credit-note: the credit note of a cancelled, invoiced order. */
export const issueCreditNote = (reference: string, request: z.input<typeof creditNoteRequestSchema>) => post(reference, "credit-note", request);
