/**
 * The workshop's prices as the phone last saw them (with every estimate the
 * server answers), kept in IndexedDB so the cut-list page can work out an
 * estimate with no network, saying from which date.
 */
import "client-only";
import { get, set } from "idb-keyval";
import type { TariffPrices } from "@/lib/orders/tariff-items";
import { kvStore } from "./kv";

const KEY = "last-prices";

export interface LastPrices {
  prices: TariffPrices;
  /** ISO date-time when the phone received them. */
  seenAt: string;
}

export async function rememberPrices(prices: TariffPrices): Promise<void> {
  await set(KEY, { prices, seenAt: new Date().toISOString() } satisfies LastPrices, kvStore());
}

export async function lastPrices(): Promise<LastPrices | null> {
  const value = await get<LastPrices>(KEY, kvStore());
  return value && typeof value === "object" && value.prices ? value : null;
}
