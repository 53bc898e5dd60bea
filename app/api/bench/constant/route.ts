import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

const body = [{ _id: "000000000000000000000000", title: "Constant", des: "Baseline for the API benchmark", image: "/x.svg" }];

/**
 * Baseline for `npm run bench`: the cheapest possible JSON handler on the same
 * server, to compare GET /api/services against. Exists only when BENCH_ROUTES=1.
 */
export function GET() {
  if (process.env.BENCH_ROUTES !== "1") {
    return NextResponse.json({ message: "Not found" }, { status: 404 });
  }
  return NextResponse.json(body, { headers: { "Cache-Control": "no-store" } });
}
