/**
 * An enquiry's statuses (models/Enquiry.ts, the console's filter, the API's schema in lib/validation/enquiry.ts). Imports nothing of lib/.
 */

export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;

export type EnquiryStatusValue = (typeof ENQUIRY_STATUSES)[number];
