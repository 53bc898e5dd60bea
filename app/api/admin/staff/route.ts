import { NextResponse } from "next/server";
import { listStaff } from "@/lib/auth/staff";
import { route } from "@/lib/http/handler";
import { otherMethods } from "@/lib/http/methods";
import type { StaffAnswer } from "@/lib/auth/staff-types";

export const dynamic = "force-dynamic";

/** GET /api/admin/staff → {staff: [{_id, name, email, phone, role, sessions}]}: the workshop's people, owners first. Owner only. */
export const GET = route(async () => NextResponse.json<StaffAnswer>({ staff: await listStaff() }), { auth: "staff.manage" });

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(["GET"]);
