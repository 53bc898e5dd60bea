import "server-only";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { getBusiness } from "@/lib/business/settings";
import { getSite } from "@/lib/business/site-facts-store";
import { readOrderDoc } from "@/lib/orders/store/change";
import type { OrderDoc } from "@/models/Order";
import { Invoice, type InvoiceDoc } from "@/models/Invoice";
import { ewayBill, ewayBillNeed, ewayBulkFile, isGoods, movementOf, type EwayBulkFile } from "./eway-bill";
import type { EwayBillQuery } from "./payment-fields";

/**
 * The e-way bill's JSON for an order's goods on the road (issue 54): the paper they travel with (the tax invoice,
 * else the delivery challan), its value against the thresholds of the business settings, and the trip staff give.
 * Nothing is written: the file is made again from the issued paper each time it is asked for.
 */
export async function ewayBillOf(reference: string, trip: EwayBillQuery): Promise<{ file: EwayBulkFile; reason: string }> {
  const order = await readOrderDoc(reference);
  if (!order) throw new NotFoundError(refusal("orderNotFound"));
  const { paper, need } = await travellingPaper(order);
  if (!need.needed) throw new ConflictError(need.why, { value: refusal("belowThreshold") });
  const site = await getSite();
  const toPincode = trip.pincode ?? order.deliveryPincode ?? "";
  if (!toPincode) throw new ValidationError({ pincode: refusal("givePinCode") });

  const town = (order.deliveryAddress || paper.recipient.address).split(",").pop()?.trim() || site.city;
  const bill = ewayBill(
    paper,
    { pincode: site.address.postalCode, place: site.city, street: site.address.street },
    { vehicle: trip.vehicle, distanceKm: trip.distance, toPincode, toPlace: town },
  );
  return { file: ewayBulkFile(bill), reason: refusalInEnglish(need.why) };
}

/**
 * Whether an order's goods need an e-way bill, said before anyone types a vehicle (walk C24): null while no paper
 * with goods is issued; else the paper's value against the threshold, in English (the console's).
 */
export async function ewayBillStanding(order: OrderDoc): Promise<{ needed: boolean; reason: string } | null> {
  if (!order.invoice?.number && !order.challan?.number) return null;
  try {
    const { need } = await travellingPaper(order);
    return { needed: need.needed, reason: refusalInEnglish(need.why) };
  } catch (err) {
    if (err instanceof ConflictError) return null;
    throw err;
  }
}

/** The same, by the order's reference (the console's order page). */
export async function ewayBillStandingOf(reference: string): Promise<{ needed: boolean; reason: string } | null> {
  const order = await readOrderDoc(reference);
  return order ? ewayBillStanding(order) : null;
}

/** The paper an order's goods travel with (the invoice that bills them, else the challan) and whether it needs an e-way bill. */
async function travellingPaper(order: OrderDoc) {
  const numbers = [order.invoice?.number, order.challan?.number].filter((n): n is string => !!n);
  if (!numbers.length) {
    throw new ConflictError(refusal("ewayNeedsPaper"), {
      paper: refusal("noneIssued"),
    });
  }
  // The paper the goods travel with: the invoice when it bills them, else the challan (the customer's own boards go
  // back under their job-work return challan; their invoice is for the job work alone).
  const papers = await Promise.all(numbers.map((n) => Invoice.findById(n).lean<InvoiceDoc>()));
  const paper = papers.find((p) => p?.lines.some((l) => isGoods(l.code)));
  if (!paper) {
    throw new ConflictError(refusal("invoiceJobWorkAlone", { number: numbers[0] }), {
      paper: refusal("noGoods"),
    });
  }
  const business = await getBusiness();
  const interState = paper.placeOfSupply !== paper.supplier.stateCode;
  const need = ewayBillNeed(paper.totalPaise, interState, movementOf(paper).jobWork, business.ewayBill);
  return { paper, need, business };
}
