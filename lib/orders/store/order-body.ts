import "server-only";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { CutList } from "@/lib/cutting/list/types";
import type { MaterialNames } from "@/lib/cutting/list/materials";
import { jsonBytes, pack, unpack } from "@/lib/db/packed";
import { HttpError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { OrderBodyModel } from "@/models/OrderBody";
import type { Estimate } from "../estimate";

/** The heavy, read-whole part of an order: stored packed (models/Order.ts `body`), opened only to show or print the order. */
export interface OrderBody {
  cutList: CutList;
  plans: MaterialPlan[];
  estimate: Estimate;
  /** The names of the list's materials when it was placed (absent on orders placed before the catalog was data: seed names). */
  materials?: MaterialNames;
  /** Their Tamil names then, where the rack had one (absent: the English names on Tamil pages too). */
  materialsTa?: MaterialNames;
}

/**
 * The most an order's body may take as JSON before packing. The largest list
 * the schemas accept (500 rows, 2,000 pieces, 80-character names, 300-character
 * notes) with its plans stays well under this; the bound is what keeps one
 * order's cost fixed whatever a visitor sends (docs/ARCHITECTURE.md).
 */
export const ORDER_BODY_MAX_BYTES = 4 * 1024 * 1024;

/** Packs the body, or refuses an order whose stored size would pass the bound (413, nothing stored). */
export function packOrderBody(body: OrderBody): Buffer {
  const bytes = jsonBytes(body);
  if (bytes > ORDER_BODY_MAX_BYTES) {
    throw new HttpError(413, refusal("orderTooLarge", { kb: Math.ceil(bytes / 1024), max: ORDER_BODY_MAX_BYTES / 1024 }));
  }
  return pack(body);
}

/**
 * Stores the packed body under `reference`, before its order: a duplicate-key
 * error means the number is taken (models/OrderBody.ts).
 */
export async function storeOrderBody(reference: string, packed: Buffer): Promise<void> {
  await OrderBodyModel.create({ _id: reference, body: packed });
}

/** Replaces a stored body (the plan made again on the offcuts reserved at confirmation). */
export async function rewriteOrderBody(id: string, body: OrderBody): Promise<void> {
  await OrderBodyModel.replaceOne({ _id: id }, { _id: id, body: packOrderBody(body) });
}

/** The order's body, by its id; null when missing (never for an order that was stored). */
export async function readOrderBody(id: string): Promise<OrderBody | null> {
  const doc = await OrderBodyModel.findById(id).lean();
  return doc ? unpack<OrderBody>(doc.body) : null;
}
