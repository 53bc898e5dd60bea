import { NextResponse, type NextRequest } from "next/server";
import { clientIp } from "@/lib/http/client-ip";

export const dynamic = "force-dynamic";

/**
 * GET /api/bench/client → {ip}: the client address the rate limits see, for
 * the tests of the site server (tests/api/client-address.test.ts). Exists only
 * when BENCH_ROUTES=1, like /api/bench/constant.
 */
export function GET(request: NextRequest) {
  if (process.env.BENCH_ROUTES !== "1") {
    return NextResponse.json({ message: "Not found" }, { status: 404 });
  }
  return NextResponse.json({ ip: clientIp(request) }, { headers: { "Cache-Control": "no-store" } });
}
