import "server-only";
import { getBusiness } from "@/lib/business/settings";
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

/**
 * Read for the pre-rendered /services page, as its services list is (lib/services/initial.ts): nothing at build
 * time (no database then); at run time a failed read is thrown so Next keeps the last good page.
 */
export async function getRateCard(): Promise<RateCard | undefined> {
  if (process.env.NEXT_PHASE === "phase-production-build") return undefined;
  try {
    const [tariff, business] = await Promise.all([getTariff(), getBusiness()]);
    const prices = Object.fromEntries(Object.entries(tariff.prices).map(([key, p]) => [key, p.paise]));
    const asOf = Object.values(tariff.prices).reduce((latest, p) => (p.changedAt > latest ? p.changedAt : latest), tariff.updatedAt);
    return { prices, gstPercent: business.tax.services.ratePercent, asOf };
  } catch (err) {
    if (process.env.NODE_ENV !== "production") return undefined;
    throw err;
  }
}
