import "server-only";
import { notFound } from "next/navigation";
import { adminAccess, type AdminAccess } from "@/lib/auth/dal";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { can, type Permission } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { BATCH_PATTERN, getBatch } from "@/lib/batches/life";
import { type BatchView } from "@/lib/batches/types";
import { plansForTheFloor } from "@/lib/orders/dto";

/**
 * The batch pages start here: the role's check (the batch: `batches.manage`; its pack and labels: `production.view`),
 * then the batch by its number (404 for a malformed or unknown one). For the floor, the batch's customers are left
 * out (issue 51): only references and pieces.
 */
export async function loadAdminBatch(
  params: Promise<{ id: string }>,
  permission: Permission = "batches.manage",
): Promise<{ denied: Extract<AdminAccess, { ok: false }>["reason"]; message?: string } | { denied: null; batch: BatchView; floor: boolean }> {
  const access = await adminAccess(permission);
  if (!access.ok) return { denied: access.reason, ...(access.permission ? { message: refusalInEnglish(refusalFor(access.permission)) } : {}) };
  const id = decodeURIComponent((await params).id).toUpperCase();
  if (!BATCH_PATTERN.test(id)) notFound();
  const batch = await getBatch(id);
  if (!batch) notFound();
  const floor = !access.user || !can(access.user.role, "orders.read");
  // The floor sees pieces only (probe M-1): no customer on a heading, a shelf piece or a leftover's shelf.
  const forFloor = (b: BatchView): BatchView => ({
    ...b,
    details: b.details.map((d) => ({ ...d, customer: "" })),
    plans: plansForTheFloor(b.plans),
    leftovers: b.leftovers.map((l) => ({ ...l, owner: null, ownerName: "" })),
  });
  return { denied: null, batch: floor ? forFloor(batch) : batch, floor };
}
