import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { Types } from "mongoose";
import type { Session } from "@/lib/auth/guards";
import { canWriteNow, connectToDatabase, isDatabaseDown } from "@/lib/db/connect";
import { ConflictError, ValidationError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import type { Locale } from "@/lib/i18n/locales";
import { getBusiness } from "@/lib/business/settings";
import type { OrderDoc, OrderHistoryEntry } from "@/models/Order";
import { toOrderDto, type OrderDto } from "./dto";
import { estimateFor } from "./pricing";
import { orderYear } from "./reference";
import type { OrderCreateInput } from "./schema";
import { insertOrder } from "./store/create";
import { claimKey, findByKey, releaseKey } from "./store/idempotency";
import { fileListPrint, listPrint, openOrderOfList } from "./store/placed-lists";
import { withLock } from "@/lib/db/lock";
import { holdForOrder } from "@/lib/rack/reservations";
import { fullDto } from "./view";

/**
 * Placing an order: "the same order sent twice is stored once" (a retry, a double tap or the phone's outbox sending
 * again carry the same idempotency key, ./store/idempotency.ts), planned and priced on the server (./pricing.ts), and
 * stored whole or not at all (./store/create.ts).
 */

/** Who is placing it: a signed-in account, or a guest. */
export type Placer = { kind: "user"; session: Session } | { kind: "guest" };

function fingerprintOf(input: OrderCreateInput, ownerId: string | null): string {
  const rest: Partial<OrderCreateInput> = { ...input };
  delete rest.idempotencyKey;
  // Saying "order it again" after the refusal below is the same order, not a different use of the key.
  delete rest.again;
  delete rest.listId;
  // The same order with the page's plan worked out again is still the same order.
  delete rest.plans;
  return createHash("sha256").update(JSON.stringify({ ownerId, rest })).digest("hex");
}

const ownerIdOf = (placer: Placer) => (placer.kind === "user" ? placer.session.user._id : null);

/** The stored order for this submission when it is a retry or a double tap (null for a new one; 409 for a reused key). */
export async function replayedOrder(input: OrderCreateInput, placer: Placer): Promise<OrderDto | null> {
  await connectToDatabase();
  const stored = await findByKey(input.idempotencyKey, fingerprintOf(input, ownerIdOf(placer)));
  return stored ? fullDto(stored._id) : null;
}

function customerOf(input: OrderCreateInput, placer: Placer): OrderDoc["customer"] {
  if (placer.kind === "user") {
    const u = placer.session.user;
    return { name: u.name, phone: u.phone ?? "", email: u.email };
  }
  if (!input.guest) {
    throw new ValidationError({ "guest.name": refusal("nameRequired"), "guest.phone": refusal("phoneRequired") }, refusal("giveNameAndPhone"));
  }
  return { name: input.guest.name, phone: input.guest.phone, email: input.guest.email ?? "" };
}

/**
 * 409 when this list is already an open order of the same customer (the back button, a second tab), naming it; the
 * customer's own order is linked (`Location`). `again: true` places it as a second order of the same list.
 */
async function refuseIfOrdered(input: OrderCreateInput, print: string | null, ownerId: string | null): Promise<void> {
  if (input.again || !print) return;
  const earlier = await openOrderOfList(print);
  if (!earlier) return;
  throw new ConflictError(
    refusal("alreadyOrdered", { ref: earlier }),
    { again: refusal("alreadyOrderedField", { ref: earlier }) },
    ownerId ? { Location: `/orders/${earlier}` } : {},
  );
}

/**
 * Places the order under the next reference of the year. The same idempotency key and order again returns the first
 * order (created: false), also when both arrive at the same moment.
 */
export async function createOrder(
  input: OrderCreateInput,
  placer: Placer,
  client = "",
  language: Locale = "en",
): Promise<{ order: OrderDto; created: boolean }> {
  await connectToDatabase();
  const ownerId = ownerIdOf(placer);
  const fingerprint = fingerprintOf(input, ownerId);
  const customer = customerOf(input, placer);

  const claim = await claimKey(input.idempotencyKey, fingerprint);
  if (claim.kind === "stored") return { order: (await fullDto(claim.order._id))!, created: false };

  const print = listPrint({ ownerId, phone: customer.phone }, input);
  let stored: OrderDoc | null = null;
  try {
    await refuseIfOrdered(input, print, ownerId);
    const { cutList, plans, estimate, materials, materialsTa, shelfIds } = await estimateFor(input, client, "order", ownerId ?? "");
    const body = { cutList, plans, estimate, materials, ...(Object.keys(materialsTa).length ? { materialsTa } : {}) };
    const now = new Date();
    const owner = ownerId ? new Types.ObjectId(ownerId) : null;
    const first: OrderHistoryEntry = {
      kind: "status",
      status: "received",
      at: now,
      byRole: placer.kind === "user" ? "customer" : "guest",
      byName: customer.name,
      byId: owner,
      reason: "",
      confirmedPaise: null,
    };
    // Checked again and filed under the list's lock: two tabs placing the same list at once make one order.
    stored = await withLock(`placed-list:${print ?? input.idempotencyKey}`, async () => {
      await refuseIfOrdered(input, print, ownerId);
      const inserted = await insertOrder(
        {
          year: orderYear(now),
          owner,
          accessKey: randomBytes(32).toString("base64url"),
          idempotencyKey: input.idempotencyKey,
          fingerprint,
          customer,
          boardsBy: input.boardsBy,
          pasting: input.pasting,
          fulfilment: input.fulfilment,
          deliveryAddress: input.fulfilment === "delivery" ? (input.deliveryAddress ?? "") : "",
          deliveryPincode: input.fulfilment === "delivery" ? (input.deliveryPincode ?? "") : "",
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
        },
        body,
      );
      if (print) await fileListPrint(print, inserted._id);
      return inserted;
    });
    // The customer's shelf pieces its plan is cut from are its own from now on: no other estimate or order plans on them.
    if (shelfIds?.length) await holdForOrder(stored._id, shelfIds);
    return { order: toOrderDto(stored, body, await getBusiness(), true), created: true };
  } catch (err) {
    // Nothing was stored: give the key back so the customer can send the order again at once.
    if (!stored) await releaseKey(input.idempotencyKey, { databaseDown: isDatabaseDown(err) || !canWriteNow() });
    throw err;
  }
}
