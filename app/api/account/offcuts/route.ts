import { NextResponse } from "next/server";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import type { ShelfAnswer } from "@/lib/rack/offcut-schema";
import { listShelf } from "@/lib/rack/offcuts";

export const dynamic = "force-dynamic";

/**
 * GET /api/account/offcuts → {pieces: [{id, material, length, width, since, from, keepUntil, order}], keepDays}: the
 * signed-in customer's shelf, the pieces the workshop keeps under their name (issue 54). Only their own.
 */
export const GET = route(async (_request, { session }) => NextResponse.json<ShelfAnswer>(await listShelf(session.user._id)), { auth: "user" });

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
