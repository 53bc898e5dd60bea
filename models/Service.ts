import mongoose, { Schema, type InferSchemaType, type Model } from "mongoose";

/** A service card of the "All Services" section (GET /api/services). */
const serviceSchema = new Schema(
  {
    /** Stable key used by the seed, so that re-seeding updates instead of duplicating. */
    slug: { type: String, required: true, trim: true, maxlength: 60 },
    title: { type: String, required: true, trim: true, maxlength: 80 },
    des: { type: String, required: true, trim: true, maxlength: 1000 },
    /** The card's words on the Tamil pages (issue 20); empty: the Tamil list shows the English ones. */
    titleTa: { type: String, trim: true, maxlength: 80, default: "" },
    desTa: { type: String, trim: true, maxlength: 1000, default: "" },
    /** Path relative to the site's host, e.g. /images/services/cutting.svg. */
    image: { type: String, required: true, trim: true, maxlength: 300 },
    /** Display order, ascending. */
    order: { type: Number, default: 0 },
  },
  { timestamps: true, versionKey: false },
);

serviceSchema.index({ slug: 1 }, { unique: true });
serviceSchema.index({ order: 1 });

export type ServiceDoc = InferSchemaType<typeof serviceSchema>;

export const Service: Model<ServiceDoc> = (mongoose.models.Service as Model<ServiceDoc>) || mongoose.model<ServiceDoc>("Service", serviceSchema);
