import mongoose, { Schema, type Model } from "mongoose";
import type { SiteFacts } from "@/vocabulary/site-facts";

/**
 * The business facts the site shows (vocabulary/site-facts.ts, issue 56): one document, `_id: "site"`, absent until the
 * owner saves them from the console (the seed, lib/site/seed.ts, is used until then). `version` counts the saves.
 */
export interface SiteFactsDoc extends SiteFacts {
  _id: string;
  version: number;
  updatedBy: string;
  updatedAt: Date;
}

const link = { type: String, default: "", maxlength: 500 };

const siteFactsSchema = new Schema<SiteFactsDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, maxlength: 200 },
    shortName: { type: String, required: true, maxlength: 100 },
    phone: { type: String, required: true, maxlength: 15 },
    whatsapp: { type: String, default: "", maxlength: 15 },
    email: { type: String, required: true, maxlength: 254 },
    street: { type: String, required: true, maxlength: 300 },
    streetTamil: { type: String, default: "", maxlength: 300 },
    postalCode: { type: String, required: true, maxlength: 6 },
    mapUrl: link,
    socials: { facebook: link, instagram: link, linkedin: link, twitter: link },
    opens: { type: String, required: true, maxlength: 5 },
    closes: { type: String, required: true, maxlength: 5 },
    version: { type: Number, required: true, default: 0 },
    updatedBy: { type: String, default: "", maxlength: 100 },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, collection: "sitefacts" },
);

export const SiteFactsModel: Model<SiteFactsDoc> =
  (mongoose.models.SiteFacts as Model<SiteFactsDoc>) || mongoose.model<SiteFactsDoc>("SiteFacts", siteFactsSchema);
