import "server-only";
import { connectToDatabase } from "./connect";
import { seedServices } from "./seed-data";
import { Service } from "@/models/Service";

/**
 * Inserts the seed services that are missing (by slug). Existing documents are
 * left alone, so the owner's edits survive restarts. Safe to run concurrently:
 * the unique slug index turns a race into a duplicate-key no-op.
 */
export async function seedDatabase({ onlyIfEmpty = false } = {}): Promise<{ inserted: number }> {
  await connectToDatabase();
  await addTamilToSeededServices();
  // On start-up, seed only a brand-new database: services the owner deleted stay deleted.
  if (onlyIfEmpty && (await Service.estimatedDocumentCount()) > 0) return { inserted: 0 };
  let inserted = 0;
  for (const s of seedServices) {
    const res = await Service.updateOne({ slug: s.slug }, { $setOnInsert: s }, { upsert: true }).catch((err) => {
      if ((err as { code?: number }).code === 11000) return { upsertedCount: 0 };
      throw err;
    });
    inserted += res.upsertedCount ?? 0;
  }
  return { inserted };
}

/**
 * A database seeded before the Tamil pages gets the seed's Tamil words on the seeded cards that have none, as long
 * as their English words are still the seed's own (a card the owner rewrote keeps its Tamil empty until the console
 * fills it in). Idempotent: one read of the (short) list, and an update only for a card still without Tamil.
 */
async function addTamilToSeededServices(): Promise<void> {
  const bySlug = new Map(seedServices.map((s) => [s.slug, s]));
  // The whole list: it holds at most SERVICES_MAX cards.
  const docs = await Service.find({}, "slug title des titleTa").lean();
  for (const doc of docs) {
    const seed = bySlug.get(doc.slug);
    if (!seed || doc.titleTa || doc.title !== seed.title || doc.des !== seed.des) continue;
    await Service.updateOne({ _id: doc._id }, { $set: { titleTa: seed.titleTa, desTa: seed.desTa } });
  }
}
