import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { BusinessModel, type BusinessDoc } from "@/models/Business";
import { BUSINESS_EXAMPLE, type Business, type BusinessView } from "./business-fields";

const ID = "business";

function toView(doc: BusinessDoc | null): BusinessView {
  if (!doc) return { ...BUSINESS_EXAMPLE, example: true, updatedAt: null, updatedBy: "" };
  const { _id: _, version: __, updatedAt, updatedBy, ...details } = doc;
  return { ...BUSINESS_EXAMPLE, ...details, tax: { ...BUSINESS_EXAMPLE.tax, ...details.tax }, example: false, updatedAt: updatedAt.toISOString(), updatedBy };
}

/** The saved details, or the examples (marked) before the first save. One read by `_id`. */
export async function getBusiness(): Promise<BusinessView> {
  await connectToDatabase();
  return toView(await BusinessModel.findById(ID).lean<BusinessDoc>());
}

/** Saves the whole form (already checked by businessSchema); the document is replaced under a lock. */
export async function saveBusiness(details: Business, byName: string): Promise<BusinessView> {
  await connectToDatabase();
  return withLock(`business`, async () => {
    const current = await BusinessModel.findById(ID).lean<BusinessDoc>();
    const doc: BusinessDoc = { _id: ID, ...details, version: (current?.version ?? 0) + 1, updatedBy: byName, updatedAt: new Date() };
    await BusinessModel.replaceOne({ _id: ID }, doc, { upsert: true });
    return toView(doc);
  });
}
