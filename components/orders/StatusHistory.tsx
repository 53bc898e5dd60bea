import { formatRupees } from "@/lib/format/money";
import type { OrderHistoryDto } from "@/lib/orders/dto";
import { STATUS_LABEL } from "@/lib/orders/status";
import { formatWhen } from "@/lib/format/date";

const WHO: Record<OrderHistoryDto["byRole"], string> = { customer: "customer", guest: "customer", admin: "workshop" };

/** Every change, newest first, with who made it and when (Indian time). */
export function StatusHistory({ history }: { history: OrderHistoryDto[] }) {
  return (
    <ol className="grid gap-2 text-sm" data-testid="order-history">
      {[...history].reverse().map((h, i) => (
        <li key={i} className="rounded-md border border-rule bg-white px-3 py-2">
          <p className="font-medium text-ink">
            {h.kind === "price"
              ? `Confirmed price changed to ${formatRupees(h.confirmedPaise ?? 0)}`
              : h.kind === "billing"
                ? "Billing details given"
                : STATUS_LABEL[h.status]}
            {h.kind === "status" && h.status === "confirmed" && h.confirmedPaise != null && ` at ${formatRupees(h.confirmedPaise)}`}
          </p>
          <p className="tabular text-xs text-ink-muted">
            <time dateTime={h.at}>{formatWhen(h.at)}</time> · by {h.byName || WHO[h.byRole]} ({WHO[h.byRole]})
          </p>
          {h.reason && <p className="mt-1 text-ink-muted">Reason: {h.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
