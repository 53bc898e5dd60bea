import "server-only";
import { backupStatus, publicBackupStatus, type PublicBackupStatus } from "@/lib/backup/status";
import { databaseHealth } from "@/lib/db/health";

/** What GET /api/health answers: the database's state, why it is not ok, and the backup's. */
export type Health =
  | { status: "ok"; db: "up"; backup: PublicBackupStatus }
  | { status: "error"; db: "full" | "down" | "electing"; message: string; backup: PublicBackupStatus };

/** The health answer with its HTTP status and headers. */
export interface HealthAnswer {
  status: number;
  headers: Record<string, string>;
  body: Health;
}

/**
 * `/api/health`'s answer: 200 when the database answers and can write, 503 when it cannot; `backup` says how the
 * continuous backup stands (its state, the kind of target, the newest change in it, the lag, whether it is on the
 * database's own disk; never an address or a secret). A failing backup never makes the site unhealthy: the books
 * are still written. Answered by the route (app/api/health) and, ahead of Next.js, by the site's own server
 * (scripts/site-server.mjs), so that a monitor's call does not queue behind the site's pages under load (issue 56).
 */
export async function healthAnswer(): Promise<HealthAnswer> {
  const headers = { "Cache-Control": "no-store" };
  const [db, status] = await Promise.all([databaseHealth(), backupStatus()]);
  const backup = publicBackupStatus(status);
  if (db === "up") return { status: 200, headers, body: { status: "ok", db: "up", backup } };
  if (db === "full") {
    return {
      status: 503,
      headers: { ...headers, "Retry-After": "60" },
      body: { status: "error", db: "full", message: "The database cannot store anything: its disk is full.", backup },
    };
  }
  if (db === "electing") {
    return {
      status: 503,
      headers: { ...headers, "Retry-After": "5" },
      body: { status: "error", db: "electing", message: "The database is choosing a new primary: writes resume in a few seconds.", backup },
    };
  }
  return {
    status: 503,
    headers: { ...headers, "Retry-After": "5" },
    body: { status: "error", db: "down", message: "The database is not reachable right now.", backup },
  };
}

/** Where scripts/site-server.mjs finds it (the server and the app share one process, not one module graph). */
export const HEALTH_GLOBAL = "__siteHealthAnswer";
