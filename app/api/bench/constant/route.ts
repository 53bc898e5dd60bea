import { NextResponse, type NextRequest } from "next/server";
import { config } from "@/lib/config";
import type { Said } from "@/lib/answers";
import type { PublicService } from "@/lib/validation/service-admin";
import { clientIp } from "@/lib/http/client-ip";

export const dynamic = "force-dynamic";

const body = [{ _id: "000000000000000000000000", title: "Constant", des: "Baseline for the API benchmark", image: "/x.svg" }];

/**
 * Baseline for `npm run bench`: the cheapest possible JSON handler on the same
 * server, to compare GET /api/services against. Its `X-Client-Address` header
 * is the address the rate limits see (tests/api/instances.test.ts checks the
 * site server with it). Exists only when BENCH_ROUTES=1.
 */
export function GET(request: NextRequest) {
  if (!config().BENCH_ROUTES) {
    return NextResponse.json<Said>({ message: "Not found" }, { status: 404 });
  }
  return NextResponse.json<PublicService[]>(body, { headers: { "Cache-Control": "no-store", "X-Client-Address": clientIp(request) } });
}
