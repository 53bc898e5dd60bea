/**
 * Orders placed with no network: kept on the phone (IndexedDB, through
 * idb-keyval) with their idempotency key, and sent by themselves when the
 * network is back: at the browser's "online" event, and on the next visit to
 * any page of the site (components/orders/OutboxSender.tsx). The server makes
 * one order per key, so a send that reached the server but whose answer was
 * lost, or two tabs sending at once, still make exactly one order.
 *
 * Loaded only when needed (a dynamic import): the home page ships none of it.
 */
import "client-only";
import { get, promisifyRequest, set, update } from "idb-keyval";
import { ApiError, isTransient } from "@/lib/client/api/request";
import { placeOrder, type OrderRequest } from "@/lib/client/api/orders";
import { useAuthStore } from "@/lib/client/store/auth";
import type { Locale } from "@/lib/i18n/locales";
import { rememberGuestOrder } from "@/lib/client/guest-orders";
import type { OrderDto } from "@/lib/orders/dto";
import { kvStore } from "./kv";
import { OUTBOX_EVENT, OUTBOX_KEY, OUTBOX_SENT_KEY, OUTBOX_WAITING_KEY } from "./outbox-event";

export interface QueuedOrder {
  /** The order's idempotency key (also in `body`). */
  key: string;
  body: Record<string, unknown> & { idempotencyKey: string };
  /** ISO date-time. */
  queuedAt: string;
  /** How many pieces, for the line that says what is waiting. */
  pieces: number;
  /** The language of the page it was placed on: it is sent in it, whichever page sends it (older entries: none). */
  language?: Locale;
  /** The server refused it (a 4xx other than a rate limit): its words; it is not sent again until placed anew. */
  refused?: string;
  /** The server's field-level reasons (`guest.phone` → "Phone is required"), so the form can be opened on them (issue 55). */
  refusedFields?: Record<string, string>;
  /**
   * The id of the account it was placed under (none: a guest's). It is sent only while that account is signed in
   * here: after a logout it is held, with a notice, until that person signs in again or removes it.
   */
  account?: string;
}

/** Whether a waiting order belongs to an account that is not signed in here now (held: not sent). */
export function isHeld(q: Pick<QueuedOrder, "account">, signedInId: string | null | undefined): boolean {
  return !!q.account && q.account !== signedInId;
}

export interface SentOrder {
  key: string;
  reference: string;
  link: string;
  sentAt: string;
}

const OUTBOX = OUTBOX_KEY;
const SENT = OUTBOX_SENT_KEY;
/** Placed orders remembered to show their reference, newest first. */
const SENT_MAX = 10;

const store = kvStore;

async function read<T>(key: string): Promise<T[]> {
  const value = await get<T[]>(key, store());
  return Array.isArray(value) ? value : [];
}

async function changed() {
  const waiting = (await queuedOrders()).filter((q) => !q.refused).length;
  try {
    localStorage.setItem(OUTBOX_WAITING_KEY, String(waiting));
  } catch {
    // storage blocked: pages then look in the outbox itself
  }
  window.dispatchEvent(new Event(OUTBOX_EVENT));
}

export async function queuedOrders(): Promise<QueuedOrder[]> {
  return read<QueuedOrder>(OUTBOX);
}

export async function sentOrders(): Promise<SentOrder[]> {
  return read<SentOrder>(SENT);
}

/** Puts an order in the outbox (the same key again replaces it: a second tap queues nothing twice). */
export async function queueOrder(body: QueuedOrder["body"], pieces: number, language: Locale = "en", account?: string): Promise<void> {
  const list = (await queuedOrders()).filter((q) => q.key !== body.idempotencyKey);
  list.push({ key: body.idempotencyKey, body, queuedAt: new Date().toISOString(), pieces, language, ...(account ? { account } : {}) });
  await set(OUTBOX, list, store());
  await changed();
}

/** One waiting or refused order, by its key (the form opened on a refused order to correct it). */
export async function queuedOrder(key: string): Promise<QueuedOrder | null> {
  return (await queuedOrders()).find((q) => q.key === key) ?? null;
}

/** Forgets a refused order (the customer has seen why). */
export async function dropQueued(key: string): Promise<void> {
  await set(
    OUTBOX,
    (await queuedOrders()).filter((q) => q.key !== key),
    store(),
  );
  await changed();
}

/**
 * The server's 409 for a key whose first send is still being placed (or died mid-way): the only refusal of the order's
 * key that says when to ask again (Retry-After), in whatever language its words are.
 */
export const isStillBeingPlaced = (e: ApiError) => e.status === 409 && "idempotencyKey" in e.errors && e.retryAfter !== undefined;

let sending: Promise<SentOrder[]> | null = null;

/**
 * Sends every waiting order, oldest first; stops at the first that cannot
 * reach the server (still offline, or the server busy). One run at a time in
 * this tab; returns the orders placed by this run.
 */
export function sendQueued(): Promise<SentOrder[]> {
  sending ??= run().finally(() => (sending = null));
  return sending;
}

async function run(): Promise<SentOrder[]> {
  const placed: SentOrder[] = [];
  const me = useAuthStore.getState().user?._id;
  for (const q of await queuedOrders()) {
    if (q.refused || isHeld(q, me)) continue;
    let order: OrderDto;
    try {
      // In the language of the page it was placed on (the order keeps it), not of the page that sends it.
      ({ order } = await placeOrder(q.body as OrderRequest, q.language));
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, "");
      // Not reachable now, the server busy, the session to renew (the customer signs in again), or a first send
      // still being placed (a 409 with Retry-After: the order may exist; its key finds it on a later send): try again later.
      if (isTransient(e) || isStillBeingPlaced(e)) break;
      await settle(q.key, { refused: e.message, fields: e.errors });
      continue;
    }
    if (order.guest) rememberGuestOrder(order.reference, order.link);
    const sent = { key: q.key, reference: order.reference, link: order.link ?? `/orders/${order.reference}`, sentAt: new Date().toISOString() };
    placed.push(sent);
    await settle(q.key, { sent });
  }
  return placed;
}

/**
 * Takes an order out of the outbox (placed) or marks it refused, reading the list afresh (another tab may have
 * changed it). A placed order leaves the outbox and joins the sent list in one transaction: a page closed or left
 * between two writes would otherwise lose the order's reference (placed, but neither waiting nor listed as sent).
 */
async function settle(key: string, outcome: { sent: SentOrder } | { refused: string; fields?: Record<string, string> }): Promise<void> {
  if ("sent" in outcome) {
    await store()(
      "readwrite",
      (kv) =>
        new Promise<void>((resolve, reject) => {
          const queued = kv.get(OUTBOX);
          const sent = kv.get(SENT);
          // Requests of a transaction complete in order: both lists are read when the second is.
          sent.onsuccess = () => {
            const list = Array.isArray(queued.result) ? (queued.result as QueuedOrder[]) : [];
            const before = Array.isArray(sent.result) ? (sent.result as SentOrder[]) : [];
            kv.put(
              list.filter((q) => q.key !== key),
              OUTBOX,
            );
            kv.put([outcome.sent, ...before.filter((s) => s.key !== key)].slice(0, SENT_MAX), SENT);
            resolve(promisifyRequest(kv.transaction));
          };
          sent.onerror = () => reject(sent.error);
        }),
    );
  } else {
    await update<QueuedOrder[]>(
      OUTBOX,
      (list) =>
        (Array.isArray(list) ? list : []).map((q) =>
          q.key === key ? { ...q, refused: outcome.refused, ...(outcome.fields ? { refusedFields: outcome.fields } : {}) } : q,
        ),
      store(),
    );
  }
  await changed();
}
