/**
 * The e-way bill's data (GST Rule 138, issue 54): when goods on the road need one, and the JSON the e-way bill
 * portal's bulk upload takes for a paper the workshop has issued (its tax invoice or its delivery challan). Pure: the
 * route reads the order, its paper and the business (lib/money/eway-bill-paper.ts). The rules, thresholds and their
 * sources are in docs/MONEY.md, "Goods on the road".
 */
import type { InvoiceDoc } from "@/models/Invoice";
import { refusal, type Refusal } from "@/lib/i18n/refusal";
import { formatRupees, rupeeValue } from "@/lib/format/money";

/** The bulk upload file's version, as the portal's own tool writes it. */
export const EWAY_BULK_VERSION = "1.0.0621";

export interface EwayThresholds {
  intraStatePaise: number;
  interStatePaise: number;
}

/** Why a paper's goods need an e-way bill, or why they do not (the 409's reason). */
export type EwayNeed = { needed: boolean; why: Refusal };

/**
 * Rule 138(1): goods worth more than the threshold (the consignment's value with its tax, as the paper states it) need
 * an e-way bill; within Tamil Nadu the state's own threshold applies. The customer's own boards going back across a
 * state line need one whatever their value (the proviso for job work across states). "More than": a consignment worth
 * exactly the threshold needs none.
 */
export function ewayBillNeed(valuePaise: number, interState: boolean, jobWork: boolean, t: EwayThresholds): EwayNeed {
  if (interState && jobWork) return { needed: true, why: refusal("ewayJobWorkAcrossStates") };
  const threshold = interState ? t.interStatePaise : t.intraStatePaise;
  const values = { value: formatRupees(valuePaise), threshold: formatRupees(threshold), where: interState ? "across" : "within" };
  return valuePaise > threshold
    ? { needed: true, why: refusal("ewayAboveThreshold", values) }
    : { needed: false, why: refusal("ewayNotNeeded", values) };
}

/** A vehicle number as the portal takes it: "TN38AB1234" (or the Bharat series, "22BH1234AB"), from "tn 38 ab 1234". */
export function vehicleNumber(value: string): string | null {
  const v = value.toUpperCase().replace(/[\s-]/g, "");
  return /^[A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}$/.test(v) || /^\d{2}BH\d{4}[A-Z]{1,2}$/.test(v) ? v : null;
}

/** HSN codes of goods; SAC codes (services) start with 99. */
export const isGoods = (code: string) => !code.startsWith("99");

export interface EwayTrip {
  vehicle: string;
  distanceKm: number;
  /** Where the goods go. */
  toPincode: string;
  /** The last part of the destination's address (its town), for `toPlace`. */
  toPlace: string;
}

export interface EwayParty {
  pincode: string;
  place: string;
  street: string;
}

/** A paper's movement as the portal names it: 1 supply (INV or CHL), 6 job-work returns (CHL). */
export function movementOf(paper: Pick<InvoiceDoc, "kind" | "challanKind">) {
  const jobWork = paper.kind === "challan" && paper.challanKind === "job-work-return";
  return { docType: paper.kind === "invoice" ? "INV" : "CHL", subSupplyType: jobWork ? "6" : "1", jobWork } as const;
}

/** The portal's unit codes (its master list): numbers, pieces, metres. */
const QTY_UNIT: Record<string, string> = { sheet: "NOS", pcs: "PCS", metre: "MTR" };

const money = rupeeValue;
/** "2026-11-29" → "29/11/2026". */
const portalDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** The portal's text fields: no quotes, at most `max` characters. */
const portalText = (text: string, max: number) => text.replace(/["\\]/g, "").replace(/\s+/g, " ").trim().slice(0, max);

/**
 * One bill of the bulk upload: the paper's parties, its goods lines (HSN) as items, the values of its service lines
 * (SAC, the job work on the boards) with their tax as `otherValue`, so the values add up to the paper's total.
 */
export function ewayBill(paper: InvoiceDoc, from: EwayParty, trip: EwayTrip) {
  const { docType, subSupplyType } = movementOf(paper);
  const goods = paper.lines.filter((l) => isGoods(l.code));
  const sum = (k: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise") => goods.reduce((n, l) => n + l[k], 0);
  const goodsTotal = goods.reduce((n, l) => n + l.totalPaise, 0);
  const interState = paper.placeOfSupply !== paper.supplier.stateCode;
  return {
    userGstin: paper.supplier.gstin,
    supplyType: "O",
    subSupplyType,
    subSupplyDesc: "",
    docType,
    docNo: paper._id,
    docDate: portalDate(paper.date),
    fromGstin: paper.supplier.gstin,
    fromTrdName: portalText(paper.supplier.name, 100),
    fromAddr1: portalText(from.street, 120),
    fromAddr2: "",
    fromPlace: portalText(from.place, 50),
    fromPincode: Number(from.pincode),
    fromStateCode: Number(paper.supplier.stateCode),
    actualFromStateCode: Number(paper.supplier.stateCode),
    toGstin: paper.recipient.gstin || "URP",
    toTrdName: portalText(paper.recipient.name, 100),
    toAddr1: portalText(paper.recipient.address, 120),
    toAddr2: "",
    toPlace: portalText(trip.toPlace, 50),
    toPincode: Number(trip.toPincode),
    toStateCode: Number(paper.placeOfSupply),
    actualToStateCode: Number(paper.placeOfSupply),
    transType: 1,
    totalValue: money(sum("taxablePaise")),
    cgstValue: money(sum("cgstPaise")),
    sgstValue: money(sum("sgstPaise")),
    igstValue: money(sum("igstPaise")),
    cessValue: 0,
    cessNonAdvolValue: 0,
    otherValue: money(paper.totalPaise - goodsTotal),
    totInvValue: money(paper.totalPaise),
    transMode: "1",
    transDistance: String(trip.distanceKm),
    transporterName: "",
    transporterId: "",
    transDocNo: "",
    transDocDate: "",
    vehicleNo: trip.vehicle,
    vehicleType: "R",
    mainHsnCode: Number(goods[0]?.code ?? 0),
    itemList: goods.map((l, i) => {
      const rate = l.ratePercent;
      return {
        itemNo: i + 1,
        productName: portalText(l.description, 100),
        productDesc: portalText(l.description, 100),
        hsnCode: Number(l.code),
        quantity: l.quantity,
        qtyUnit: QTY_UNIT[l.unit] ?? "OTH",
        taxableAmount: money(l.taxablePaise),
        sgstRate: interState ? 0 : rate / 2,
        cgstRate: interState ? 0 : rate / 2,
        igstRate: interState ? rate : 0,
        cessRate: 0,
        cessNonAdvol: 0,
      };
    }),
  };
}

export type EwayBill = ReturnType<typeof ewayBill>;

/** The file the portal's bulk upload takes: its version and the bills (one here). */
export const ewayBulkFile = (bill: EwayBill) => ({ version: EWAY_BULK_VERSION, billLists: [bill] });
export type EwayBulkFile = ReturnType<typeof ewayBulkFile>;
