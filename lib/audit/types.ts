/**
 * The audit log's shapes (issue 51), shared by the server, the console and the API's answers (client-safe).
 */

export const AUDIT_ACTIONS = [
  "payment",
  "refund",
  "invoice",
  "credit-note",
  "challan",
  "price",
  "status",
  "batch-made",
  "batch-undone",
  "role",
  "device-paired",
  "device-revoked",
  "session-ended",
  "restored",
  "shelf-passed",
  "facts",
  "business",
  "return-filed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  payment: "Payment",
  refund: "Refund",
  invoice: "Tax invoice",
  "credit-note": "Credit note",
  challan: "Delivery challan",
  price: "Price change",
  status: "Status move",
  "batch-made": "Batch made",
  "batch-undone": "Batch undone",
  role: "Role change",
  "device-paired": "Phone paired",
  "device-revoked": "Phone revoked",
  "session-ended": "Session ended",
  restored: "Restored from the backup",
  "shelf-passed": "A customer's piece passed to the workshop",
  facts: "Business facts changed",
  business: "Business & GST details changed",
  "return-filed": "GSTR-1 marked filed",
};

/** Who did it: a person and their role, a station phone and its stations, or the system itself (a batch dissolved by a cancel). */
export type AuditActor =
  | { kind: "person"; id: string; name: string; role: string }
  | { kind: "device"; id: string; name: string; stations: string[] }
  | { kind: "system"; name: string };

/** GET /api/admin/audit's answer: the entries, oldest first. */
export interface AuditAnswer {
  entries: AuditEntryView[];
}

/** An entry as `GET /api/admin/audit` answers it. */
export interface AuditEntryView {
  id: string;
  at: string;
  actor: { name: string; role: string } | { device: string; stations: string[] };
  /** The person's or the phone's id (for the owner's filter). */
  actorId?: string;
  action: AuditAction;
  order: string | null;
  detail: Record<string, unknown>;
}
