import { CutListWorkspace } from "@/components/cut-list/CutListWorkspace";
import { CutListTextProvider } from "@/components/cut-list/text-context";
import { CutListOrderSlot } from "@/components/orders/CutListOrderSlot";
import { CatalogProvider } from "@/lib/client/cut-list/catalog";
import { SEED_CATALOG, type Catalog } from "@/lib/cutting/list/materials";
import { cutListWords } from "@/lib/i18n/islands/cutlist";
import { placeOf } from "@/lib/i18n/site-facts";
import { fill } from "@/lib/i18n/template";
import type { Locale } from "@/lib/i18n/locales";
import { getCatalog } from "@/lib/rack/catalog";
import { publicCatalog } from "@/lib/rack/public";
import { getTariff } from "@/lib/orders/tariff";
import type { TariffPrices } from "@/lib/orders/tariff-items";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/business/site-facts-store";

/** The cut-list page's title and description in `locale`. */
export async function cutListMetadata(locale: Locale) {
  const { page } = cutListWords(locale).text;
  const site = await getSite();
  return pageMetadata({
    title: page.title,
    description: fill(page.description, { business: site.shortName, ...placeOf(locale) }),
    path: "/cut-list",
    locale,
    siteName: site.name,
  });
}

/**
 * The catalog and the tariff's prices, or the seed and no prices while the database does not answer (the page
 * still plans; placing an order then says the server is down).
 */
async function catalogAndPrices(locale: Locale): Promise<{ catalog: Catalog; prices: TariffPrices }> {
  try {
    const [catalog, tariff] = await Promise.all([getCatalog(), getTariff()]);
    return { catalog: publicCatalog(catalog, locale), prices: tariff.prices };
  } catch (err) {
    console.warn(`[cut-list] catalog unavailable, using the seed: ${(err as Error).message}`);
    return { catalog: publicCatalog(SEED_CATALOG), prices: {} };
  }
}

/** /cut-list and /ta/cut-list: the same tool, its words (and the translation of lib's messages) from the server. */
export async function CutListPage({ locale }: { locale: Locale }) {
  const { text, keyed } = cutListWords(locale);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <h1 className="text-2xl font-bold text-ink md:text-3xl print:hidden">{text.page.heading}</h1>
      <p className="mt-2 max-w-2xl text-sm text-ink-muted print:hidden">{text.page.intro}</p>
      <div className="mt-6">
        <CatalogProvider {...await catalogAndPrices(locale)}>
          <CutListTextProvider text={text} keyed={keyed} locale={locale}>
            <CutListWorkspace orderSlot={<CutListOrderSlot />} />
          </CutListTextProvider>
        </CatalogProvider>
      </div>
    </div>
  );
}
