import { NextResponse } from "next/server";
import { parseJson } from "@/lib/http/body";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { getTariff, updateTariff } from "@/lib/orders/tariff";
import { tariffAnswer, type TariffAnswer } from "@/lib/orders/tariff-items";
import { tariffPatchSchema } from "@/lib/orders/tariff-schema";
import type { Saved } from "@/lib/answers";

export const dynamic = "force-dynamic";

/** GET /api/admin/tariff → {updatedAt, items: [{key, group, label, unit, paise, changedAt, example, changedBy}]}. Admins only. */
export const GET = route(async () => NextResponse.json<TariffAnswer>(tariffAnswer(await getTariff())), { auth: "tariff.manage" });

/** PATCH /api/admin/tariff {prices: {key: paise}} → the whole tariff. Admins only. */
export const PATCH = route(
  async (request, { session }) => {
    const { prices } = await parseJson(request, tariffPatchSchema);
    const view = await updateTariff(prices as Record<string, number>, session.user.name);
    return NextResponse.json<Saved<TariffAnswer>>({ message: "Tariff saved", ...tariffAnswer(view) });
  },
  { auth: "tariff.manage" },
);

export const { POST, PUT, DELETE, OPTIONS } = otherMethods(["GET", "PATCH"]);
