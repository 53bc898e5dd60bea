import "server-only";
import type { Model } from "mongoose";
import { DownloadEvent } from "@/models/DownloadEvent";
import { DownloadTally } from "@/models/DownloadTally";
import { Enquiry } from "@/models/Enquiry";
import { GalleryItem } from "@/models/GalleryItem";
import { Image } from "@/models/Image";
import { ImageChunk } from "@/models/ImageChunk";
import { OpenOrders } from "@/models/OpenOrders";
import { Order } from "@/models/Order";
import { OrderKey } from "@/models/OrderKey";
import { OrderBodyModel } from "@/models/OrderBody";
import { RefList } from "@/models/RefList";
import { RateLimit } from "@/models/RateLimit";
import { Service } from "@/models/Service";
import { User } from "@/models/User";
import { UserEmail } from "@/models/UserEmail";
import { Migration } from "@/models/Migration";
import { StationsModel } from "@/models/Stations";
import { BatchModel } from "@/models/Batch";
import { WriteKey } from "@/models/WriteKey";
import { SessionRecord } from "@/models/SessionRecord";
import { Device, PairingCode } from "@/models/Device";
import { AuditEntry } from "@/models/AuditEntry";

/**
 * Every model whose indexes must exist before the first write (unique e-mail,
 * unique service slug...). Add each new model here.
 */
const models: Model<never>[] = [
  Service,
  User,
  RateLimit,
  Enquiry,
  DownloadEvent,
  Image,
  GalleryItem,
  Order,
  OrderKey,
  RefList,
  OpenOrders,
  UserEmail,
  Migration,
  ImageChunk,
  DownloadTally,
  OrderBodyModel,
  WriteKey,
  SessionRecord,
  Device,
  PairingCode,
  AuditEntry,
  // No index but `_id`: listed so that their tables exist from the start (the embedded database adds its `_id`
  // lookup index to a new table within a second; tools/embedded-db/lookup_index.go).
  StationsModel,
  BatchModel,
] as unknown as Model<never>[];

/** Builds the indexes once per process, at first connection. */
export async function ensureIndexes(): Promise<void> {
  await Promise.all(models.map((m) => m.createIndexes()));
}
