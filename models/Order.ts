import type { Refusal } from "@/vocabulary/said";
import { LOCALES, type Locale } from "@/vocabulary/locales";
import mongoose, { Schema, type Model, type Types } from "mongoose";
import { ACTOR_ROLES, BOARDS_BY, FULFILMENTS, HISTORY_KINDS, LEFTOVER_CHOICES, ORDER_STATUSES, PASTING_CHOICES } from "@/vocabulary/order";
import type { ActorRole, BoardsBy, Fulfilment, HistoryKind, LeftoverChoice, OrderStatus, PastingChoice } from "@/vocabulary/order";
import { PAYMENT_MODES, type Billing, type PaymentMode } from "@/vocabulary/money";
import type { StationProgress } from "@/vocabulary/stations";

/**
 * A job-work order, stored under its reference (`_id: "KPW-2026-0042"`): every
 * lookup of an order is by `_id`, the only index the embedded database uses.
 * Written once, whole (one insert); then changed only by updates by `_id`
 * under the order's lock (no transactions on FerretDB; docs/ARCHITECTURE.md).
 *
 * The fields a list or a page shows are plain fields; the heavy, read-whole
 * part (the cut list as sent, the server's plans and its estimate) is a packed
 * document of its own (models/OrderBody.ts, `bodyId`), read only when the
 * order itself is shown, so a list of orders never loads a cut list.
 * The lists the order appears in (the console's tabs, the customer's orders,
 * the search terms) are kept by lib/orders/store/book.ts; `indexed` records which of
 * its states they already reflect, so an interrupted update is finished later.
 */
export interface OrderHistoryEntry {
  kind: HistoryKind;
  status: OrderStatus;
  at: Date;
  byRole: ActorRole;
  byName: string;
  byId: Types.ObjectId | null;
  /** As typed, or the English of `said` (the record the audit log and the credit note read). */
  reason: string;
  /** A reason the system wrote itself, as a keyed sentence for the reader's language (lib/orders/history-words.ts). */
  said?: Refusal;
  confirmedPaise: number | null;
}

/** Money received (or, negative, refunded): entries are only ever added (lib/money/payments.ts). */
export interface PaymentEntry {
  amountPaise: number;
  mode: PaymentMode;
  utr: string;
  /** YYYY-MM-DD, as the staff says. */
  receivedOn: string;
  note: string;
  at: Date;
  byName: string;
  byId: Types.ObjectId | null;
  /** The submission's idempotency key (issue 55): the same key is never a second entry, even after a crash. */
  key?: string;
}

/** An order's progress on the floor, kept with its scans (lib/orders/record-scan.ts). */
export interface OrderProduction {
  stations: StationProgress[];
  pieces: number;
  /** Every piece has passed every station it needs. */
  complete: boolean;
  startedAt: Date;
  lastAt: Date;
}

/** The invoice, credit note or challan issued for the order (the document itself is in `invoices`, under its number). */
export interface IssuedDoc {
  number: string;
  date: string;
  totalPaise: number;
}

export interface OrderDoc {
  /** The reference, e.g. KPW-2026-0042. */
  _id: string;
  year: number;
  seq: number;
  /** The signed-in customer; null for a guest. */
  owner: Types.ObjectId | null;
  /** The guest link's secret (32 random bytes, base64url); every order has one. */
  accessKey: string;
  /** From the page: a retry with the same key returns the same order (lib/orders/store/idempotency.ts). */
  idempotencyKey: string;
  /** Hash of the submitted order, so a reused key with a different order is refused. */
  fingerprint: string;
  customer: { name: string; phone: string; email: string };
  boardsBy: BoardsBy;
  pasting: PastingChoice;
  fulfilment: Fulfilment;
  deliveryAddress: string;
  /** The delivery's six-digit PIN code (issue 54: the e-way bill's destination); "" for a pickup or an older order. */
  deliveryPincode?: string;
  /** What becomes of the pieces worth keeping its plan leaves (issue 54); null until the customer chooses. */
  leftovers?: LeftoverChoice | null;
  /** YYYY-MM-DD (a date in India). */
  requiredBy: string;
  site: string;
  notes: string;
  /** The language of the page it was placed from: the workshop's messages about it go out in it (older orders: English). */
  language?: Locale;
  status: OrderStatus;
  confirmedPaise: number | null;
  cancelReason: string;
  history: OrderHistoryEntry[];
  /** What the lists show without opening `body`. */
  parts: number;
  sheets: number;
  estimateSubtotalPaise: number;
  estimateGstPaise: number;
  estimateTotalPaise: number;
  /** The packed {cutList, plans, estimate} (models/OrderBody.ts): the reference itself for orders placed by this version. */
  bodyId: string;
  /** The lists' state this order is filed under: "<status>" once filed (lib/orders/store/book.ts). */
  indexed: string;
  /** True once the order is filed under its search terms (done just after it is placed). */
  termsFiled: boolean;
  /** Who the invoice is made out to; null: the customer's name and address, in the workshop's state. */
  billing?: Billing | null;
  payments?: PaymentEntry[];
  /** The sum of `payments` (kept with them, under the order's lock). */
  paidPaise?: number;
  invoice?: IssuedDoc | null;
  /** The number being written when an invoice was last asked for: a crash between the two writes is finished from it. */
  invoiceAttempt?: string;
  creditNote?: IssuedDoc | null;
  creditNoteAttempt?: string;
  /** The delivery challan its goods travel under (GST Rule 55), when they move before or without an invoice. */
  challan?: IssuedDoc | null;
  challanAttempt?: string;
  /** Where its pieces are on the floor (issue 40): per station, how many have passed of how many pass it. */
  production?: OrderProduction | null;
  /** The cutting batch it is cut in (lib/batches/life.ts), while the batch stands. */
  batch?: string;
  /** Per station id, one character per piece, "1" once it has passed (lib/production/pieces.ts); not in the lists. */
  pieceMarks?: Record<string, string>;
  /** Minutes of work at each station, fixed at confirmation from its plan (lib/capacity/work.ts, issue 70). */
  work?: Record<string, number>;
  /** When it was confirmed: its place in the shop's load (lib/capacity/shop-load.ts). */
  confirmedAt?: Date | null;
  /** The day the workshop promised it ready (YYYY-MM-DD), fixed at confirmation from the load; the office may set a later one. */
  promisedOn?: string;
  /** Why the office moved the promised day (shown to the customer). */
  promiseReason?: string;
  /** The day each station was planned to finish it, at confirmation: a station past its day unfinished puts it at risk. */
  stationDays?: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
}

const historySchema = new Schema<OrderHistoryEntry>(
  {
    kind: { type: String, enum: HISTORY_KINDS, required: true },
    status: { type: String, enum: ORDER_STATUSES, required: true },
    at: { type: Date, required: true },
    byRole: { type: String, enum: ACTOR_ROLES, required: true },
    byName: { type: String, default: "", maxlength: 100 },
    byId: { type: Schema.Types.ObjectId, default: null },
    reason: { type: String, default: "", maxlength: 500 },
    said: { type: Schema.Types.Mixed, default: undefined },
    confirmedPaise: { type: Number, default: null },
  },
  { _id: false },
);

const paymentSchema = new Schema<PaymentEntry>(
  {
    amountPaise: { type: Number, required: true },
    mode: { type: String, enum: PAYMENT_MODES, required: true },
    utr: { type: String, default: "", maxlength: 30 },
    receivedOn: { type: String, required: true, maxlength: 10 },
    note: { type: String, default: "", maxlength: 300 },
    at: { type: Date, required: true },
    byName: { type: String, default: "", maxlength: 100 },
    byId: { type: Schema.Types.ObjectId, default: null },
    key: { type: String, maxlength: 100 },
  },
  { _id: false },
);

const issuedSchema = new Schema<IssuedDoc>(
  { number: { type: String, required: true }, date: { type: String, required: true }, totalPaise: { type: Number, required: true } },
  { _id: false },
);

const billingSchema = new Schema<Billing>(
  {
    name: { type: String, required: true, maxlength: 120 },
    address: { type: String, required: true, maxlength: 300 },
    gstin: { type: String, default: "", maxlength: 15 },
    stateCode: { type: String, required: true, maxlength: 2 },
  },
  { _id: false },
);

const orderSchema = new Schema<OrderDoc>(
  {
    _id: { type: String, required: true, maxlength: 20 },
    year: { type: Number, required: true },
    seq: { type: Number, required: true },
    owner: { type: Schema.Types.ObjectId, default: null },
    accessKey: { type: String, required: true, maxlength: 64 },
    idempotencyKey: { type: String, required: true, maxlength: 100 },
    fingerprint: { type: String, required: true, maxlength: 64 },
    customer: {
      name: { type: String, required: true, maxlength: 100 },
      phone: { type: String, required: true, maxlength: 25 },
      email: { type: String, default: "", maxlength: 254 },
    },
    boardsBy: { type: String, enum: BOARDS_BY, required: true },
    pasting: { type: String, enum: PASTING_CHOICES, required: true },
    fulfilment: { type: String, enum: FULFILMENTS, required: true },
    deliveryAddress: { type: String, default: "", maxlength: 500 },
    deliveryPincode: { type: String, default: "", maxlength: 6 },
    leftovers: { type: String, enum: [...LEFTOVER_CHOICES, null], default: null },
    requiredBy: { type: String, required: true, maxlength: 10 },
    site: { type: String, default: "", maxlength: 120 },
    notes: { type: String, default: "", maxlength: 2000 },
    language: { type: String, enum: LOCALES, default: "en" },
    status: { type: String, enum: ORDER_STATUSES, default: "received", required: true },
    confirmedPaise: { type: Number, default: null },
    cancelReason: { type: String, default: "", maxlength: 500 },
    history: { type: [historySchema], default: [] },
    parts: { type: Number, required: true },
    sheets: { type: Number, required: true },
    estimateSubtotalPaise: { type: Number, required: true },
    estimateGstPaise: { type: Number, required: true },
    estimateTotalPaise: { type: Number, required: true },
    bodyId: { type: String, required: true, maxlength: 40 },
    indexed: { type: String, default: "" },
    termsFiled: { type: Boolean, default: false },
    billing: { type: billingSchema, default: null },
    payments: { type: [paymentSchema], default: [] },
    paidPaise: { type: Number, default: 0 },
    invoice: { type: issuedSchema, default: null },
    invoiceAttempt: { type: String, default: "" },
    creditNote: { type: issuedSchema, default: null },
    creditNoteAttempt: { type: String, default: "" },
    challan: { type: issuedSchema, default: null },
    challanAttempt: { type: String, default: "" },
    batch: { type: String, default: "", maxlength: 20 },
    work: { type: Schema.Types.Mixed, default: undefined },
    confirmedAt: { type: Date, default: null },
    promisedOn: { type: String, default: "", maxlength: 10 },
    promiseReason: { type: String, default: "", maxlength: 300 },
    stationDays: { type: Schema.Types.Mixed, default: undefined },
    production: { type: Schema.Types.Mixed, default: null },
    pieceMarks: { type: Schema.Types.Mixed, default: {} },
  },
  { timestamps: true, versionKey: false, minimize: false, collection: "orderbook" },
);

// No secondary index: every read of an order is by its reference (`_id`); the lists are their own documents
// (lib/orders/store/listings.ts), so an index on owner or status would only cost writes.

export const Order: Model<OrderDoc> = (mongoose.models.Order as Model<OrderDoc>) || mongoose.model<OrderDoc>("Order", orderSchema);
