import BadgeCheck from "lucide-react/icons/badge-check";
import CircleCheck from "lucide-react/icons/circle-check";
import CircleX from "lucide-react/icons/circle-x";
import Hammer from "lucide-react/icons/hammer";
import Inbox from "lucide-react/icons/inbox";
import PackageCheck from "lucide-react/icons/package-check";
import Truck from "lucide-react/icons/truck";
import type { Locale } from "@/lib/i18n/locales";
import { statusLabel, type OrderStatus } from "@/lib/orders/status";

/** One word, one colour, one icon per status, the same on every page (DESIGN.md "Working screens"). */
const STYLE: Record<OrderStatus, { className: string; Icon: typeof Inbox }> = {
  received: { className: "bg-accent-100 text-accent-700", Icon: Inbox },
  confirmed: { className: "bg-brand-100 text-brand-800", Icon: BadgeCheck },
  "in-production": { className: "bg-sky-100 text-sky-900", Icon: Hammer },
  "ready-for-pickup": { className: "bg-brand-700 text-white", Icon: PackageCheck },
  "out-for-delivery": { className: "bg-brand-700 text-white", Icon: Truck },
  completed: { className: "bg-stone-warm text-ink", Icon: CircleCheck },
  cancelled: { className: "bg-red-100 text-red-900", Icon: CircleX },
};

export function StatusBadge({ status, className = "", locale = "en" }: { status: OrderStatus; className?: string; locale?: Locale }) {
  const { className: tone, Icon } = STYLE[status];
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${tone} ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {statusLabel(status, locale)}
    </span>
  );
}
