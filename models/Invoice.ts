import mongoose, { Schema, type Model } from "mongoose";
import { CHALLAN_KINDS, type ChallanKind, type TaxTotals } from "@/vocabulary/money";

/**
 * A tax invoice or a credit note, stored under its number (`_id:
 * "KPW/26-27/0001"`): the insert under the number is what makes the number
 * its own (lib/money/numbering.ts). Written once, never edited: a cancelled
 * invoiced order gets a credit note referring to it. A delivery challan (GST Rule 55: goods that move without an
 * invoice) is kept here too, in its own series (KPWD/26-27/0001): the books' register reads invoices and credit notes
 * only, by their series.
 */
export type InvoiceKind = "invoice" | "credit-note" | "challan";

export interface Party {
  name: string;
  address: string;
  gstin: string;
  stateCode: string;
}

/** An issued invoice or credit note: its parties and facts, and its tax lines and totals as `TaxTotals` has them. */
export interface InvoiceDoc extends TaxTotals {
  _id: string;
  kind: InvoiceKind;
  /** "26-27". */
  fy: string;
  seq: number;
  /** The order's reference. */
  order: string;
  /** YYYY-MM-DD in India. */
  date: string;
  supplier: Party & { phone: string; email: string };
  recipient: Party;
  placeOfSupply: string;
  /** A credit note's invoice. */
  refersTo: { number: string; date: string } | null;
  reason: string;
  /** A challan's: why its goods move. */
  challanKind?: ChallanKind;
  byName: string;
  createdAt: Date;
}

const party = {
  name: { type: String, required: true },
  address: { type: String, default: "" },
  gstin: { type: String, default: "" },
  stateCode: { type: String, required: true },
};

const invoiceSchema = new Schema<InvoiceDoc>(
  {
    _id: { type: String, required: true, maxlength: 16 },
    kind: { type: String, enum: ["invoice", "credit-note", "challan"], required: true },
    challanKind: { type: String, enum: CHALLAN_KINDS },
    fy: { type: String, required: true },
    seq: { type: Number, required: true },
    order: { type: String, required: true },
    date: { type: String, required: true },
    supplier: { ...party, phone: { type: String, default: "" }, email: { type: String, default: "" } },
    recipient: party,
    placeOfSupply: { type: String, required: true },
    lines: { type: Schema.Types.Mixed, default: [] },
    taxablePaise: { type: Number, required: true },
    cgstPaise: { type: Number, required: true },
    sgstPaise: { type: Number, required: true },
    igstPaise: { type: Number, required: true },
    totalPaise: { type: Number, required: true },
    refersTo: { type: new Schema({ number: String, date: String }, { _id: false }), default: null },
    reason: { type: String, default: "", maxlength: 500 },
    byName: { type: String, default: "" },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, collection: "invoices" },
);

export const Invoice: Model<InvoiceDoc> = (mongoose.models.Invoice as Model<InvoiceDoc>) || mongoose.model<InvoiceDoc>("Invoice", invoiceSchema);
