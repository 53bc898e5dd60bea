import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { BusinessModel, type BusinessDoc } from "@/models/Business";
import { BUSINESS_CONTACT, type Business, type BusinessView } from "./fields";
import { BUSINESS_EXAMPLE } from "./example";

const ID = "business";

function toView(doc: BusinessDoc | null): BusinessView {
  if (!doc) return { ...BUSINESS_EXAMPLE, ...BUSINESS_CONTACT, example: true, updatedAt: null, updatedBy: "" };
  const details: Business = {
    legalName: doc.legalName,
    stateCode: doc.stateCode,
    gstin: doc.gstin,
    upiId: doc.upiId,
    payeeName: doc.payeeName,
    advancePercent: doc.advancePercent,
    quoteValidityDays: doc.quoteValidityDays,
    quoteTerms: doc.quoteTerms,
    quoteTermsTamil: doc.quoteTermsTamil ?? "",
    tax: { ...BUSINESS_EXAMPLE.tax, ...doc.tax },
  };
  // The address, phone and e-mail are the site's (one source): a document saved before keeps its old copies unread.
  return { ...details, ...BUSINESS_CONTACT, example: false, updatedAt: new Date(doc.updatedAt).toISOString(), updatedBy: doc.updatedBy ?? "" };
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
