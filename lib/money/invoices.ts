import "server-only";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { changeOrder } from "@/lib/orders/store/change";
import { readOrderBody, type OrderBody } from "@/lib/orders/store/order-body";
import { Invoice, type InvoiceDoc, type InvoiceKind, type Party } from "@/models/Invoice";
import type { IssuedDoc, OrderDoc } from "@/models/Order";
import { getBusiness } from "@/lib/business/settings";
import type { BusinessView } from "@/lib/business/fields";
import { financialYearOf, indiaDate } from "../format/financial-year";
import { insertNextNumber } from "./numbering";
import { taxLines, withBoardHsn, type HsnOf } from "./tax-lines";
import { boardHsnOf } from "@/lib/cutting/list/materials";
import { getCatalog } from "@/lib/rack/catalog";
import { assertMonthOpen } from "./returns";

export type IssueResult = { invoice: InvoiceDoc; created: boolean };

/** Who the invoice is to: the billing details, or the customer with the delivery address in the workshop's state. */
export function recipientOf(doc: OrderDoc, business: Pick<BusinessView, "stateCode">): Party {
  if (doc.billing) return { ...doc.billing, gstin: doc.billing.gstin ?? "" };
  return {
    name: doc.customer.name,
    address: withPincode(doc.deliveryAddress ?? "", doc.deliveryPincode ?? ""),
    gstin: "",
    stateCode: business.stateCode,
  };
}

/** An address as a GST paper prints it: with its PIN code (walk C10), unless the customer already wrote it in. */
export const withPincode = (address: string, pincode: string): string =>
  !pincode || !address.trim() || address.includes(pincode) ? address : `${address.trim().replace(/[,.\s]+$/, "")} - ${pincode}`;

function supplierOf(b: BusinessView): InvoiceDoc["supplier"] {
  return { name: b.legalName, address: b.address, gstin: b.gstin, stateCode: b.stateCode, phone: b.phone, email: b.email };
}

function assertRealDetails(b: BusinessView) {
  if (b.example) {
    throw new ConflictError(refusal("businessStillExamples"), { business: refusal("stillTheExamples") });
  }
}

/**
 * Issues the order's document of `kind` once, through the order's door (its lock and invariants): a
 * second request gets the first document (created: false). The number is
 * recorded on the order (`…Attempt`) before the document is written, so a
 * crash between the insert and the order's update is finished by the next
 * request rather than answered with a second document.
 */
/** Where the order keeps each kind's document and the number being written. */
const ORDER_FIELDS = {
  invoice: ["invoice", "invoiceAttempt"],
  "credit-note": ["creditNote", "creditNoteAttempt"],
  challan: ["challan", "challanAttempt"],
} as const satisfies Record<InvoiceKind, readonly [keyof OrderDoc, keyof OrderDoc]>;

export async function issueOnce(
  reference: string,
  kind: InvoiceKind,
  check: (doc: OrderDoc) => void,
  build: (doc: OrderDoc) => Promise<Omit<InvoiceDoc, "_id" | "seq" | "fy" | "date">>,
): Promise<IssueResult> {
  const [field, attemptField] = ORDER_FIELDS[kind];
  const { result } = await changeOrder(reference, async (doc, { save }) => {
    const ref = doc._id;
    const issued = doc[field];
    if (issued) {
      const invoice = await Invoice.findById(issued.number).lean<InvoiceDoc>();
      if (!invoice) throw new Error(`order ${ref} names ${issued.number}, which is not stored`);
      return { result: { invoice, created: false } };
    }
    const recorded = async (invoice: InvoiceDoc) => {
      const summary: IssuedDoc = { number: invoice._id, date: invoice.date, totalPaise: invoice.totalPaise };
      await save({ [field]: summary, [attemptField]: "", updatedAt: new Date() });
      return invoice;
    };
    const attempt = doc[attemptField];
    if (attempt) {
      // An earlier request stopped after writing its number: that document is the order's.
      const earlier = await Invoice.findById(attempt).lean<InvoiceDoc>();
      if (earlier && earlier.order === ref && earlier.kind === kind) return { result: { invoice: await recorded(earlier), created: false } };
    }
    check(doc);
    const date = indiaDate();
    const fy = financialYearOf(date);
    const parts = await build(doc);
    const invoice = await insertNextNumber(
      kind,
      fy,
      (number, seq) => ({ ...parts, _id: number, seq, fy, date }),
      (number) => save({ [attemptField]: number }).then(() => undefined),
    );
    return { result: { invoice: await recorded(invoice), created: true } };
  });
  return result;
}

/** The tax invoice of a confirmed (or later) order; its total is the confirmed price. */
export async function issueInvoice(reference: string, opts: { placeOfSupply?: string }, byName: string): Promise<IssueResult> {
  // Dated today: never in a month whose return is filed (issue 69).
  await assertMonthOpen(indiaDate());
  return issueOnce(
    reference,
    "invoice",
    (doc) => {
      if (doc.status === "received" || doc.confirmedPaise == null) {
        throw new ConflictError(refusal("confirmBeforeInvoice"), { status: refusal("notConfirmedYet") });
      }
      if (doc.status === "cancelled") throw new ConflictError(refusal("cancelledNotInvoiced"), { status: refusal("isCancelled") });
    },
    async (doc) => {
      const { body, business, parties, hsnOf } = await newPaper(doc, opts.placeOfSupply, byName);
      return { kind: "invoice" as const, ...parties, ...confirmedLines(doc, body, business, parties.placeOfSupply, hsnOf) };
    },
  );
}

/**
 * What a new invoice or challan of an order is drawn from, once for both: the saved business details (never the
 * examples), the order's body, and the paper's parties, place of supply (the workshop's state unless given) and maker.
 */
export async function newPaper(doc: OrderDoc, placeOfSupply: string | undefined, byName: string) {
  const business = await getBusiness();
  assertRealDetails(business);
  const body = await readOrderBody(doc.bodyId);
  if (!body) throw new Error(`order ${doc._id} has no body`);
  const parties = {
    order: doc._id,
    supplier: supplierOf(business),
    recipient: recipientOf(doc, business),
    placeOfSupply: placeOfSupply ?? business.stateCode,
    refersTo: null,
    reason: "",
    byName,
    createdAt: new Date(),
  };
  // Each board's own HSN (issue 65), for lines of estimates stored before they carried it.
  return { business, body, parties, hsnOf: boardHsnOf(await getCatalog()) };
}

/** The confirmed price shared out over the estimate's lines with their tax: the invoice's, and a delivery challan's before it. */
export const confirmedLines = (doc: OrderDoc, body: OrderBody, business: BusinessView, placeOfSupply: string, hsnOf: HsnOf) =>
  taxLines(withBoardHsn(body.estimate.lines, hsnOf), business.tax, placeOfSupply === business.stateCode, doc.confirmedPaise!);

/** The credit note of an invoiced order that was cancelled: the invoice's lines, credited in full. */
export async function issueCreditNote(reference: string, reason: string, byName: string): Promise<IssueResult> {
  await assertMonthOpen(indiaDate());
  return issueOnce(
    reference,
    "credit-note",
    (doc) => {
      if (!doc.invoice) throw new ConflictError(refusal("noInvoiceToCredit"), { invoice: refusal("notInvoiced") });
      if (doc.status !== "cancelled") {
        throw new ConflictError(refusal("cancelBeforeCreditNote", { status: { status: doc.status } }), {
          status: refusal("isStatus", { status: { status: doc.status } }),
        });
      }
    },
    async (doc) => {
      const invoice = await Invoice.findById(doc.invoice!.number).lean<InvoiceDoc>();
      if (!invoice) throw new Error(`order ${doc._id} names ${doc.invoice!.number}, which is not stored`);
      const { order, supplier, recipient, placeOfSupply, lines, taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = invoice;
      return {
        kind: "credit-note" as const,
        order,
        supplier,
        recipient,
        placeOfSupply,
        lines,
        taxablePaise,
        cgstPaise,
        sgstPaise,
        igstPaise,
        totalPaise,
        refersTo: { number: invoice._id, date: invoice.date },
        reason,
        byName,
        createdAt: new Date(),
      };
    },
  );
}

/** The order's invoice, credit note or challan (null when not issued). */
export async function documentOf(doc: Pick<OrderDoc, "invoice" | "creditNote" | "challan">, kind: InvoiceKind): Promise<InvoiceDoc | null> {
  const issued = doc[ORDER_FIELDS[kind][0]];
  return issued ? Invoice.findById(issued.number).lean<InvoiceDoc>() : null;
}
