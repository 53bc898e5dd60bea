/**
 * The shapes the order API answers with (client-safe types and the functions
 * that build them). Secrets (the guest key, the idempotency key, the
 * fingerprint) never leave the server except the guest link, which goes to the
 * customer who placed the order and to admins.
 */
import type { Saved } from "@/lib/answers";
import type { Locale } from "@/lib/i18n/locales";
import type { CutList } from "@/lib/cutting/list/types";
import type { Estimate } from "./estimate";
import type { TariffPrices } from "./tariff-items";
import type { MaterialPlan, MaterialSheets } from "@/lib/cutting/list/by-material";
import type { MaterialNames } from "@/lib/cutting/list/materials";
import type { BoardSource } from "@/lib/cutting/list/plan-inputs";
import type { OrderDoc } from "@/models/Order";
import type { OrderSummaryDoc } from "./store/book";
import type { OrderBody } from "./store/order-body";
import { OPEN_STATUSES, type OrderStatus } from "./status";
import type { Progress } from "@/lib/production/pieces";
import type { Billing, PaymentMode } from "@/vocabulary/money";
import { advanceOf, upiLink } from "@/lib/orders/upi";
import { dueOf } from "@/lib/orders/due";
import type { Refusal } from "@/lib/i18n/refusal";
import type { ActorRole, Fulfilment, HistoryKind, LeftoverChoice } from "@/vocabulary/order";

export interface OrderHistoryDto {
  kind: HistoryKind;
  status: OrderStatus;
  at: string;
  byRole: ActorRole;
  byName: string;
  /** As typed, or the English of `said`. */
  reason: string;
  /** A reason the system wrote, keyed for the reader's language (lib/orders/history-words.ts `reasonIn`). */
  said?: Refusal;
  confirmedPaise: number | null;
}

export interface PaymentEntryDto {
  amountPaise: number;
  mode: PaymentMode;
  utr: string;
  receivedOn: string;
  note: string;
  recordedAt: string;
  recordedBy: string;
}

/** What is asked, paid and due (all zero until the price is confirmed). */
export interface PaymentDto {
  advancePaise: number;
  paidPaise: number;
  /** What is still due; negative when money is owed back (a cancelled order that was paid for). */
  balancePaise: number;
  /** The UPI link for what is due now (dueNowOf); null when nothing is due or the workshop has not saved its UPI id. */
  upiLink: string | null;
  /** What the link asks for. */
  upiAmountPaise: number;
  /** What is due now is the rest of the advance, or the balance. */
  upiFor: "advance" | "balance";
  entries: PaymentEntryDto[];
}

export interface IssuedDto {
  number: string;
  date: string;
  totalPaise: number;
}

/** The business terms an order's money figures need (lib/business/settings.ts). */
export interface MoneyTerms {
  upiId: string;
  payeeName: string;
  advancePercent: number;
  /** True while the business details are still the examples: no UPI link then (it would pay a stranger). */
  example: boolean;
}

/** The fields an order's answer shows as stored (one definition: models/Order.ts). */
type StoredFields = Pick<
  OrderDoc,
  "status" | "boardsBy" | "pasting" | "fulfilment" | "deliveryAddress" | "requiredBy" | "site" | "notes" | "confirmedPaise" | "cancelReason"
> & {
  deliveryPincode: string;
  leftovers: LeftoverChoice | null;
  /** The day the workshop promised it ready (YYYY-MM-DD), from confirmation (issue 70); "" before. */
  promisedOn: string;
  /** Why the office moved that day, when it did. */
  promiseReason: string;
};

export interface OrderDto extends StoredFields {
  reference: string;
  createdAt: string;
  updatedAt: string;
  customer: { name: string; phone: string; email: string };
  /** True when placed without an account. */
  guest: boolean;
  cutList: CutList;
  plans: MaterialPlan[];
  /** The names of the list's materials as they were when the order was placed. */
  materials: MaterialNames;
  /** Their Tamil names when placed, where the rack had one (`namesIn` picks by the reader's language). */
  materialsTa: MaterialNames;
  estimate: Estimate;
  history: OrderHistoryDto[];
  /** `/orders/KPW-…?key=…`: only for the customer who placed it (in the create answer) and for admins. */
  link?: string;
  /** Who the invoice is made out to (null: the customer, in the workshop's state). */
  billing: Billing | null;
  /** The language of the page it was placed from (the workshop writes to the customer in it). */
  language: Locale;
  payment: PaymentDto;
  invoice: IssuedDto | null;
  creditNote: IssuedDto | null;
  /** The delivery challan its goods travel under, when they move before or without an invoice. */
  challan: IssuedDto | null;
  /** Where its pieces are on the floor, per station (issue 40); null until the first piece is scanned. */
  production: ProductionDto | null;
  /** The cutting batch it is cut in, or "" (issue 40). */
  batch: string;
}

/** An order's progress on the floor: per station, how many pieces have passed of how many pass it. */
export type ProductionDto = Pick<Progress, "stations" | "pieces" | "complete">;

const productionOf = (doc: Pick<OrderDoc, "production">): ProductionDto | null =>
  doc.production ? { stations: doc.production.stations, pieces: doc.production.pieces, complete: !!doc.production.complete } : null;

export interface OrderSummaryDto {
  reference: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  requiredBy: string;
  customer: { name: string; phone: string };
  site: string;
  fulfilment: Fulfilment;
  parts: number;
  sheets: number;
  estimateTotalPaise: number;
  confirmedPaise: number | null;
  /** Open and past its required-by date (India). */
  overdue: boolean;
  paidPaise: number;
  /** Confirmed price less what was paid (0 before confirmation; negative when money is owed back). */
  balancePaise: number;
  production: ProductionDto | null;
}

export interface OrderListDto {
  items: OrderSummaryDto[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

export interface AdminOrderListDto extends OrderListDto {
  counts: Record<OrderStatus | "all" | "overdue", number>;
  /** Said when a search or a date range looked at only part of the order book. */
  note?: string;
}

export function orderLink(reference: string, accessKey: string): string {
  return `/orders/${reference}?key=${accessKey}`;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The stages at which the quotation's terms ask for the balance ("the balance is due at pickup or delivery"). */
const HANDOVER: readonly OrderStatus[] = ["ready-for-pickup", "out-for-delivery", "completed"];

/**
 * What is due now (issue 55), by the order's stage and the quotation's terms: until the panels are ready, the rest
 * of the advance (once the advance is paid, the balance may be paid early); from "ready for pickup" or "out for
 * delivery" on, the whole balance. The order page, the UPI link and the WhatsApp text all read it from here.
 */
export function dueNowOf(status: OrderStatus, duePaise: number, paidPaise: number, advancePaise: number) {
  const balance = Math.max(0, duePaise - paidPaise);
  const advanceLeft = advancePaise - paidPaise;
  if (!HANDOVER.includes(status) && advanceLeft > 0) return { amountPaise: Math.min(advanceLeft, balance), kind: "advance" as const };
  return { amountPaise: balance, kind: "balance" as const };
}

export function paymentOf(doc: OrderDoc, terms: MoneyTerms): PaymentDto {
  const paid = doc.paidPaise ?? 0;
  const due = dueOf(doc);
  const advance = advanceOf(due, terms.advancePercent);
  const balance = due - paid;
  const now = dueNowOf(doc.status, due, paid, advance);
  const link =
    now.amountPaise > 0 && !terms.example
      ? upiLink({
          vpa: terms.upiId,
          payee: terms.payeeName,
          amountPaise: now.amountPaise,
          reference: doc._id,
          note: `${now.kind === "advance" ? "Advance" : "Balance"} for order ${doc._id}`,
        })
      : null;
  return {
    advancePaise: advance,
    paidPaise: paid,
    balancePaise: balance,
    upiLink: link,
    upiAmountPaise: link ? now.amountPaise : 0,
    upiFor: now.kind,
    entries: (doc.payments ?? []).map((p) => ({
      amountPaise: p.amountPaise,
      mode: p.mode,
      utr: p.utr ?? "",
      receivedOn: p.receivedOn,
      note: p.note ?? "",
      recordedAt: iso(p.at),
      recordedBy: p.byName ?? "",
    })),
  };
}

const issued = (d: OrderDoc["invoice"]) => (d ? { number: d.number, date: d.date, totalPaise: d.totalPaise } : null);

/** The whole order as its customer, the link's holder or the staff see it. */
export function toOrderDto(doc: OrderDoc, body: OrderBody, terms: MoneyTerms, withLink = false): OrderDto {
  return {
    reference: doc._id,
    status: doc.status,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    customer: { name: doc.customer.name, phone: doc.customer.phone, email: doc.customer.email ?? "" },
    guest: !doc.owner,
    boardsBy: doc.boardsBy,
    pasting: doc.pasting,
    fulfilment: doc.fulfilment,
    deliveryAddress: doc.deliveryAddress ?? "",
    deliveryPincode: doc.deliveryPincode ?? "",
    leftovers: doc.leftovers ?? null,
    promisedOn: doc.promisedOn ?? "",
    promiseReason: doc.promiseReason ?? "",
    requiredBy: doc.requiredBy,
    site: doc.site ?? "",
    notes: doc.notes ?? "",
    language: doc.language === "ta" ? "ta" : "en",
    cutList: body.cutList,
    plans: body.plans,
    materials: body.materials ?? {},
    materialsTa: body.materialsTa ?? {},
    estimate: body.estimate,
    confirmedPaise: doc.confirmedPaise ?? null,
    cancelReason: doc.cancelReason ?? "",
    history: (doc.history ?? []).map((h) => ({
      kind: h.kind,
      status: h.status,
      at: iso(h.at),
      byRole: h.byRole,
      byName: h.byName ?? "",
      reason: h.reason ?? "",
      ...(h.said ? { said: h.said } : {}),
      confirmedPaise: h.confirmedPaise ?? null,
    })),
    ...(withLink ? { link: orderLink(doc._id, doc.accessKey) } : {}),
    billing: doc.billing ? { ...doc.billing, gstin: doc.billing.gstin ?? "" } : null,
    payment: paymentOf(doc, terms),
    invoice: issued(doc.invoice),
    creditNote: issued(doc.creditNote),
    challan: issued(doc.challan),
    production: productionOf(doc),
    batch: doc.batch ?? "",
  };
}

/**
 * The order as the floor sees it (issue 51): its pieces and how to cut them, nothing of the customer but the
 * reference (no name, phone, e-mail, address or site) and no money (no estimate, price, payments, invoice or billing).
 */
/** A plan as the floor reads it: a piece from a customer's shelf is the customer's board, never named (probe M-1). */
export const plansForTheFloor = <P extends { sources?: BoardSource[] }>(plans: P[]): P[] =>
  plans.map((p) =>
    p.sources?.some((s) => s.shelf) ? { ...p, sources: p.sources.map((s) => (s.shelf ? { ...s, shelf: { ...s.shelf, owner: "" } } : s)) } : p,
  );

export function forTheFloor(o: OrderDto): OrderDto {
  return {
    ...o,
    plans: plansForTheFloor(o.plans),
    // The customer's own words may carry a phone number or a name (probe I-1): the floor works from the parts' notes.
    notes: "",
    customer: { name: "", phone: "", email: "" },
    deliveryAddress: "",
    deliveryPincode: "",
    site: "",
    estimate: { ...o.estimate, lines: [], subtotalPaise: 0, gstPaise: 0, totalPaise: 0, remarks: [], remarkWords: [] },
    confirmedPaise: null,
    history: [],
    link: undefined,
    billing: null,
    payment: { advancePaise: 0, paidPaise: 0, balancePaise: 0, upiLink: null, upiAmountPaise: 0, upiFor: "advance", entries: [] },
    invoice: null,
    creditNote: null,
    challan: null,
  };
}

/** A list row; `today` (YYYY-MM-DD in India) decides "overdue". */
export function toSummaryDto(doc: OrderSummaryDoc, today: string): OrderSummaryDto {
  return {
    reference: doc._id,
    status: doc.status,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    requiredBy: doc.requiredBy,
    customer: { name: doc.customer.name, phone: doc.customer.phone },
    site: doc.site ?? "",
    fulfilment: doc.fulfilment,
    parts: doc.parts,
    sheets: doc.sheets,
    estimateTotalPaise: doc.estimateTotalPaise,
    confirmedPaise: doc.confirmedPaise ?? null,
    overdue: OPEN_STATUSES.includes(doc.status) && doc.requiredBy < today,
    paidPaise: doc.paidPaise ?? 0,
    balancePaise: dueOf(doc) - (doc.paidPaise ?? 0),
    production: productionOf(doc),
  };
}

/** POST /api/orders/estimate's answer: the estimate, the sheets per material it priced, and the tariff it used. */
export interface EstimateAnswer {
  estimate: Estimate;
  sheets: (MaterialSheets & { yield: number })[];
  /** Kept by the page to work out an estimate with no network. */
  prices: TariffPrices;
}

/** One order (GET /api/orders/{reference}); with a message, the answer to placing, changing, attaching or paying it. */
export interface OrderAnswer {
  order: OrderDto;
}

/** POST /api/orders's answer (201 for a new order, 200 for a retry of the same one). */
export type OrderPlaced = Saved<OrderAnswer>;
