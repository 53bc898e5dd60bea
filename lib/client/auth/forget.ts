"use client";

/**
 * After a logout, the phone forgets what it holds about the person (issue 38):
 *
 * - the guest-order links kept for a later account, and the references of the
 *   orders sent from the outbox;
 * - any page the service worker kept that is not a public page (no page that can
 *   show a person's details is kept today: this clears what an older worker kept);
 * - the data the page's queries hold in memory.
 *
 * Kept: the cut list (parts and sizes, no name or phone: the phone's working
 * list, usable signed out), the workshop's last prices, and orders still
 * waiting to be sent, held for the account that placed them, with a notice.
 *
 * Written with the browser's own storage calls and loaded with the header: a
 * logout with no signal could not load another script, and must still forget.
 */
import { GUEST_ORDERS_KEY } from "@/lib/client/guest-orders-key";
import { KV_DATABASE, KV_STORE } from "@/lib/client/kv-names";
import { OUTBOX_EVENT, OUTBOX_SENT_KEY } from "@/lib/client/outbox-event";
import { isKeptPage, PAGES_CACHE } from "@/lib/offline/pages";

/** Empties the outbox's sent list in IndexedDB (the same database and store as lib/client/kv.ts). */
function forgetSentOrders(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === "undefined") return resolve();
    const open = indexedDB.open(KV_DATABASE);
    open.onerror = () => resolve();
    // No database yet: nothing to forget (and none is made here; idb-keyval makes it with its store when needed).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(KV_STORE)) {
        db.close();
        return resolve();
      }
      const tx = db.transaction(KV_STORE, "readwrite");
      tx.objectStore(KV_STORE).put([], OUTBOX_SENT_KEY);
      tx.oncomplete =
        tx.onerror =
        tx.onabort =
          () => {
            db.close();
            window.dispatchEvent(new Event(OUTBOX_EVENT));
            resolve();
          };
    };
  });
}

async function forgetKeptPersonalPages(): Promise<void> {
  if (typeof caches === "undefined") return;
  const pages = await caches.open(PAGES_CACHE);
  for (const request of await pages.keys()) {
    if (!isKeptPage(new URL(request.url).pathname)) await pages.delete(request);
  }
}

export async function forgetThisPerson(): Promise<void> {
  try {
    localStorage.removeItem(GUEST_ORDERS_KEY);
  } catch {
    // storage blocked: nothing was kept
  }
  await Promise.allSettled([
    forgetSentOrders(),
    forgetKeptPersonalPages(),
    // The query cache is in memory only, in the module the page already loaded when it fetched anything.
    import("@/lib/client/query/client").then((m) => m.browserQueryClient().clear()),
  ]);
}
