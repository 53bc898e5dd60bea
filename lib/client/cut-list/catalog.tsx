"use client";

import { createContext, useContext, type ReactNode } from "react";
import { SEED_CATALOG, type Catalog } from "@/lib/cutting/list/materials";

/**
 * The workshop's materials and boards (GET /api/materials), as the server
 * rendered them into the page: the rows' pickers, the checks and the plan all
 * read this one catalog.
 */
const CatalogContext = createContext<Catalog>(SEED_CATALOG);

export function CatalogProvider({ catalog, children }: { catalog: Catalog; children: ReactNode }) {
  return <CatalogContext.Provider value={catalog}>{children}</CatalogContext.Provider>;
}

export const useCatalog = () => useContext(CatalogContext);
