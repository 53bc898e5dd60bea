import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";
import { NextResponse, type NextRequest } from "next/server";
import { config } from "@/lib/config";
import type { Said } from "@/lib/answers";

export const dynamic = "force-dynamic";

/** How long the event loop was held up, ms, and how many samples that is. */
type LoopDelay = { p50Ms: number; p99Ms: number; maxMs: number; samples: number };

const globalForLoop = globalThis as unknown as { __eventLoop?: IntervalHistogram };

/**
 * For `npm run bench` (issue 56): how long this server's event loop was held up since the last `?reset=1`, in ms
 * (p50, p99, max), sampled every 10 ms. Exists only when BENCH_ROUTES=1.
 */
export function GET(request: NextRequest) {
  if (!config().BENCH_ROUTES) return NextResponse.json<Said>({ message: "Not found" }, { status: 404 });
  const h = (globalForLoop.__eventLoop ??= (() => {
    const m = monitorEventLoopDelay({ resolution: 10 });
    m.enable();
    return m;
  })());
  if (request.nextUrl.searchParams.get("reset") === "1") h.reset();
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  return NextResponse.json<LoopDelay>(
    { p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max), samples: h.count },
    { headers: { "Cache-Control": "no-store" } },
  );
}
