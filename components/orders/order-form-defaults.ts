import type { OrderFormDraft } from "@/lib/client/orders/form-draft";
import type { QueuedOrder } from "@/lib/client/outbox";

/** The order form's default values, by the server's field names: what a reload or a refused queued order brings back. */

/** What this tab typed before a reload, as the form's default values (by the server's field names). */
export function draftDetails(draft: OrderFormDraft | null) {
  if (!draft) return { values: {} as Record<string, string | undefined>, fulfilment: undefined, billing: undefined };
  const v = draft.values;
  const values: Record<string, string | undefined> = {
    "guest.name": v.name,
    "guest.phone": v.phone,
    "guest.email": v.email,
    deliveryAddress: v.deliveryAddress,
    deliveryPincode: v.deliveryPincode,
    requiredBy: v.requiredBy || undefined,
    site: v.site,
    notes: v.notes,
  };
  return {
    values,
    fulfilment: draft.fulfilment,
    billing: { name: v.billingName, address: v.billingAddress, gstin: v.billingGstin, stateCode: draft.billingState },
  };
}

/** The details of a refused queued order, as the form's default values (by the server's field names). */
export function retryDetails(retry: QueuedOrder | null) {
  const b = (retry?.body ?? {}) as {
    guest?: { name?: string; phone?: string; email?: string };
    fulfilment?: string;
    deliveryAddress?: string;
    deliveryPincode?: string;
    requiredBy?: string;
    site?: string;
    notes?: string;
    billing?: { name?: string; address?: string; gstin?: string; stateCode?: string };
  };
  const values: Record<string, string | undefined> = retry
    ? {
        "guest.name": b.guest?.name ?? "",
        "guest.phone": b.guest?.phone ?? "",
        "guest.email": b.guest?.email ?? "",
        deliveryAddress: b.deliveryAddress ?? "",
        deliveryPincode: b.deliveryPincode ?? "",
        requiredBy: b.requiredBy,
        site: b.site ?? "",
        notes: b.notes ?? "",
      }
    : {};
  return { values, fulfilment: b.fulfilment, billing: b.billing };
}
