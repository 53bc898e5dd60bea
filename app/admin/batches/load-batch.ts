import "server-only";
import { notFound } from "next/navigation";
import { adminAccess, type AdminAccess } from "@/lib/auth/dal";
import { BATCH_PATTERN, getBatch } from "@/lib/batches/life";
import { type BatchView } from "@/lib/batches/types";

/** The batch pages start here: the admin check, then the batch by its number (404 for a malformed or unknown one). */
export async function loadAdminBatch(
  params: Promise<{ id: string }>,
): Promise<{ denied: Extract<AdminAccess, { ok: false }>["reason"] } | { denied: null; batch: BatchView }> {
  const access = await adminAccess();
  if (!access.ok) return { denied: access.reason };
  const id = decodeURIComponent((await params).id).toUpperCase();
  if (!BATCH_PATTERN.test(id)) notFound();
  const batch = await getBatch(id);
  if (!batch) notFound();
  return { denied: null, batch };
}
