/**
 * Counts one order-sheet download (POST /api/downloads). Client-safe. A
 * keepalive fetch instead of sendBeacon: the endpoint takes JSON only, and
 * sendBeacon cannot send application/json everywhere. Never blocks or breaks
 * the download itself.
 */
import "client-only";
import { apiRequest } from "./request";

export function countDownload(file: string): void {
  void apiRequest("/api/downloads", { method: "POST", keepalive: true, credentials: "omit", json: { file } }).catch(() => undefined);
}
