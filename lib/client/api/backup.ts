/** Browser side of the backup's endpoints (issue 56), client-safe. */
import "client-only";
import type { Said } from "@/lib/answers";
import { apiRequest } from "./request";

/** POST /api/admin/restore-notices/{id}/read: true once saved. */
export const markRestoreNoticeRead = (id: string): Promise<boolean> =>
  apiRequest<Said>(`/api/admin/restore-notices/${encodeURIComponent(id)}/read`, { method: "POST" }).then(
    () => true,
    () => false,
  );
