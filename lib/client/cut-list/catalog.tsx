"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { SEED_CATALOG, type Catalog } from "@/lib/cutting/list/materials";
import type { TariffPrices } from "@/lib/orders/tariff-items";

/**
 * The workshop's materials and boards (GET /api/materials), and the tariff's
 * prices, as the server rendered them into the page: the rows' pickers, the
 * checks and the plan all read this one catalog; the plan weighs every board
 * with the tariff's per-sheet charges (none while the database does not answer).
 */
const CatalogContext = createContext<{ catalog: Catalog; prices: TariffPrices }>({ catalog: SEED_CATALOG, prices: {} });

export function CatalogProvider({ catalog, prices = {}, children }: { catalog: Catalog; prices?: TariffPrices; children: ReactNode }) {
  const value = useMemo(() => ({ catalog, prices }), [catalog, prices]);
  return <CatalogContext.Provider value={value}>{children}</CatalogContext.Provider>;
}

export const useCatalog = () => useContext(CatalogContext).catalog;
export const useTariffPrices = () => useContext(CatalogContext).prices;
