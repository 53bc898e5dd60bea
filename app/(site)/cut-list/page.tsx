import { CutListWorkspace } from "@/components/cut-list/CutListWorkspace";
import { CatalogProvider } from "@/lib/client/cut-list/catalog";
import { SEED_CATALOG } from "@/lib/cutting/list/materials";
import { getCatalog } from "@/lib/rack/catalog";
import { publicCatalog } from "@/lib/rack/public";
import { CutListOrderSlot } from "@/components/orders/CutListOrderSlot";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Cut list and nesting plan",
  description: `Type or import your cut list and see at once how the parts nest on MDF and plywood sheets: sheets, waste, edge band, printable cutting plans. ${site.shortName}, ${site.city}.`,
  path: "/cut-list",
});

/** The workshop's boards as they are now (the console edits them): rendered per request. */
export const dynamic = "force-dynamic";

/** The catalog, or the seed while the database does not answer (the page still plans; placing an order then says the server is down). */
async function catalog() {
  try {
    return publicCatalog(await getCatalog());
  } catch (err) {
    console.warn(`[cut-list] catalog unavailable, using the seed: ${(err as Error).message}`);
    return publicCatalog(SEED_CATALOG);
  }
}

export default async function CutListPage() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="text-2xl font-bold text-ink md:text-3xl print:hidden">Cut list</h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-muted print:hidden">
        One row per part, sizes in mm, length along the grain. The nesting plan updates as you type; your list stays in this browser until you clear
        it.
      </p>
      <div className="mt-6">
        <CatalogProvider catalog={await catalog()}>
          <CutListWorkspace orderSlot={<CutListOrderSlot />} />
        </CatalogProvider>
      </div>
    </div>
  );
}
