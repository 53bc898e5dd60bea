import type { EstimateLine } from "./estimate";

/**
 * What confirming an order would charge (issue 36; GET /api/admin/orders/{reference}/confirmation): its estimate now
 * and on the plan confirmation would make. Confirmation always prices the order at the day's tariff, on the plan it
 * will be cut from (issue 55: one rule, whether or not a stored offcut happens to fit). Shared by the server and the
 * console (client-safe).
 */
export interface ConfirmationPreview {
  currentTotalPaise: number;
  plannedTotalPaise: number;
  /** True when confirming re-plans the order (on stored offcuts): its boards and price may change. */
  replanned: boolean;
  /** True when today's tariff (or the new plan) makes the price differ from the estimate the customer saw. */
  repriced: boolean;
  /** The boards of the plan confirmation would make, as the customer will read them ("Stored offcut 1500 × 1000 mm (KXNTF)", "8 × 4 ft"). */
  boards: string[];
  /** The estimate's lines of that plan. */
  lines: EstimateLine[];
}

/** GET /api/admin/orders/{reference}/confirmation. */
export interface ConfirmationAnswer {
  preview: ConfirmationPreview;
}
