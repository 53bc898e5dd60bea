import { NextResponse } from "next/server";
import { z } from "@/lib/validation/z";
import { ValidationError } from "@/lib/errors";
import { downloadStats } from "@/lib/downloads/counts";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import { queryObject } from "@/lib/http/params";
import { fieldErrors } from "@/lib/validation/errors";

export const dynamic = "force-dynamic";

const querySchema = z.strictObject({
  weeks: z.coerce.number({ error: "Weeks must be a number" }).int().min(1, "Weeks must be at least 1").max(52, "Weeks must be at most 52").optional(),
});

/** GET /api/admin/downloads?weeks=8 → {weeks: ["YYYY-MM-DD"…], files: [{file, name, path, counts[], total}]}. Admins only. */
export const GET = route(
  async (request) => {
    const parsed = querySchema.safeParse(queryObject(request.url));
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
    return NextResponse.json(await downloadStats(parsed.data.weeks ?? 8));
  },
  { auth: "admin" },
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
