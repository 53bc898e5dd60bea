import { AUDIT_ACTION_LABEL, type AuditEntryView } from "@/lib/audit/types";
import { formatRupees } from "@/lib/format/money";
import { formatWhen } from "@/lib/format/date";

/** One audit entry's figures in words: before and after, amounts in rupees. */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .filter(([, v]) => v !== "" && v !== null && v !== undefined)
    .map(([k, v]) => {
      const words = k
        .replace(/Paise$/, "")
        .replace(/([A-Z])/g, " $1")
        .toLowerCase();
      const value = /Paise$/.test(k) && typeof v === "number" ? formatRupees(v) : Array.isArray(v) ? v.join(", ") : String(v);
      return `${words}: ${value}`;
    })
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
