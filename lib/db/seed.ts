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
