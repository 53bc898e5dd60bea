import mongoose, { Schema, type Model } from "mongoose";
import type { Business } from "@/vocabulary/business";

/**
 * The workshop's business details (vocabulary/business.ts; its schema lib/business/fields.ts): one
 * document, `_id: "business"`, absent until the owner saves the form (the
 * examples are used until then). `version` refuses a save based on an older read.
 */
export interface BusinessDoc extends Business {
  _id: string;
  version: number;
  updatedBy: string;
  updatedAt: Date;
}

const taxSchema = new Schema({ code: { type: String, required: true }, ratePercent: { type: Number, required: true } }, { _id: false });

const businessSchema = new Schema<BusinessDoc>(
  {
    _id: { type: String, required: true },
    legalName: { type: String, required: true, maxlength: 120 },
    stateCode: { type: String, required: true, maxlength: 2 },
    gstin: { type: String, required: true, maxlength: 15 },
    upiId: { type: String, required: true, maxlength: 320 },
    payeeName: { type: String, required: true, maxlength: 60 },
    advancePercent: { type: Number, required: true },
    quoteValidityDays: { type: Number, required: true },
    quoteTerms: { type: String, required: true, maxlength: 2000 },
    quoteTermsTamil: { type: String, default: "", maxlength: 2000 },
    tax: { services: { type: taxSchema, required: true }, boards: { type: taxSchema, required: true } },
    ewayBill: { intraStatePaise: { type: Number }, interStatePaise: { type: Number } },
    shelfDays: { type: Number },
    tally: {
      type: new Schema({ sales: String, cgst: String, sgst: String, igst: String, bank: String, cash: String, debtors: String }, { _id: false }),
      required: false,
    },
    version: { type: Number, required: true, default: 0 },
    updatedBy: { type: String, default: "", maxlength: 100 },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, collection: "business" },
);

export const BusinessModel: Model<BusinessDoc> =
  (mongoose.models.Business as Model<BusinessDoc>) || mongoose.model<BusinessDoc>("Business", businessSchema);
