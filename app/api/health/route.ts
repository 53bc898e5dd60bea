import { NextResponse } from "next/server";
import { isDatabaseDown, isDiskFull, pingDatabase } from "@/lib/db/connect";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/** 200 when the database answers and can write, 503 when it cannot (load balancers and uptime checks). */
export async function GET() {
  const headers = { "Cache-Control": "no-store" };
  try {
    await pingDatabase();
    return NextResponse.json({ status: "ok", db: "up" }, { headers });
  } catch (err) {
    if (isDiskFull(err)) {
      return NextResponse.json(
        { status: "error", db: "full", message: "The database cannot store anything: its disk is full." },
        { status: 503, headers: { ...headers, "Retry-After": "60" } },
      );
    }
    if (!isDatabaseDown(err)) console.error("[health] unexpected error", err);
    return NextResponse.json(
      { status: "error", db: "down", message: "The database is not reachable right now." },
      { status: 503, headers: { ...headers, "Retry-After": "5" } },
    );
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
