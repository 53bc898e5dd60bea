import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

import { ENQUIRY_STATUSES, type EnquiryStatusValue } from "@/lib/validation/enquiry";

// One list of statuses, in the client-safe validation module; re-exported for server code.
export { ENQUIRY_STATUSES };
export type EnquiryStatus = EnquiryStatusValue;

/**
 * An enquiry sent from the Contact Us form (POST /api/enquiries), kept so that a
 * lead is never lost when WhatsApp does not open on the visitor's device.
 */
const enquirySchema = new Schema(
  {
    /** Short reference shown to the visitor, e.g. ENQ-7K3M9Q (unique). */
    reference: { type: String, required: true, maxlength: 20 },
    name: { type: String, required: true, maxlength: 100 },
    email: { type: String, required: true, maxlength: 254 },
    phone: { type: String, required: true, maxlength: 25 },
    message: { type: String, required: true, maxlength: 2000 },
    /** The page path the form was sent from, e.g. "/contact". */
    page: { type: String, default: "", maxlength: 200 },
    /** The service the visitor was looking at, if any. */
    service: { type: String, default: "", maxlength: 80 },
    status: { type: String, enum: ENQUIRY_STATUSES, default: "new" },
    /** Lower-case copies of the searchable fields (FerretDB has no collation or text index). */
    search: { type: String, default: "", maxlength: 2500 },
  },
  { timestamps: true, versionKey: false },
);

enquirySchema.index({ reference: 1 }, { unique: true });
enquirySchema.index({ createdAt: -1 });
enquirySchema.index({ status: 1, createdAt: -1 });

export type EnquiryDoc = InferSchemaType<typeof enquirySchema>;

export const Enquiry: Model<EnquiryDoc> =
  (mongoose.models.Enquiry as Model<EnquiryDoc>) || mongoose.model<EnquiryDoc>("Enquiry", enquirySchema);
