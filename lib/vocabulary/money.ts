/**
 * The money papers' shared words (client-safe; models/Invoice.ts stores them): why a delivery challan's goods move.
 * `delivery`: the workshop's goods delivered before their invoice (a supply, taxed); `job-work-return`: the customer's
 * own boards going back after job work (GST Rules 45 and 55: not a supply).
 */
export const CHALLAN_KINDS = ["delivery", "job-work-return"] as const;
export type ChallanKind = (typeof CHALLAN_KINDS)[number];
