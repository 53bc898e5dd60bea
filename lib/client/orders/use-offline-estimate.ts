"use client";

import { useEffect, useMemo, useState } from "react";
import type { CutList } from "@/lib/cutting/list/types";
import { boardsUsed, sourceWords, type PlannedMaterial } from "@/lib/cutting/list/plan-inputs";
import { computeEstimate, type EstimateOptions } from "@/lib/orders/estimate";
import type { LastPrices } from "@/lib/client/last-prices";
import { useCatalog } from "@/lib/client/cut-list/catalog";

/**
 * With no network, the estimate is worked out on the phone from the prices it last saw (lib/client/last-prices.ts)
 * and the page's own plan, with the same arithmetic as the server's (lib/orders/estimate.ts). Null while `active`
 * is false, before the prices are read, or when they lack a price this list needs (an older tariff).
 */
export function useOfflineEstimate(active: boolean, cutList: CutList, plans: PlannedMaterial[], options: EstimateOptions) {
  const catalog = useCatalog();
  const [last, setLast] = useState<LastPrices | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    void import("@/lib/client/last-prices")
      .then((m) => m.lastPrices())
      .then((p) => live && setLast(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active]);
  return useMemo(() => {
    if (!active || !last) return null;
    const sheets = plans.map((g) => ({
      material: g.material.id,
      sheets: g.plan.sheets.length,
      boards: boardsUsed(g, g.plan).map(({ source, count }) => ({
        kind: source.kind,
        label: source.label,
        words: sourceWords(source),
        count,
        pricePaise: source.pricePaise,
      })),
    }));
    try {
      return { estimate: computeEstimate(cutList, sheets, last.prices, options, catalog), seenAt: last.seenAt };
    } catch {
      return null; // prices from an older tariff without a key this list needs
    }
  }, [active, last, plans, cutList, options, catalog]);
}
