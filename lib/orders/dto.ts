/**
 * The shapes the order API answers with (client-safe types and the functions
 * that build them). Secrets (the guest key, the idempotency key, the
 * fingerprint) never leave the server except the guest link, which goes to the
 * customer who placed the order and to admins.
 */
import type { CutList } from "@/lib/cutting/list/types";
import type { Estimate } from "./estimate";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { OrderDoc } from "@/models/Order";
import type { OrderSummaryDoc } from "./book";
import type { OrderBody } from "./order-body";
import { OPEN_STATUSES, type OrderStatus } from "./status";
import type { ActorRole, Fulfilment, HistoryKind } from "./vocabulary";

export interface OrderHistoryDto {
  kind: HistoryKind;
  status: OrderStatus;
  at: string;
  byRole: ActorRole;
  byName: string;
  reason: string;
  confirmedPaise: number | null;
}

/** The fields an order's answer shows as stored (one definition: models/Order.ts). */
type StoredFields = Pick<
  OrderDoc,
  "status" | "boardsBy" | "pasting" | "fulfilment" | "deliveryAddress" | "requiredBy" | "site" | "notes" | "confirmedPaise" | "cancelReason"
>;

export interface OrderDto extends StoredFields {
  reference: string;
  createdAt: string;
  updatedAt: string;
  customer: { name: string; phone: string; email: string };
  /** True when placed without an account. */
  guest: boolean;
  cutList: CutList;
  plans: MaterialPlan[];
  estimate: Estimate;
  history: OrderHistoryDto[];
  /** `/orders/KPW-…?key=…`: only for the customer who placed it (in the create answer) and for admins. */
  link?: string;
}

export interface OrderSummaryDto {
  reference: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  requiredBy: string;
  customer: { name: string; phone: string };
  site: string;
  fulfilment: Fulfilment;
  parts: number;
  sheets: number;
  estimateTotalPaise: number;
  confirmedPaise: number | null;
  /** Open and past its required-by date (India). */
  overdue: boolean;
}

export interface OrderListDto {
  items: OrderSummaryDto[];
  total: number;
  page: number;
  pages: number;
  limit: number;
}

export interface AdminOrderListDto extends OrderListDto {
  counts: Record<OrderStatus | "all" | "overdue", number>;
  /** Said when a search or a date range looked at only part of the order book. */
  note?: string;
}

export function orderLink(reference: string, accessKey: string): string {
  return `/orders/${reference}?key=${accessKey}`;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The whole order as its customer, the link's holder or the staff see it. */
export function toOrderDto(doc: OrderDoc, body: OrderBody, withLink = false): OrderDto {
  return {
    reference: doc._id,
    status: doc.status,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    customer: { name: doc.customer.name, phone: doc.customer.phone, email: doc.customer.email ?? "" },
    guest: !doc.owner,
    boardsBy: doc.boardsBy,
    pasting: doc.pasting,
    fulfilment: doc.fulfilment,
    deliveryAddress: doc.deliveryAddress ?? "",
    requiredBy: doc.requiredBy,
    site: doc.site ?? "",
    notes: doc.notes ?? "",
    cutList: body.cutList,
    plans: body.plans,
    estimate: body.estimate,
    confirmedPaise: doc.confirmedPaise ?? null,
    cancelReason: doc.cancelReason ?? "",
    history: (doc.history ?? []).map((h) => ({
      kind: h.kind,
      status: h.status,
      at: iso(h.at),
      byRole: h.byRole,
      byName: h.byName ?? "",
      reason: h.reason ?? "",
      confirmedPaise: h.confirmedPaise ?? null,
    })),
    ...(withLink ? { link: orderLink(doc._id, doc.accessKey) } : {}),
  };
}

/** A list row; `today` (YYYY-MM-DD in India) decides "overdue". */
export function toSummaryDto(doc: OrderSummaryDoc, today: string): OrderSummaryDto {
  return {
    reference: doc._id,
    status: doc.status,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt),
    requiredBy: doc.requiredBy,
    customer: { name: doc.customer.name, phone: doc.customer.phone },
    site: doc.site ?? "",
    fulfilment: doc.fulfilment,
    parts: doc.parts,
    sheets: doc.sheets,
    estimateTotalPaise: doc.estimateTotalPaise,
    confirmedPaise: doc.confirmedPaise ?? null,
    overdue: OPEN_STATUSES.includes(doc.status) && doc.requiredBy < today,
  };
}
