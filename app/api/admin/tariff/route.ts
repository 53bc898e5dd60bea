import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getTariff, updateTariff, type TariffView } from "@/lib/orders/tariff";
import { TARIFF_ITEMS } from "@/lib/orders/tariff-items";
import { tariffPatchSchema } from "@/lib/orders/tariff-schema";

export const dynamic = "force-dynamic";

function body(view: TariffView) {
  return {
    updatedAt: view.updatedAt,
    items: TARIFF_ITEMS.map((i) => ({
      key: i.key,
      group: i.group,
      label: i.label,
      unit: i.unit,
      ...view.prices[i.key],
      changedBy: view.changedBy[i.key] ?? "",
    })),
  };
}

/** GET /api/admin/tariff → {updatedAt, items: [{key, group, label, unit, paise, changedAt, example, changedBy}]}. Admins only. */
export const GET = route(async () => NextResponse.json(body(await getTariff())), { auth: "admin" });

/** PATCH /api/admin/tariff {prices: {key: paise}} → the whole tariff. Admins only. */
export const PATCH = route(
  async (request, { session }) => {
    const { prices } = await parseJson(request, tariffPatchSchema);
    const view = await updateTariff(prices as Record<string, number>, session.user.name);
    return NextResponse.json({ message: "Tariff saved", ...body(view) });
  },
  { auth: "admin" },
);

export const { POST, PUT, DELETE, OPTIONS } = otherMethods(["GET", "PATCH"]);
