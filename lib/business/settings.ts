import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { BusinessModel, type BusinessDoc } from "@/models/Business";
import type { Site } from "@/lib/site/site";
import { EWAY_BILL_THRESHOLDS, SHELF_DAYS, type BusinessContact, type BusinessView } from "./fields";
import { type Business } from "@/vocabulary/business";
import { getSite } from "./site-facts-store";
import { BUSINESS_EXAMPLE } from "./example";
import { TALLY_LEDGERS } from "@/lib/business/tally-ledgers";

const ID = "business";

/** The address, phone and e-mail the papers print: the site's facts (one source). */
const contactOf = (site: Site): BusinessContact => ({ address: site.addressLine, phone: site.phone.display, email: site.email });

function toView(doc: BusinessDoc | null, site: Site): BusinessView {
  if (!doc) return { ...BUSINESS_EXAMPLE, ...contactOf(site), example: true, updatedAt: null, updatedBy: "" };
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
    // Saved before the thresholds were asked: today's values.
    ewayBill: { ...EWAY_BILL_THRESHOLDS, ...doc.ewayBill },
    shelfDays: doc.shelfDays ?? SHELF_DAYS,
    // Saved before the Tally ledgers were asked: Tally's usual names.
    tally: { ...TALLY_LEDGERS, ...doc.tally },
  };
  // The address, phone and e-mail are the site's facts (one source): a document saved before keeps its old copies unread.
  return { ...details, ...contactOf(site), example: false, updatedAt: new Date(doc.updatedAt).toISOString(), updatedBy: doc.updatedBy ?? "" };
}

/** The saved details, or the examples (marked) before the first save. One read by `_id`. */
export async function getBusiness(): Promise<BusinessView> {
  await connectToDatabase();
  const [doc, site] = await Promise.all([BusinessModel.findById(ID).lean<BusinessDoc>(), getSite()]);
  return toView(doc, site);
}

/** Saves the whole form (already checked by businessSchema); the document is replaced under a lock. */
export async function saveBusiness(details: Business, byName: string): Promise<{ view: BusinessView; before: Business | null }> {
  await connectToDatabase();
  return withLock(`business`, async () => {
    const current = await BusinessModel.findById(ID).lean<BusinessDoc>();
    const doc: BusinessDoc = { _id: ID, ...details, version: (current?.version ?? 0) + 1, updatedBy: byName, updatedAt: new Date() };
    await BusinessModel.replaceOne({ _id: ID }, doc, { upsert: true });
    return { view: toView(doc, await getSite()), before: current };
  });
}
