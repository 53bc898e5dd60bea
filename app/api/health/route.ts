import { NextResponse } from "next/server";
import { backupStatus, publicBackupStatus } from "@/lib/backup/status";
import { databaseHealth } from "@/lib/db/health";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/**
 * 200 when the database answers and can write, 503 when it cannot (load balancers and uptime checks). `backup`
 * says how the continuous backup stands (issue 37): its state, the kind of target, when the last write reached it,
 * the lag, whether it is on the database's own disk; never an address or a secret. A failing backup never makes
 * the site unhealthy: the books are still written. The database's part is the newest probe's (lib/db/health.ts), so
 * the answer stays quick while the database is busy (issue 56).
 */
export async function GET() {
  const headers = { "Cache-Control": "no-store" };
  const [db, status] = await Promise.all([databaseHealth(), backupStatus()]);
  const backup = publicBackupStatus(status);
  if (db === "up") return NextResponse.json({ status: "ok", db: "up", backup }, { headers });
  if (db === "full") {
    return NextResponse.json(
      { status: "error", db: "full", message: "The database cannot store anything: its disk is full.", backup },
      { status: 503, headers: { ...headers, "Retry-After": "60" } },
    );
  }
  return NextResponse.json(
    { status: "error", db: "down", message: "The database is not reachable right now.", backup },
    { status: 503, headers: { ...headers, "Retry-After": "5" } },
  );
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
