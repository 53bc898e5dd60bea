import "server-only";
import { notFound } from "next/navigation";
import { adminAccess, type AdminAccess } from "@/lib/auth/dal";
import { ORDER_REFERENCE_PATTERN } from "@/lib/orders/reference";
import { getOrderFor } from "@/lib/orders/view";

type Found = NonNullable<Awaited<ReturnType<typeof getOrderFor>>>;

/**
 * The console's order pages (order, workshop pack, labels) all start here: the admin check, then the
 * order by its reference (404 for a malformed or unknown one). Denied → the access notice's reason.
 */
export async function loadAdminOrder(
  params: Promise<{ reference: string }>,
): Promise<{ denied: Extract<AdminAccess, { ok: false }>["reason"] } | { denied: null; found: Found }> {
  const access = await adminAccess();
  if (!access.ok) return { denied: access.reason };
  const reference = decodeURIComponent((await params).reference).toUpperCase();
  if (!ORDER_REFERENCE_PATTERN.test(reference)) notFound();
  const found = await getOrderFor(reference, { user: access.user });
  if (!found) notFound();
  return { denied: null, found };
}
