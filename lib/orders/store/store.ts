import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Types } from "mongoose";
import type { Session } from "@/lib/auth/guards";
import { atTodaysPrices, sheetsOf, type MaterialPlan } from "@/lib/cutting/list/by-material";
import { cachedPlanByMaterial } from "@/lib/cutting/planning/cache";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import type { EstimateRequest, OrderCreateInput, OrderUpdateInput } from "@/lib/orders/schema";
import { Order, type OrderDoc, type OrderHistoryEntry } from "@/models/Order";
import { fileNewOrder, fileOrder, fileTermsSoon, fileUnderOwner, refileIfNeeded, summariesOf, unfileNewOrder } from "./book";
import { changeOrder } from "./change";
import { orderLink, toOrderDto, type OrderDto } from "../dto";
import { computeEstimate, sheetCharges, type Estimate } from "../estimate";
import { claimKey, findByKey, noteReference, releaseKey } from "./idempotency";
import { packOrderBody, readOrderBody, rewriteOrderBody, storeOrderBody, type OrderBody } from "./order-body";
import { previewForOrder, releaseForOrder, reserveForOrder, takeForOrder } from "@/lib/rack/offcuts";
import { formatOrderReference, orderYear } from "../reference";
import type { ConfirmationPreview } from "../confirmation";
import { proposeSeq, raiseSeq } from "./sequence";
import { canMove, customerCanCancel, isFinal, STATUS_LABEL } from "../status";
import { getTariff } from "../tariff";
import type { TariffPrices } from "../tariff-items";
import { getBusiness } from "@/lib/business/settings";
import { getCatalog } from "@/lib/rack/catalog";
import { namesFor, withWorkshopSaw, type Catalog, type MaterialNames } from "@/lib/cutting/list/materials";

export { listAdminOrders, listMyOrders, ordersForExport, overdueOrders } from "./listings";
export { orderCounts } from "./book";

/** Who is acting: a signed-in account, or a guest (with the order's key for changes). */
export type Actor = { kind: "user"; session: Session } | { kind: "guest" };

/**
 * Plans the list and prices it from the stored tariff: the browser's figures are never used. The page's own
 * plan of a material is taken instead of planning it again when it holds up for the workshop's boards
 * (lib/cutting/engine/adopt.ts), so the estimate and the order are for the plan the customer saw.
 * `client` is the fairness key of the planning threads' queue; `priority` puts an order ahead of previews.
 */
export async function estimateFor(
  input: Pick<EstimateRequest, "cutList" | "boardsBy" | "pasting" | "plans">,
  client = "",
  priority: "order" | "preview" = "preview",
): Promise<{ cutList: EstimateRequest["cutList"]; plans: MaterialPlan[]; estimate: Estimate; materials: MaterialNames; prices: TariffPrices }> {
  const catalog = await getCatalog();
  // Planned and priced on the workshop's saw, never the request's (issue 36); an order is stored with it.
  const cutList = withWorkshopSaw(input.cutList, catalog);
  const claimed = input.plans?.length ? { claimed: Object.fromEntries(input.plans.map((p) => [p.material, p])) } : {};
  const tariff = await getTariff();
  // Every board weighed with the per-sheet work the customer pays for it (issue 36), as the page weighs it.
  const charges = sheetCharges(catalog, tariff.prices, input.pasting);
  const { plans, problems } = await cachedPlanByMaterial(cutList, catalog, client, priority, { ...claimed, charges });
  if (Object.keys(problems).length) throw new ValidationError(problems, problemsMessage(problems));
  const estimate = computeEstimate(cutList, sheetsOf(plans), tariff.prices, { boardsBy: input.boardsBy, pasting: input.pasting }, catalog);
  return { cutList, plans, estimate, materials: namesFor(catalog, new Set(cutList.rows.map((r) => r.material))), prices: tariff.prices };
}

const problemsMessage = (problems: Record<string, string>) =>
  Object.keys(problems).some((k) => k.endsWith(".material"))
    ? "Some parts name a board the workshop does not offer."
    : "Some parts do not fit on their sheet.";

function fingerprintOf(input: OrderCreateInput, ownerId: string | null): string {
  const rest: Partial<OrderCreateInput> = { ...input };
  delete rest.idempotencyKey;
  // The same order with the page's plan worked out again is still the same order.
  delete rest.plans;
  return createHash("sha256").update(JSON.stringify({ ownerId, rest })).digest("hex");
}

const ownerIdOf = (actor: Actor) => (actor.kind === "user" ? actor.session.user._id : null);

/** The whole order: its document and its packed body (two reads by `_id`). */
async function readWhole(ref: string): Promise<{ doc: OrderDoc; body: OrderBody } | null> {
  const doc = await Order.findById(ref).lean<OrderDoc>();
  if (!doc) return null;
  const body = await readOrderBody(doc.bodyId);
  if (!body) throw new Error(`order ${ref} has no body ${doc.bodyId}`);
  await refileIfNeeded(doc); // a list update that was interrupted earlier
  return { doc, body };
}

async function fullDto(ref: string, withLink = true): Promise<OrderDto | null> {
  const [whole, terms] = await Promise.all([readWhole(ref), getBusiness()]);
  return whole ? toOrderDto(whole.doc, whole.body, terms, withLink) : null;
}

/** The stored order for this submission when it is a retry or a double tap (null for a new one; 409 for a reused key). */
export async function replayedOrder(input: OrderCreateInput, actor: Actor): Promise<OrderDto | null> {
  await connectToDatabase();
  const stored = await findByKey(input.idempotencyKey, fingerprintOf(input, ownerIdOf(actor)));
  return stored ? fullDto(stored._id) : null;
}

function customerOf(input: OrderCreateInput, actor: Actor): OrderDoc["customer"] {
  if (actor.kind === "user") {
    const u = actor.session.user;
    return { name: u.name, phone: u.phone ?? "", email: u.email };
  }
  if (!input.guest) {
    throw new ValidationError(
      { "guest.name": "Name is required", "guest.phone": "Phone is required" },
      "Please give your name and phone number, or sign in.",
    );
  }
  return { name: input.guest.name, phone: input.guest.phone, email: input.guest.email ?? "" };
}

/**
 * Stores an order whole or not at all, under the next reference of the year:
 * its packed body is inserted under the reference first (the insert that makes
 * the number its own), the idempotency claim names the reference, the book's
 * lists file it, and the order document, already filed, is inserted last (the
 * moment the order exists). The same idempotency key and order again returns
 * the first order (created: false), also when both arrive at the same moment.
 */
export async function createOrder(
  input: OrderCreateInput,
  actor: Actor,
  client = "",
  language: Locale = "en",
): Promise<{ order: OrderDto; created: boolean }> {
  await connectToDatabase();
  const ownerId = ownerIdOf(actor);
  const fingerprint = fingerprintOf(input, ownerId);
  const customer = customerOf(input, actor);

  const claim = await claimKey(input.idempotencyKey, fingerprint);
  if (claim.kind === "stored") return { order: (await fullDto(claim.order._id))!, created: false };

  let stored: OrderDoc | null = null;
  let placedBody: OrderBody | null = null;
  try {
    const { cutList, plans, estimate, materials } = await estimateFor(input, client, "order");
    const body = { cutList, plans, estimate, materials };
    const packed = packOrderBody(body);
    const now = new Date();
    const year = orderYear(now);
    const owner = ownerId ? new Types.ObjectId(ownerId) : null;
    const first: OrderHistoryEntry = {
      kind: "status",
      status: "received",
      at: now,
      byRole: actor.kind === "user" ? "customer" : "guest",
      byName: customer.name,
      byId: owner,
      reason: "",
      confirmedPaise: null,
    };
    placedBody = body;
    const base: Omit<OrderDoc, "_id" | "seq" | "bodyId"> = {
      year,
      owner,
      accessKey: randomBytes(32).toString("base64url"),
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
      language,
      status: "received",
      confirmedPaise: null,
      cancelReason: "",
      history: [first],
      parts: input.cutList.rows.reduce((n, r) => n + r.quantity, 0),
      sheets: plans.reduce((n, p) => n + p.plan.sheets.length, 0),
      estimateSubtotalPaise: estimate.subtotalPaise,
      estimateGstPaise: estimate.gstPaise,
      estimateTotalPaise: estimate.totalPaise,
      indexed: "received",
      termsFiled: false,
      billing: input.billing ? { ...input.billing, gstin: input.billing.gstin ?? "" } : null,
      payments: [],
      paidPaise: 0,
      invoice: null,
      creditNote: null,
      createdAt: now,
      updatedAt: now,
    };

    let seq = await proposeSeq(year);
    let reference = "";
    for (let attempt = 0; attempt < 40 && !reference; attempt++, seq++) {
      try {
        await storeOrderBody(formatOrderReference(year, seq), packed);
        reference = formatOrderReference(year, seq);
      } catch (err) {
        // The number was taken (two orders were proposed the same number): try the next one.
        if (!isDuplicateKeyError(err)) throw err;
        await raiseSeq(year, seq);
      }
    }
    if (!reference) throw new ConflictError("Too many orders arrived at once. Please try again in a moment.");
    const doc: OrderDoc = { ...base, _id: reference, seq: seq - 1, bodyId: reference };
    await noteReference(input.idempotencyKey, reference);
    await fileNewOrder(doc);
    try {
      await Order.create(doc);
    } catch (err) {
      await unfileNewOrder(doc).catch(() => undefined);
      throw err;
    }
    stored = doc;
  } catch (err) {
    // Nothing was stored: give the key back so the customer can send the order again at once.
    if (!stored) await releaseKey(input.idempotencyKey);
    throw err;
  }

  fileTermsSoon(stored);
  return { order: toOrderDto(stored, placedBody!, await getBusiness(), true), created: true };
}

function keyMatches(given: string | null | undefined, stored: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who is looking: the signed-in account (from the API's session or the page's cookie), and the guest link's key. */
export type Viewer = { user: Pick<Session["user"], "_id" | "role" | "name"> | null; key?: string | null };
export type Access = "admin" | "owner" | "key";

function mayView(doc: Pick<OrderDoc, "owner" | "accessKey">, viewer: Viewer): Access | null {
  if (viewer.user?.role === "admin") return "admin";
  if (viewer.user && doc.owner && String(doc.owner) === viewer.user._id) return "owner";
  if (keyMatches(viewer.key, doc.accessKey)) return "key";
  return null;
}

/** The order for someone allowed to see it; null (→ 404, never 403) for anyone else, so references cannot be probed. */
export async function getOrderFor(reference: string, viewer: Viewer): Promise<{ order: OrderDto; access: Access } | null> {
  await connectToDatabase();
  const doc = await Order.findById(reference.toUpperCase()).lean<OrderDoc>();
  if (!doc) return null;
  const access = mayView(doc, viewer);
  if (!access) return null;
  const [whole, terms] = await Promise.all([readWhole(doc._id), getBusiness()]);
  if (!whole) return null;
  // Admins get the guest link (to send it on WhatsApp); a key holder already has it; owners get it too (to share with a carpenter).
  return { order: toOrderDto(whole.doc, whole.body, terms, true), access };
}

/** The stored order and its body for someone allowed to see it (the quotation and invoice PDFs); null for anyone else. */
export async function getOrderDocFor(reference: string, viewer: Viewer): Promise<{ doc: OrderDoc; body: OrderBody; access: Access } | null> {
  await connectToDatabase();
  const doc = await Order.findById(reference.toUpperCase()).lean<OrderDoc>();
  const access = doc ? mayView(doc, viewer) : null;
  if (!doc || !access) return null;
  const whole = await readWhole(doc._id);
  return whole ? { ...whole, access } : null;
}

/** The guest link of an order (for the console's WhatsApp message). */
export { orderLink };

/**
 * A status change or a confirmed-price edit. Admins move an order along the
 * status machine; the customer (or the guest link's holder) may only cancel,
 * and only while it is "received". Each change goes through the order's door
 * (./change.ts: its lock, as FerretDB v1 has no atomic conditional update, and
 * its invariants): read, check, write by `_id`; then the lists follow (./book.ts).
 */
export async function updateOrder(reference: string, change: OrderUpdateInput, viewer: Viewer): Promise<OrderDto> {
  const ref = reference.toUpperCase();
  const { doc: updated } = await changeOrder(ref, async (doc) => {
    const access = mayView(doc, viewer);
    if (!access) throw new NotFoundError("Order not found");
    const admin = access === "admin";
    const from = doc.status;
    const now = new Date();
    const user = access === "key" ? null : viewer.user;
    const by = {
      byRole: admin ? ("admin" as const) : access === "owner" ? ("customer" as const) : ("guest" as const),
      byName: user ? user.name : doc.customer.name,
      byId: user ? new Types.ObjectId(user._id) : null,
    };

    if (!admin) {
      if (change.confirmedPaise !== undefined || (change.status && change.status !== "cancelled")) {
        throw new ForbiddenError("Only the workshop can change this. You can cancel the order while it is still “Received”.");
      }
      if (change.status && !customerCanCancel(from)) {
        throw new ConflictError(`This order is already ${STATUS_LABEL[from].toLowerCase()}; please call or message the workshop to cancel it.`, {
          status: "can no longer be cancelled online",
        });
      }
    }

    const set: Partial<OrderDoc> = {};
    const entries: OrderHistoryEntry[] = [];
    let price = change.confirmedPaise;

    if (change.billing) {
      // An invoiced order's billing never changes: the door's invariant refuses it (./invariants.ts).
      set.billing = { ...change.billing, gstin: change.billing.gstin ?? "" };
      entries.push({ kind: "billing", status: from, at: now, ...by, reason: "", confirmedPaise: null });
    }

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
      Object.assign(set, await moveOffcuts(doc, to, by.byName));
      set.status = to;
      entries.push({
        kind: "status",
        status: to,
        at: now,
        ...by,
        reason: to === "cancelled" ? set.cancelReason! : reason,
        confirmedPaise: to === "confirmed" ? (price ?? doc.confirmedPaise) : null,
      });
      price = undefined;
    }

    // The same price again (a double tap on "Mark as confirmed", a resend) changes nothing and writes no history (issue 55).
    if (price !== undefined && price !== doc.confirmedPaise) {
      if (isFinal(from))
        throw new ConflictError(`The price of a ${STATUS_LABEL[from].toLowerCase()} order cannot change.`, { confirmedPaise: "order is closed" });
      set.confirmedPaise = price;
      entries.push({ kind: "price", status: from, at: now, ...by, reason: change.reason?.trim() ?? "", confirmedPaise: price });
    }
    if (!entries.length) return { result: undefined };
    set.history = [...doc.history, ...entries];
    set.updatedAt = now;
    return { set, result: undefined };
  });
  await fileOrder(updated);
  return (await fullDto(ref))!;
}

/** Whether an open order's stored plan cuts from this stored offcut (two reads by `_id`). */
export async function openOrderPlansPiece(reference: string, pieceId: string): Promise<boolean> {
  await connectToDatabase();
  const doc = await Order.findById(reference.toUpperCase()).lean<OrderDoc>();
  if (!doc || isFinal(doc.status)) return false;
  const body = await readOrderBody(doc.bodyId);
  return !!body?.plans.some((p) => (p.sources ?? []).some((s) => s.offcut === pieceId));
}

/** Whether an order with this reference exists and is still open (not completed or cancelled). One read by `_id`. */
export async function isOpenOrder(reference: string): Promise<boolean> {
  await connectToDatabase();
  const o = await Order.findById(reference.toUpperCase()).lean<OrderDoc>();
  return !!o && !isFinal(o.status);
}

/**
 * The offcut store follows the order (lib/rack/offcuts.ts), and confirmation prices it (issue 55): confirming an
 * order the workshop supplies boards for plans it again on the store's free pieces and reserves those its plan uses
 * (the order's body then holds that plan, naming each piece); and every order confirmed is priced at the day's
 * tariff, re-planned or not, so one rule holds whatever the store held (the preview says so). Going into production
 * takes the pieces off the rack; cancelling gives back what is still reserved. Runs under the order's lock, before
 * the order is written: a retry after a crash finds its own reservations and makes the same plan.
 */
async function moveOffcuts(doc: OrderDoc, to: string, byName: string): Promise<Partial<OrderDoc>> {
  if (to === "confirmed") {
    const body = await readOrderBody(doc.bodyId);
    if (!body) return {};
    const [catalog, { prices }] = await Promise.all([getCatalog(), getTariff()]);
    const reserved =
      doc.boardsBy === "workshop" ? await reserveForOrder(doc._id, body.cutList, catalog, sheetCharges(catalog, prices, doc.pasting)) : null;
    const plans = reserved?.plans ?? atTodaysPrices(body.plans, catalog);
    // What the customer is asked to pay follows the plan that will be cut, at today's rates: the estimate's lines are
    // made again, so the order's page and quotation show the boards it will really be cut from and what they cost now.
    const estimate = estimateOfPlans(body.cutList, plans, doc, catalog, prices);
    if (!reserved && JSON.stringify({ plans, estimate }) === JSON.stringify({ plans: body.plans, estimate: body.estimate })) return {};
    await rewriteOrderBody(doc.bodyId, { ...body, plans, estimate });
    return {
      sheets: plans.reduce((n, p) => n + p.plan.sheets.length, 0),
      estimateSubtotalPaise: estimate.subtotalPaise,
      estimateGstPaise: estimate.gstPaise,
      estimateTotalPaise: estimate.totalPaise,
    };
  }
  if (to === "in-production") await takeForOrder(doc._id, byName);
  if (to === "cancelled") await releaseForOrder(doc._id);
  return {};
}

/** The estimate of a list cut on these plans, at today's tariff (the order's own options). */
function estimateOfPlans(
  cutList: OrderBody["cutList"],
  plans: MaterialPlan[],
  doc: Pick<OrderDoc, "boardsBy" | "pasting">,
  catalog: Catalog,
  prices: TariffPrices,
): Estimate {
  return computeEstimate(cutList, sheetsOf(plans), prices, { boardsBy: doc.boardsBy, pasting: doc.pasting }, catalog);
}

/** Confirmation's preview for the console: the plan and price confirming would make; nothing is reserved or written. 404 for an unknown order. */
export async function previewConfirmation(reference: string): Promise<ConfirmationPreview> {
  await connectToDatabase();
  const doc = await Order.findById(reference.toUpperCase()).lean<OrderDoc>();
  if (!doc) throw new NotFoundError("Order not found");
  const body = await readOrderBody(doc.bodyId);
  if (!body) throw new NotFoundError("Order not found");
  const current = body.estimate;
  if (doc.status !== "received") {
    const boards = body.plans.flatMap((p) => p.plan.sheets.map((s) => p.sources?.[s.stock ?? 0]?.label ?? "")).filter(Boolean);
    return {
      currentTotalPaise: current.totalPaise,
      plannedTotalPaise: current.totalPaise,
      replanned: false,
      repriced: false,
      boards,
      lines: current.lines,
    };
  }
  // The same steps as confirming (moveOffcuts): the store's free pieces for the workshop's boards, today's tariff for all.
  const [catalog, tariff] = await Promise.all([getCatalog(), getTariff()]);
  const planned =
    doc.boardsBy === "workshop" ? await previewForOrder(doc._id, body.cutList, catalog, sheetCharges(catalog, tariff.prices, doc.pasting)) : null;
  const plans = planned?.plans ?? atTodaysPrices(body.plans, catalog);
  const estimate = estimateOfPlans(body.cutList, plans, doc, catalog, tariff.prices);
  return {
    currentTotalPaise: current.totalPaise,
    plannedTotalPaise: estimate.totalPaise,
    replanned: !!planned,
    repriced: estimate.totalPaise !== current.totalPaise,
    boards: plans.flatMap((p) => p.plan.sheets.map((s) => p.sources?.[s.stock ?? 0]?.label ?? "")).filter(Boolean),
    lines: estimate.lines,
  };
}

/**
 * Attaches a guest order to the signed-in account: the guest link's key
 * proves it is theirs. Idempotent; 404 for a wrong key (as for any lookup),
 * 409 when another account already holds it.
 */
export async function attachGuestOrder(reference: string, key: string | null, user: Session["user"]): Promise<OrderDto> {
  await connectToDatabase();
  const ref = reference.toUpperCase();
  const owner = new Types.ObjectId(user._id);
  await changeOrder(ref, async (doc) => {
    if (!keyMatches(key, doc.accessKey)) throw new NotFoundError("Order not found");
    if (doc.owner && !doc.owner.equals(owner)) throw new ConflictError("This order is already in another account.");
    return { set: doc.owner ? undefined : { owner, updatedAt: new Date() }, result: undefined };
  });
  await fileUnderOwner(ref, user._id);
  return (await fullDto(ref))!;
}

/** List rows for references (the account page and the console). */
export { summariesOf };
