/**
 * Scans made with no signal (issue 40): kept on the phone (IndexedDB, the site's key-value store) and sent by
 * themselves when the network is back, oldest first, like orders (lib/client/outbox.ts). The server records a piece
 * at a station once, so a scan whose answer was lost, sent again, changes nothing. The same piece at the same
 * station is queued once. A scan waits for the account that made it: after a logout it is held, not sent under
 * someone else's name.
 */
import "client-only";
import { get, set } from "idb-keyval";
import { ApiError, isTransient } from "@/lib/client/api/request";
import { sendScan } from "@/lib/client/api/production";
import type { Locale } from "@/lib/i18n/locales";
import type { ScanAnswer, ScanInput } from "@/lib/production/scan";
import { kvStore } from "./kv";

export const SCAN_OUTBOX_KEY = "scan-outbox";
export const SCAN_OUTBOX_EVENT = "kpw-scan-outbox";

export interface QueuedScan extends ScanInput {
  /** code + station: one entry per piece and station. */
  key: string;
  /** ISO date-time of the scan. */
  at: string;
  account: string;
}

/** What became of a scan that was sent: recorded (or already), or refused with the server's words. */
export type SentScan = { scan: QueuedScan; answer: ScanAnswer } | { scan: QueuedScan; refused: string };

const keyOf = (s: ScanInput) => `${s.code.trim().toUpperCase()}@${s.station}`;

export async function queuedScans(): Promise<QueuedScan[]> {
  const list = await get<QueuedScan[]>(SCAN_OUTBOX_KEY, kvStore());
  return Array.isArray(list) ? list : [];
}

async function write(list: QueuedScan[]): Promise<void> {
  await set(SCAN_OUTBOX_KEY, list, kvStore());
  window.dispatchEvent(new Event(SCAN_OUTBOX_EVENT));
}

export async function queueScan(scan: ScanInput, account: string): Promise<void> {
  const key = keyOf(scan);
  const list = (await queuedScans()).filter((q) => q.key !== key);
  await write([...list, { ...scan, key, at: new Date().toISOString(), account }]);
}

let sending: Promise<SentScan[]> | null = null;

/** Sends the waiting scans of `account`, oldest first, until one cannot reach the server. One run at a time in this tab. */
export function sendQueuedScans(account: string, locale: Locale = "en"): Promise<SentScan[]> {
  sending ??= run(account, locale).finally(() => (sending = null));
  return sending;
}

async function run(account: string, locale: Locale): Promise<SentScan[]> {
  const done: SentScan[] = [];
  for (const scan of await queuedScans()) {
    if (scan.account !== account) continue;
    let outcome: SentScan;
    try {
      outcome = { scan, answer: await sendScan({ code: scan.code, station: scan.station }, locale) };
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, "");
      if (isTransient(e)) break;
      outcome = { scan, refused: e.message };
    }
    done.push(outcome);
    // Read afresh: a scan queued meanwhile (or by another tab) stays.
    await write((await queuedScans()).filter((q) => q.key !== scan.key));
  }
  return done;
}
