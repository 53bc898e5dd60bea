/** What the money endpoints answer (client-safe): lib/money/documents.ts builds the papers, the console reads them. */
import type { InvoiceDoc } from "@/models/Invoice";

/** An issued invoice or credit note as the API answers it: the stored document's facts and figures, and its words. */
export type IssuedPaper = Pick<
  InvoiceDoc,
  | "kind"
  | "date"
  | "order"
  | "placeOfSupply"
  | "supplier"
  | "recipient"
  | "lines"
  | "taxablePaise"
  | "cgstPaise"
  | "sgstPaise"
  | "igstPaise"
  | "totalPaise"
  | "challanKind"
> & {
  number: string;
  placeOfSupplyName: string;
  amountInWords: string;
  /** A credit note's invoice (null on an invoice). */
  refersTo: NonNullable<InvoiceDoc["refersTo"]> | null;
  reason: string;
};

/** POST /api/admin/orders/{reference}/invoice (with its message). */
export interface InvoiceAnswer {
  invoice: IssuedPaper;
}

/** POST /api/admin/orders/{reference}/challans (with its message): the challan and the link to its PDF. */
export interface ChallanAnswer {
  challan: IssuedPaper & { pdf: string };
}

/** POST /api/admin/orders/{reference}/credit-note (with its message). */
export interface CreditNoteAnswer {
  creditNote: IssuedPaper;
}
