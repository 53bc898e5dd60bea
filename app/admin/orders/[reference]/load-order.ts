import "server-only";
import { notFound } from "next/navigation";
import { adminAccess, type AdminAccess } from "@/lib/auth/dal";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { can, type Permission } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { ORDER_REFERENCE_PATTERN } from "@/lib/orders/reference";
import { getOrderFor, getOrderForFloor } from "@/lib/orders/view";

type Found = NonNullable<Awaited<ReturnType<typeof getOrderFor>>>;
type Denied = { denied: Extract<AdminAccess, { ok: false }>["reason"]; message?: string };

/**
 * The console's order pages (order: `orders.read`; workshop pack and labels: `production.view`) all start here: the
 * role's check, then the order by its reference (404 for a malformed or unknown one). A role that may open the pack
 * but not read the order book (the floor) gets the order as the floor sees it: confirmed or in production only, its
 * pieces without the customer or the money (issue 51). `floor` says so, for the page to leave out what it lacks.
 */
export async function loadAdminOrder(
  params: Promise<{ reference: string }>,
  permission: Permission = "orders.read",
): Promise<Denied | { denied: null; found: Found; floor: boolean }> {
  const access = await adminAccess(permission);
  if (!access.ok) return { denied: access.reason, ...(access.permission ? { message: refusalInEnglish(refusalFor(access.permission)) } : {}) };
  const reference = decodeURIComponent((await params).reference).toUpperCase();
  if (!ORDER_REFERENCE_PATTERN.test(reference)) notFound();
  if (access.user && can(access.user.role, "orders.read")) {
    const found = await getOrderFor(reference, { user: access.user });
    if (!found) notFound();
    return { denied: null, found, floor: false };
  }
  const order = await getOrderForFloor(reference);
  if (!order) notFound();
  return { denied: null, found: { order, access: "admin" }, floor: true };
}
