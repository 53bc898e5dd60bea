import { LeftoversChoice } from "@/components/orders/LeftoversChoice";
import { getBusiness } from "@/lib/business/settings";
import { orderWords } from "@/lib/i18n/islands/order";
import type { Locale } from "@/lib/i18n/locales";
import type { OrderDto } from "@/lib/orders/dto";
import { materialLabel } from "@/lib/orders/pack";
import { isFinal } from "@/lib/orders/status";
import { offcutMinMm } from "@/lib/rack/offcuts";
import { planOffcuts } from "@/lib/rack/plan-offcuts";

/**
 * An order's "Pieces left over" (issue 54), on its customer's page and in the console: the pieces worth keeping its
 * plan leaves and the choice for them; nothing when the plan leaves none.
 */
export async function OrderLeftovers({ order, locale, accessKey }: { order: OrderDto; locale: Locale; accessKey: string | null }) {
  const names = Object.fromEntries(order.plans.map((p) => [p.material, materialLabel(p.material, order.materials)]));
  const pieces = planOffcuts(order.plans, names, offcutMinMm());
  if (!pieces.length) return null;
  return (
    <LeftoversChoice
      reference={order.reference}
      accessKey={accessKey}
      choice={order.leftovers}
      pieces={pieces}
      minMm={offcutMinMm()}
      keepDays={(await getBusiness()).shelfDays}
      canKeep={!order.guest}
      open={!isFinal(order.status)}
      text={orderWords(locale).leftovers}
    />
  );
}
