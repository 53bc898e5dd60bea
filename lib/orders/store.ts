import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import mongoose, { Types } from "mongoose";
import type { Session } from "@/lib/auth/guards";
import { connectToDatabase } from "@/lib/db/connect";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import type { EstimateRequest, OrderCreateInput, OrderUpdateInput } from "@/lib/validation/order";
import { Order } from "@/models/Order";
import { orderLink, type AdminOrderListDto, type OrderDto, type OrderHistoryDto, type OrderListDto, type OrderSummaryDto } from "./dto";
import { computeEstimate, type Estimate } from "./estimate";
import { sheetsOf, type MaterialPlan } from "@/lib/cutting/list/by-material";
import { cachedPlanByMaterial } from "@/lib/cutting/planning/cache";
import { formatOrderReference, indiaToday, orderYear } from "./reference";
import { catchUp, proposeSeq } from "./sequence";
import { canMove, customerCanCancel, isFinal, OPEN_STATUSES, ORDER_STATUSES, STATUS_LABEL, type OrderStatus } from "./status";
import { getTariff } from "./tariff";
import { newestFirstPage } from "@/lib/db/page";

interface OrderLean {
  _id: Types.ObjectId;
  reference: string;
  year: number;
  seq: number;
  owner: Types.ObjectId | null;
  accessKey: string;
  idempotencyKey: string;
  fingerprint: string;
  customer: { name: string; phone: string; email?: string };
  boardsBy: OrderDto["boardsBy"];
  pasting: OrderDto["pasting"];
  fulfilment: OrderDto["fulfilment"];
  deliveryAddress?: string;
  requiredBy: string;
  site?: string;
  notes?: string;
  cutList: OrderDto["cutList"];
  plans: MaterialPlan[];
  estimate: Estimate;
  status: OrderStatus;
  confirmedPaise: number | null;
  cancelReason?: string;
  history: (Omit<OrderHistoryDto, "at"> & { at: Date })[];
  createdAt: Date;
  updatedAt: Date;
}

/** Who is acting: a signed-in account, or a guest (with the order's key for changes). */
export type Actor = { kind: "user"; session: Session } | { kind: "guest" };

const iso = (d: Date | string) => new Date(d).toISOString();

export function toOrderDto(doc: OrderLean, withLink = false): OrderDto {
  return {
    reference: doc.reference,
    status: doc.status,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    customer: { name: doc.customer.name, phone: doc.customer.phone, email: doc.customer.email ?? "" },
    guest: !doc.owner,
    boardsBy: doc.boardsBy,
    pasting: doc.pasting,
    fulfilment: doc.fulfilment,
    deliveryAddress: doc.deliveryAddress ?? "",
    requiredBy: doc.requiredBy,
    site: doc.site ?? "",
    notes: doc.notes ?? "",
    cutList: doc.cutList,
    plans: doc.plans,
    estimate: doc.estimate,
    confirmedPaise: doc.confirmedPaise ?? null,
    cancelReason: doc.cancelReason ?? "",
    history: (doc.history ?? []).map((h) => ({
      kind: h.kind,
      status: h.status,
      at: iso(h.at),
      byRole: h.byRole,
      byName: h.byName ?? "",
      reason: h.reason ?? "",
      confirmedPaise: h.confirmedPaise ?? null,
    })),
    ...(withLink ? { link: orderLink(doc.reference, doc.accessKey) } : {}),
  };
}

function isOverdue(doc: Pick<OrderLean, "status" | "requiredBy">, today = indiaToday()): boolean {
  return OPEN_STATUSES.includes(doc.status) && doc.requiredBy < today;
}

function toSummary(doc: OrderLean, today: string): OrderSummaryDto {
  return {
    reference: doc.reference,
    status: doc.status,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    requiredBy: doc.requiredBy,
    customer: { name: doc.customer.name, phone: doc.customer.phone },
    site: doc.site ?? "",
    fulfilment: doc.fulfilment,
    parts: (doc.cutList?.rows ?? []).reduce((n, r) => n + r.quantity, 0),
    sheets: (doc.plans ?? []).reduce((n, p) => n + (p.plan?.sheets?.length ?? 0), 0),
    estimateTotalPaise: doc.estimate?.totalPaise ?? 0,
    confirmedPaise: doc.confirmedPaise ?? null,
    overdue: isOverdue(doc, today),
  };
}

const SUMMARY_FIELDS =
  "reference status createdAt updatedAt requiredBy customer site fulfilment cutList.rows.quantity plans.plan.sheets.placements.part estimate.totalPaise confirmedPaise";

/**
 * Plans the list and prices it from the stored tariff: the browser's figures are never used.
 * `client` is the fairness key of the planning threads' queue.
 */
export async function estimateFor(
  input: Pick<EstimateRequest, "cutList" | "boardsBy" | "pasting">,
  client = "",
): Promise<{ plans: MaterialPlan[]; estimate: Estimate }> {
  const { plans, problems } = await cachedPlanByMaterial(input.cutList, client);
  if (Object.keys(problems).length) throw new ValidationError(problems, "Some parts do not fit on their sheet.");
  const tariff = await getTariff();
  const estimate = computeEstimate(input.cutList, sheetsOf(plans), tariff.prices, { boardsBy: input.boardsBy, pasting: input.pasting });
  return { plans, estimate };
}

function fingerprintOf(input: OrderCreateInput, ownerId: string | null): string {
  const rest: Partial<OrderCreateInput> = { ...input };
  delete rest.idempotencyKey;
  return createHash("sha256").update(JSON.stringify({ ownerId, rest })).digest("hex");
}

function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: number } | null)?.code === 11000;
}

/** The order stored under an idempotency key, if the same submitter sent the same order; 409 if the key was reused for another. */
async function replay(idempotencyKey: string, fingerprint: string): Promise<OrderDto | null> {
  const existing = await Order.findOne({ idempotencyKey }).lean<OrderLean>();
  if (!existing) return null;
  if (existing.fingerprint !== fingerprint) {
    throw new ConflictError("This order key was already used for a different order. Reload the page and place the order again.", {
      idempotencyKey: "already used for a different order",
    });
  }
  return toOrderDto(existing, true);
}

/** The stored order for this submission when it is a retry or a double tap (null for a new one; 409 for a reused key). */
export async function replayedOrder(input: OrderCreateInput, actor: Actor): Promise<OrderDto | null> {
  await connectToDatabase();
  return replay(input.idempotencyKey, fingerprintOf(input, actor.kind === "user" ? actor.session.user._id : null));
}

/**
 * Stores an order whole (one insert) or not at all, with the next reference of
 * the year. The same idempotency key and order again returns the first order
 * (created: false), also when both arrive at the same moment.
 */
export async function createOrder(input: OrderCreateInput, actor: Actor): Promise<{ order: OrderDto; created: boolean }> {
  await connectToDatabase();
  const ownerId = actor.kind === "user" ? actor.session.user._id : null;
  const fingerprint = fingerprintOf(input, ownerId);
  const earlier = await replay(input.idempotencyKey, fingerprint);
  if (earlier) return { order: earlier, created: false };

  let customer: { name: string; phone: string; email: string };
  if (actor.kind === "user") {
    const u = actor.session.user;
    customer = { name: u.name, phone: u.phone ?? "", email: u.email };
  } else {
    if (!input.guest)
      throw new ValidationError(
        { "guest.name": "Name is required", "guest.phone": "Phone is required" },
        "Please give your name and phone number, or sign in.",
      );
    customer = { name: input.guest.name, phone: input.guest.phone, email: input.guest.email ?? "" };
  }

  const { plans, estimate } = await estimateFor(input);
  const now = new Date();
  const year = orderYear(now);
  const accessKey = randomBytes(32).toString("base64url");
  const digits = customer.phone.replace(/\D/g, "");
  const base = {
    year,
    owner: ownerId ? new Types.ObjectId(ownerId) : null,
    accessKey,
    idempotencyKey: input.idempotencyKey,
    fingerprint,
    customer,
    boardsBy: input.boardsBy,
    pasting: input.pasting,
    fulfilment: input.fulfilment,
    deliveryAddress: input.fulfilment === "delivery" ? (input.deliveryAddress ?? "") : "",
    requiredBy: input.requiredBy,
    site: input.site ?? "",
    notes: input.notes ?? "",
    cutList: input.cutList,
    plans,
    estimate,
    status: "received" as const,
    confirmedPaise: null,
    history: [
      {
        kind: "status",
        status: "received",
        at: now,
        byRole: actor.kind === "user" ? "customer" : "guest",
        byName: customer.name,
        byId: ownerId ? new Types.ObjectId(ownerId) : null,
        reason: "",
        confirmedPaise: null,
      },
    ],
  };

  for (let attempt = 0; attempt < 40; attempt++) {
    const seq = await proposeSeq(year);
    const reference = formatOrderReference(year, seq);
    const search = [reference, customer.name, customer.phone, digits, customer.email, input.site ?? ""].join(" ").toLowerCase().slice(0, 800);
    try {
      const doc = await Order.create({ ...base, reference, seq, search });
      return { order: toOrderDto(doc.toObject() as unknown as OrderLean, true), created: true };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // A twin of this very submission got in first: answer with it.
      const twin = await replay(input.idempotencyKey, fingerprint);
      if (twin) return { order: twin, created: false };
      // Otherwise the reference was taken (a lost counter update): catch the counter up and try the next number.
      await catchUp(year);
    }
  }
  throw new ConflictError("Too many orders arrived at once. Please try again in a moment.");
}

function keyMatches(given: string | null | undefined, stored: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who is looking: the signed-in account (from the API's session or the page's cookie), and the guest link's key. */
export type Viewer = { user: Pick<Session["user"], "_id" | "role" | "name"> | null; key?: string | null };

function mayView(doc: OrderLean, viewer: Viewer): "admin" | "owner" | "key" | null {
  if (viewer.user?.role === "admin") return "admin";
  if (viewer.user && doc.owner && String(doc.owner) === viewer.user._id) return "owner";
  if (keyMatches(viewer.key, doc.accessKey)) return "key";
  return null;
}

async function findByReference(reference: string): Promise<OrderLean | null> {
  await connectToDatabase();
  return Order.findOne({ reference: reference.toUpperCase() }).lean<OrderLean>();
}

/** The order for someone allowed to see it; null (→ 404, never 403) for anyone else, so references cannot be probed. */
export async function getOrderFor(reference: string, viewer: Viewer): Promise<{ order: OrderDto; access: "admin" | "owner" | "key" } | null> {
  const doc = await findByReference(reference);
  if (!doc) return null;
  const access = mayView(doc, viewer);
  if (!access) return null;
  // Admins get the guest link (to send it on WhatsApp); a key holder already has it; owners get it too (to share with a carpenter).
  return { order: toOrderDto(doc, true), access };
}

export async function listMyOrders(ownerId: string, page = 1, limit = 20): Promise<OrderListDto> {
  await connectToDatabase();
  const { docs, ...paging } = await newestFirstPage<OrderLean>(Order, { owner: new Types.ObjectId(ownerId) }, SUMMARY_FIELDS, page, limit);
  const today = indiaToday();
  return { items: docs.map((d) => toSummary(d, today)), ...paging };
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const IST = "+05:30";

/** Filter of the console and the CSV export; dates are days in India, both ends included. */
function adminFilter(opts: { status?: string; q?: string; from?: string; to?: string }): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (opts.status === "overdue") {
    filter.status = mongoose.trusted({ $in: OPEN_STATUSES });
    filter.requiredBy = mongoose.trusted({ $lt: indiaToday() });
  } else if (opts.status) filter.status = opts.status;
  const created: Record<string, Date> = {};
  if (opts.from) created.$gte = new Date(`${opts.from}T00:00:00${IST}`);
  if (opts.to) created.$lt = new Date(new Date(`${opts.to}T00:00:00${IST}`).getTime() + 86_400_000);
  if (Object.keys(created).length) filter.createdAt = mongoose.trusted(created);
  const term = opts.q?.trim().toLowerCase().slice(0, 100);
  if (term) {
    const digits = term.replace(/\D/g, "");
    const alternatives: Record<string, unknown>[] = [{ search: mongoose.trusted({ $regex: escapeRegex(term) }) }];
    // "98765 43210" and "+91-98765-43210" find the same order.
    if (digits.length >= 4 && digits !== term) alternatives.push({ search: mongoose.trusted({ $regex: escapeRegex(digits) }) });
    filter.$or = mongoose.trusted(alternatives);
  }
  return filter;
}

export async function listAdminOrders(opts: {
  status?: string;
  q?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}): Promise<AdminOrderListDto> {
  await connectToDatabase();
  const limit = opts.limit ?? 20;
  const page = opts.page ?? 1;
  const filter = adminFilter(opts);
  const [{ docs, ...paging }, counts] = await Promise.all([newestFirstPage<OrderLean>(Order, filter, SUMMARY_FIELDS, page, limit), orderCounts()]);
  const today = indiaToday();
  return { items: docs.map((d) => toSummary(d, today)), ...paging, counts };
}

/** Orders per status, all of them, and the open ones past their required-by date (the dashboard). */
export async function orderCounts(): Promise<AdminOrderListDto["counts"]> {
  await connectToDatabase();
  const today = indiaToday();
  const perStatus = await Promise.all(ORDER_STATUSES.map((s) => Order.countDocuments({ status: s })));
  const overdue = await Order.countDocuments({ status: mongoose.trusted({ $in: OPEN_STATUSES }), requiredBy: mongoose.trusted({ $lt: today }) });
  const counts = { all: 0, overdue } as AdminOrderListDto["counts"];
  ORDER_STATUSES.forEach((s, i) => {
    counts[s] = perStatus[i];
    counts.all += perStatus[i];
  });
  return counts;
}

/** The open orders past their required-by date, oldest first (the dashboard's list). */
export async function overdueOrders(limit = 10): Promise<OrderSummaryDto[]> {
  await connectToDatabase();
  const today = indiaToday();
  const docs = await Order.find({ status: mongoose.trusted({ $in: OPEN_STATUSES }), requiredBy: mongoose.trusted({ $lt: today }) }, SUMMARY_FIELDS)
    .sort({ requiredBy: 1 })
    .limit(limit)
    .lean<OrderLean[]>();
  return docs.map((d) => toSummary(d, today));
}

export const EXPORT_MAX_ORDERS = 10_000;

export async function ordersForExport(opts: { status?: string; q?: string; from?: string; to?: string }): Promise<OrderDto[]> {
  await connectToDatabase();
  const docs = await Order.find(adminFilter(opts)).sort({ createdAt: 1, _id: 1 }).limit(EXPORT_MAX_ORDERS).lean<OrderLean[]>();
  return docs.map((d) => toOrderDto(d));
}

/**
 * A status change or a confirmed-price edit. Admins move an order along the
 * status machine; the customer (or the guest link's holder) may only cancel,
 * and only while it is "received". Each change is one conditional update on
 * the status read just before (409 if it moved meanwhile), with its history entry.
 */
export async function updateOrder(reference: string, change: OrderUpdateInput, viewer: Viewer): Promise<OrderDto> {
  const doc = await findByReference(reference);
  const access = doc ? mayView(doc, viewer) : null;
  if (!doc || !access) throw new NotFoundError("Order not found");
  const admin = access === "admin";
  const from = doc.status;
  const now = new Date();
  const user = access === "key" ? null : viewer.user;
  const by = {
    byRole: admin ? "admin" : access === "owner" ? "customer" : "guest",
    byName: user ? user.name : doc.customer.name,
    byId: user ? new Types.ObjectId(user._id) : null,
  };

  if (!admin) {
    if (change.confirmedPaise !== undefined || (change.status && change.status !== "cancelled")) {
      throw new ForbiddenError("Only the workshop can change this. You can cancel the order while it is still “Received”.");
    }
    if (!customerCanCancel(from)) {
      throw new ConflictError(`This order is already ${STATUS_LABEL[from].toLowerCase()}; please call or message the workshop to cancel it.`, {
        status: "can no longer be cancelled online",
      });
    }
  }

  const set: Record<string, unknown> = {};
  const entries: Record<string, unknown>[] = [];
  let price = change.confirmedPaise;

  if (change.status && change.status !== from) {
    const to = change.status;
    if (!canMove(from, to)) {
      throw new ConflictError(`An order that is ${STATUS_LABEL[from].toLowerCase()} cannot become ${STATUS_LABEL[to].toLowerCase()}.`, {
        status: `not allowed from ${from}`,
      });
    }
    if (to === "confirmed" && price === undefined && doc.confirmedPaise == null) {
      throw new ValidationError({ confirmedPaise: "Give the confirmed price to confirm the order" });
    }
    const reason = change.reason?.trim() ?? "";
    if (to === "cancelled") {
      if (admin && !reason) throw new ValidationError({ reason: "Give a reason for cancelling" });
      set.cancelReason = reason || "Cancelled by the customer.";
    }
    if (price !== undefined) set.confirmedPaise = price;
    set.status = to;
    entries.push({
      kind: "status",
      status: to,
      at: now,
      ...by,
      reason: to === "cancelled" ? set.cancelReason : reason,
      confirmedPaise: to === "confirmed" ? (price ?? doc.confirmedPaise) : null,
    });
    price = undefined;
  } else if (change.status === from && price === undefined) {
    return toOrderDto(doc, true);
  }

  if (price !== undefined) {
    if (isFinal(from))
      throw new ConflictError(`The price of a ${STATUS_LABEL[from].toLowerCase()} order cannot change.`, { confirmedPaise: "order is closed" });
    set.confirmedPaise = price;
    entries.push({ kind: "price", status: from, at: now, ...by, reason: change.reason?.trim() ?? "", confirmedPaise: price });
  }

  const res = await Order.updateOne({ _id: doc._id, status: from }, { $set: set, $push: { history: { $each: entries } } });
  if (res.matchedCount === 0) throw new ConflictError("The order changed while you were looking at it. Reload and try again.");
  const fresh = await Order.findById(doc._id).lean<OrderLean>();
  return toOrderDto(fresh!, true);
}
