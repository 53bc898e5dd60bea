import { NextResponse } from "next/server";
import { type Health, healthAnswer } from "@/lib/health/answer";
import { otherMethods } from "@/lib/http/methods";

export const dynamic = "force-dynamic";

/**
 * GET /api/health: 200 when the database answers and can write, 503 when it cannot (load balancers and uptime
 * checks), with the backup's state (lib/health/answer.ts). The site's own server answers it first, ahead of Next.js
 * (scripts/site-server.mjs); this route answers when that is not in front (and holds the 405s).
 */
export async function GET() {
  const { status, headers, body } = await healthAnswer();
  return NextResponse.json<Health>(body, { status, headers });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
