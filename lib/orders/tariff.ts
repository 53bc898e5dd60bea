import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { Tariff, type TariffDoc } from "@/models/Tariff";
import { TARIFF_ITEMS, type TariffPrices } from "./tariff-items";

const TARIFF_ID = "current";

export interface TariffView {
  prices: TariffPrices;
  /** Per price, who changed it last (console only). */
  changedBy: Record<string, string>;
  updatedAt: string;
}

function seedPrices(now: Date): TariffDoc["prices"] {
  return TARIFF_ITEMS.map((i) => ({ key: i.key, paise: i.example, changedAt: now, changedBy: "", example: true }));
}

/** Every known price: stored ones, and (for items added since the last save) the example figure. */
function toView(doc: Pick<TariffDoc, "prices" | "updatedAt">): TariffView {
  const stored = new Map(doc.prices.map((p) => [p.key, p]));
  const prices: TariffPrices = {};
  const changedBy: Record<string, string> = {};
  const fallbackDate = (doc.updatedAt ?? new Date()).toISOString();
  for (const item of TARIFF_ITEMS) {
    const p = stored.get(item.key);
    prices[item.key] = p
      ? { paise: p.paise, changedAt: new Date(p.changedAt).toISOString(), example: !!p.example }
      : { paise: item.example, changedAt: fallbackDate, example: true };
    changedBy[item.key] = p?.changedBy ?? "";
  }
  return { prices, changedBy, updatedAt: fallbackDate };
}

/**
 * The current tariff. The first read of a new database stores the example
 * figures (an upsert with $setOnInsert: two first reads at once store it once).
 */
export async function getTariff(): Promise<TariffView> {
  await connectToDatabase();
  let doc = await Tariff.findById(TARIFF_ID).lean<TariffDoc>();
  if (!doc) {
    const now = new Date();
    await Tariff.updateOne({ _id: TARIFF_ID }, { $setOnInsert: { prices: seedPrices(now), version: 0 } }, { upsert: true }).catch((err) => {
      if ((err as { code?: number }).code !== 11000) throw err;
    });
    doc = await Tariff.findById(TARIFF_ID).lean<TariffDoc>();
    if (!doc) return toView({ prices: seedPrices(now), updatedAt: now });
  }
  return toView(doc);
}

/**
 * Sets the given prices (paise by key). A price the owner saves stops being an
 * example; its date changes only when its value changes or it was an example.
 * Read, merge and write under the tariff's lock: FerretDB v1 runs a
 * conditional update as a read then a write (lib/db/lock.ts), so a version
 * check alone would let two saves at the same instant both pass.
 */
export async function updateTariff(changes: Record<string, number>, byName: string): Promise<TariffView> {
  await getTariff();
  return withLock("tariff", async () => {
    const doc = await Tariff.findById(TARIFF_ID).lean<TariffDoc>();
    if (!doc) throw new ConflictError(refusal("tariffChangedMeanwhile"));
    const now = new Date();
    const byKey = new Map(doc.prices.map((p) => [p.key, { ...p }]));
    for (const item of TARIFF_ITEMS) {
      if (!byKey.has(item.key)) byKey.set(item.key, { key: item.key, paise: item.example, changedAt: now, changedBy: "", example: true });
    }
    for (const [key, paise] of Object.entries(changes)) {
      const current = byKey.get(key);
      if (!current) continue;
      if (current.paise !== paise || current.example) byKey.set(key, { key, paise, changedAt: now, changedBy: byName, example: false });
    }
    const prices = TARIFF_ITEMS.map((i) => byKey.get(i.key)!);
    await Tariff.updateOne({ _id: TARIFF_ID }, { $set: { prices, version: doc.version + 1 } });
    return toView({ prices, updatedAt: now });
  });
}
