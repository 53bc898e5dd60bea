/**
 * The shapes the order API answers with (client-safe types and the functions
 * that build them). Secrets (the guest key, the idempotency key, the
 * fingerprint) never leave the server except the guest link, which goes to the
 * customer who placed the order and to admins.
 */
import type { CutList } from "@/lib/cutting/list/types";
import type { Estimate } from "./estimate";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { OrderStatus } from "./status";

export interface OrderHistoryDto {
  kind: "status" | "price";
  status: OrderStatus;
  at: string;
  byRole: "customer" | "guest" | "admin";
  byName: string;
  reason: string;
  confirmedPaise: number | null;
}

export interface OrderDto {
  reference: string;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  customer: { name: string; phone: string; email: string };
  /** True when placed without an account. */
  guest: boolean;
  boardsBy: "customer" | "workshop";
  pasting: "none" | "hot-press" | "contact-adhesive";
  fulfilment: "pickup" | "delivery";
  deliveryAddress: string;
  requiredBy: string;
  site: string;
  notes: string;
  cutList: CutList;
  plans: MaterialPlan[];
  estimate: Estimate;
  confirmedPaise: number | null;
  cancelReason: string;
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
  fulfilment: "pickup" | "delivery";
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
}

export function orderLink(reference: string, accessKey: string): string {
  return `/orders/${reference}?key=${accessKey}`;
}
