import { AUDIT_ACTION_LABEL, type AuditEntryView } from "@/lib/audit/types";
import { ROLE_LABEL, type Role } from "@/vocabulary/roles";
import { GST_STATES } from "@/lib/business/states";
import { formatRupees } from "@/lib/format/money";
import { formatWhen } from "@/lib/format/date";
import { paymentModeLabel } from "@/lib/orders/billing";
import { PAYMENT_MODES, type PaymentMode } from "@/vocabulary/money";
import { ORDER_STATUSES, STATUS_LABEL, type OrderStatus } from "@/lib/orders/status";

const words = (k: string) =>
  k
    .replace(/Paise$/, "")
    .replace(/\./g, " ")
    .replace(/([A-Z])/g, " $1")
    .toLowerCase();

/** A stored id said as a person reads it (walk K8): a role, a status, a payment mode, a state by name. */
function said(key: string, v: unknown): string {
  if (/Paise$/.test(key) && typeof v === "number") return formatRupees(v);
  if (Array.isArray(v)) return v.map((x) => said(key, x)).join(", ");
  const text = String(v);
  if (ORDER_STATUSES.includes(text as OrderStatus)) return STATUS_LABEL[text as OrderStatus];
  if (key === "mode" && PAYMENT_MODES.includes(text as PaymentMode)) return paymentModeLabel(text as PaymentMode);
  if ((key === "before" || key === "after") && text in ROLE_LABEL) return ROLE_LABEL[text as Role];
  if (/placeOfSupply|stateCode/.test(key) && GST_STATES[text]) return `${GST_STATES[text]} (${text})`;
  return text;
}

/** One audit entry's figures in words: before and after (a form's changed fields, "phone: old → new"), amounts in rupees. */
export function detailText(detail: Record<string, unknown>): string {
  const { before, after } = detail as { before?: unknown; after?: unknown };
  if (before && after && typeof before === "object" && typeof after === "object") {
    const b = before as Record<string, unknown>;
    return Object.entries(after as Record<string, unknown>)
      .map(([k, v]) => `${words(k)}: ${said(k, b[k]) || "(empty)"} → ${said(k, v) || "(empty)"}`)
      .join(" · ");
  }
  return Object.entries(detail)
    .filter(([, v]) => v !== "" && v !== null && v !== undefined)
    .map(([k, v]) => `${words(k)}: ${said(k, v)}`)
    .join(" · ");
}

/** Who did what, newest first (the owner's audit page and an order's trail on its console page). */
export function AuditTable({ entries, showOrder = true }: { entries: AuditEntryView[]; showOrder?: boolean }) {
  if (!entries.length) return <p className="text-sm text-ink-muted">Nothing recorded yet.</p>;
  return (
    <ul className="grid gap-1 text-sm" data-testid="audit-entries">
      {entries.map((e) => (
        <li key={e.id} className="grid gap-0.5 rounded border border-rule bg-white px-3 py-2 sm:grid-cols-[10rem_12rem_1fr]">
          <span className="tabular text-ink-muted">{formatWhen(e.at)}</span>
          <span className="font-medium text-ink">{"device" in e.actor ? `${e.actor.device} (phone)` : `${e.actor.name} (${e.actor.role})`}</span>
          <span>
            <strong>{AUDIT_ACTION_LABEL[e.action] ?? e.action}</strong>
            {showOrder && e.order && ` · ${e.order}`}
            {Object.keys(e.detail).length > 0 && <span className="text-ink-muted"> · {detailText(e.detail)}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
