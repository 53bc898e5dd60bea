/** Browser side of the audit log (issue 51), client-safe. */
import "client-only";
import type { AuditAnswer } from "@/lib/audit/types";
import { apiRequest } from "./request";

/** GET /api/admin/audit?person=&action=&day= (owner) or ?order= (owner and office). */
export const loadAudit = (query: URLSearchParams) => apiRequest<AuditAnswer>(`/api/admin/audit?${query}`);

/** The CSV of a month of the log (a download link). */
export const auditMonthCsvHref = (month: string) => `/api/admin/audit?month=${encodeURIComponent(month)}&format=csv`;
