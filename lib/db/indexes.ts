import type { Model } from "mongoose";
import { DownloadEvent } from "@/models/DownloadEvent";
import { Enquiry } from "@/models/Enquiry";
import { Image } from "@/models/Image";
import { RateLimit } from "@/models/RateLimit";
import { Service } from "@/models/Service";
import { User } from "@/models/User";

/**
 * Every model whose indexes must exist before the first write (unique e-mail,
 * unique service slug...). Add each new model here.
 */
const models: Model<never>[] = [Service, User, RateLimit, Enquiry, DownloadEvent, Image] as unknown as Model<never>[];

/** Builds the indexes once per process, at first connection. */
export async function ensureIndexes(): Promise<void> {
  await Promise.all(models.map((m) => m.createIndexes()));
}
