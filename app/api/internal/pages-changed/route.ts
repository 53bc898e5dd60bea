import { NextResponse, type NextRequest } from "next/server";
import type { Said } from "@/lib/answers";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { isPagesToken, refreshPagesHere } from "@/lib/site-pages/changes";

export const dynamic = "force-dynamic";

/**
 * POST /api/internal/pages-changed → 204: another instance saved what the pages show (issue 68); this instance drops
 * its copies and regenerates its pages. Asked only by this server's own watcher (lib/site-pages/changes.ts) with a
 * token made from AUTH_SECRET: without it the answer is the site's 404, so the route tells nobody it exists.
 */
export const POST = route(
  async (request: NextRequest) => {
    if (!isPagesToken(request.headers.get("x-pages-token"))) return NextResponse.json<Said>({ message: "Not found" }, { status: 404 });
    refreshPagesHere();
    return new NextResponse(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  },
  { auth: "public" },
);

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["POST"]);
