/**
 * Counts one order-sheet download (POST /api/downloads). Client-safe. A
 * keepalive fetch instead of sendBeacon: the endpoint takes JSON only, and
 * sendBeacon cannot send application/json everywhere. Never blocks or breaks
 * the download itself.
 */
import "client-only";
export function countDownload(file: string): void {
  try {
    void fetch("/api/downloads", {
      method: "POST",
      keepalive: true,
      credentials: "omit",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ file }),
    }).catch(() => undefined);
  } catch {
    /* counting is best-effort */
  }
}
