import "server-only";
import { getBusiness } from "@/lib/business/settings";
import { readForPrerender } from "@/lib/util/prerender-read";
import { getTariff } from "./tariff";

/** The public rate card (issue 38, item 13): the console's tariff as it stands, and the GST on job work. */
export interface RateCard {
  /** Paise by tariff key (lib/orders/tariff-items.ts). */
  prices: Record<string, number>;
  /** GST on job work (the business settings' SAC rate), added on the estimate. */
  gstPercent: number;
  /** When a price last changed. */
  asOf: string;
}

/** Read for the pre-rendered /services page: nothing at build time, as lib/util/prerender-read.ts says. */
export async function getRateCard(): Promise<RateCard | undefined> {
  return readForPrerender(async () => {
    const [tariff, business] = await Promise.all([getTariff(), getBusiness()]);
    const prices = Object.fromEntries(Object.entries(tariff.prices).map(([key, p]) => [key, p.paise]));
    const asOf = Object.values(tariff.prices).reduce((latest, p) => (p.changedAt > latest ? p.changedAt : latest), tariff.updatedAt);
    return { prices, gstPercent: business.tax.services.ratePercent, asOf };
  }, undefined);
}
