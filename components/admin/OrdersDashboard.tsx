import TriangleAlert from "lucide-react/icons/triangle-alert";
import Link from "next/link";
import { StatusBadge } from "@/components/orders/StatusBadge";
import { adminAccess } from "@/lib/auth/dal";
import { isDatabaseDown } from "@/lib/db/connect";
import { formatDay } from "@/lib/format/date";
import { OPEN_STATUSES, ORDER_STATUSES } from "@/lib/orders/status";
import { orderCounts } from "@/lib/orders/store/book";
import { overdueOrders } from "@/lib/orders/lists";

/**
 * The console's first screen: orders by status, and the open ones past their
 * required-by date. Server-rendered; it checks the role itself (reads of the
 * order book never rely on the page around them having checked).
 */
export async function OrdersDashboard() {
  if (!(await adminAccess("orders.read")).ok) return null;
  let counts: Awaited<ReturnType<typeof orderCounts>>;
  let overdue: Awaited<ReturnType<typeof overdueOrders>>;
  try {
    [counts, overdue] = await Promise.all([orderCounts(), overdueOrders(8)]);
  } catch (err) {
    if (isDatabaseDown(err)) return null;
    throw err;
  }
  const open = OPEN_STATUSES.reduce((n, s) => n + counts[s], 0);
  return (
    <section aria-labelledby="orders-dash-title" className="mb-8 grid gap-3" data-testid="orders-dashboard">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="orders-dash-title" className="text-2xl font-semibold text-ink">
          Orders
        </h2>
        <Link href="/admin/orders" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          Open the orders ({open} open)
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 2xl:grid-cols-8">
        {ORDER_STATUSES.map((s) => (
          <li key={s} className="grid gap-1 rounded-lg border border-rule bg-white p-3" data-testid={`count-${s}`}>
            <StatusBadge status={s} className="justify-self-start text-xs" />
            <span className="tabular text-2xl font-semibold text-ink">{counts[s]}</span>
          </li>
        ))}
        <li
          className={`grid gap-1 rounded-lg border p-3 ${counts.overdue ? "border-red-300 bg-red-50" : "border-rule bg-white"}`}
          data-testid="count-overdue"
        >
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-red-900">
            <TriangleAlert aria-hidden="true" className="size-4" />
            Overdue
          </span>
          <span className="tabular text-2xl font-semibold text-ink">{counts.overdue}</span>
        </li>
      </ul>
      {overdue.length > 0 && (
        <div className="rounded-lg border border-red-300 bg-white p-3">
          <h3 className="text-sm font-semibold text-red-900">Past their required-by date</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {overdue.map((o) => (
              <li key={o.reference} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link href={`/admin/orders/${o.reference}`} className="tabular font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {o.reference}
                </Link>
                <span>{o.customer.name}</span>
                <span className="tabular text-red-900">was due {formatDay(o.requiredBy)}</span>
                <StatusBadge status={o.status} className="text-xs" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
