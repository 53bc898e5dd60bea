import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

import { ENQUIRY_STATUSES, type EnquiryStatusValue } from "@/vocabulary/enquiry";
import { maxChars } from "@/vocabulary/text-length";

// One list of statuses, in the client-safe validation module; re-exported for server code.
export { ENQUIRY_STATUSES };
export type EnquiryStatus = EnquiryStatusValue;

/**
 * An enquiry sent from the Contact Us form (POST /api/enquiries), kept so that a
 * lead is never lost when WhatsApp does not open on the visitor's device.
 */
// Lengths in code points, the rule the zod schemas use (lib/validation/text.ts).
const enquirySchema = new Schema(
  {
    /** Short reference shown to the visitor, e.g. ENQ-7K3M9Q (unique). */
    reference: { type: String, required: true, maxlength: 20 },
    name: { type: String, required: true, validate: maxChars(100) },
    email: { type: String, required: true, validate: maxChars(254) },
    phone: { type: String, required: true, validate: maxChars(25) },
    message: { type: String, required: true, validate: maxChars(2000) },
    /** The page path the form was sent from, e.g. "/contact". */
    page: { type: String, default: "", validate: maxChars(200) },
    /** The service the visitor was looking at, if any. */
    service: { type: String, default: "", validate: maxChars(80) },
    status: { type: String, enum: ENQUIRY_STATUSES, default: "new" },
    /** The status the console's lists were last brought in line with (lib/enquiries/store.ts). */
    indexed: { type: String, default: "" },
  },
  { timestamps: true, versionKey: false },
);

// The unique reference is enforced on insert by every database; the other index serves MongoDB deployments.
enquirySchema.index({ reference: 1 }, { unique: true });
enquirySchema.index({ status: 1, createdAt: -1 });

export type EnquiryDoc = InferSchemaType<typeof enquirySchema>;

export const Enquiry: Model<EnquiryDoc> = (mongoose.models.Enquiry as Model<EnquiryDoc>) || mongoose.model<EnquiryDoc>("Enquiry", enquirySchema);
