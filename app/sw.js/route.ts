import { readFile } from "node:fs/promises";
import path from "node:path";
import { NextResponse } from "next/server";
import type { Said } from "@/lib/answers";
import { otherMethods } from "@/lib/http/methods";
import { config } from "@/lib/config";

/**
 * The service worker, bundled beside the build by scripts/lib/build-service-worker.mjs.
 * Read per request (a few KB) so that a new deployment's worker is what phones get
 * at their next update check; never cached by HTTP, as browsers expect of a worker.
 */
export const dynamic = "force-dynamic";

const file = () => path.join(/* turbopackIgnore: true */ process.cwd(), config().NEXT_DIST_DIR, "sw.js");

export async function GET() {
  let body: string;
  try {
    body = await readFile(file(), "utf8");
  } catch {
    return NextResponse.json<Said>({ message: "The offline worker is not built (it comes with `next build`)." }, { status: 404 });
  }
  return new Response(body, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache, no-store, must-revalidate" },
  });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
