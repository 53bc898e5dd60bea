import type { Model } from "mongoose";
import { Service } from "@/models/Service";

/**
 * Every model whose indexes must exist before the first write (unique e-mail,
 * unique service slug...). Add each new model here.
 */
const models: Model<never>[] = [Service as unknown as Model<never>];

/** Builds the indexes once per process, at first connection. */
export async function ensureIndexes(): Promise<void> {
  await Promise.all(models.map((m) => m.createIndexes()));
}
