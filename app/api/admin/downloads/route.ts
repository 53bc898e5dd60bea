import { NextResponse } from "next/server";
import { z } from "@/lib/validation/z";
import { downloadStats, type DownloadStats } from "@/lib/downloads/counts";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { parseQuery } from "@/lib/http/params";

export const dynamic = "force-dynamic";

const querySchema = z.strictObject({
  weeks: z.coerce.number({ error: "Weeks must be a number" }).int().min(1, "Weeks must be at least 1").max(52, "Weeks must be at most 52").optional(),
});

/** GET /api/admin/downloads?weeks=8 → {weeks: ["YYYY-MM-DD"…], files: [{file, name, path, counts[], total}]}. Admins only. */
export const GET = route(
  async (request) => {
    const query = parseQuery(request, querySchema);
    return NextResponse.json<DownloadStats>(await downloadStats(query.weeks ?? 8));
  },
  { auth: "content.manage" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
