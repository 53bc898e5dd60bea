import type { Catalog } from "@/lib/cutting/list/materials";

/**
 * The catalog as the public sees it: boards out of stock are left out (never offered); retired materials stay,
 * flagged, so an old list still names them. On a Tamil page each board is named by its Tamil name where the rack has
 * one (C22): the material list, the plan's headings, the printed plan and the list's own files say it so.
 */
export function publicCatalog(catalog: Catalog, locale: "en" | "ta" = "en"): Catalog {
  return {
    version: catalog.version,
    saw: catalog.saw,
    materials: catalog.materials
      .map((m) => ({ ...m, ...(locale === "ta" && m.labelTa ? { label: m.labelTa } : {}), boards: m.boards.filter((b) => b.inStock) }))
      .filter((m) => m.boards.length || m.retired),
  };
}
