import type { Catalog } from "@/lib/cutting/list/materials";

/** The catalog as the public sees it: boards out of stock are left out (never offered); retired materials stay, flagged, so an old list still names them. */
export function publicCatalog(catalog: Catalog): Catalog {
  return {
    version: catalog.version,
    saw: catalog.saw,
    materials: catalog.materials.map((m) => ({ ...m, boards: m.boards.filter((b) => b.inStock) })).filter((m) => m.boards.length || m.retired),
  };
}
