import { formatRupees } from "@/lib/format/money";
import type { OrderHistoryDto } from "@/lib/orders/dto";
import { statusLabel } from "@/lib/orders/status";
import { formatWhen } from "@/lib/format/date";
import { orderWords } from "@/lib/i18n/islands/order";
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { reasonIn } from "@/lib/orders/history-words";

const WHO: Record<OrderHistoryDto["byRole"], "customer" | "workshop"> = {
  customer: "customer",
  guest: "customer",
  admin: "workshop",
  device: "workshop",
};

/** Every change, newest first, with who made it and when (Indian time), in `locale`. */
export function StatusHistory({
  history,
  locale = "en",
  stations = [],
}: {
  history: OrderHistoryDto[];
  locale?: Locale;
  /** The order's stations, to name one in Tamil in a reason the floor stored. */
  stations?: readonly { name: string; nameTamil: string }[];
}) {
  const t = orderWords(locale).history;
  return (
    <ol className="grid gap-2 text-sm" data-testid="order-history">
      {[...history].reverse().map((h, i) => (
        <li key={i} className="rounded-md border border-rule bg-white px-3 py-2">
          <p className="font-medium text-ink">
            {h.kind === "price"
              ? fill(t.price, { price: formatRupees(h.confirmedPaise ?? 0) })
              : h.kind === "billing"
                ? t.billing
                : h.status === "confirmed" && h.confirmedPaise != null
                  ? fill(t.confirmedAt, { status: statusLabel(h.status, locale), price: formatRupees(h.confirmedPaise) })
                  : statusLabel(h.status, locale)}
          </p>
          <p className="tabular text-xs text-ink-muted">
            <time dateTime={h.at}>{formatWhen(h.at, locale)}</time> ·{" "}
            {fill(t.by, { name: h.byName || t.roles[WHO[h.byRole]], role: t.roles[WHO[h.byRole]] })}
          </p>
          {h.reason && <p className="mt-1 text-ink-muted">{fill(t.reason, { reason: reasonIn(h, locale, stations) })}</p>}
        </li>
      ))}
    </ol>
  );
}
