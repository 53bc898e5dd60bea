import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { Session } from "@/lib/auth/guards";
import { can } from "@/vocabulary/roles";
import { getBusiness } from "@/lib/business/settings";
import type { OrderDoc } from "@/models/Order";
import { forTheFloor, orderLink, toOrderDto, type OrderDto } from "./dto";
import type { OrderBody } from "./store/order-body";
import { readWhole } from "./store/read";

/** Who may see an order, and the order as they see it (reads through the order's door). */

/** Who is looking: the signed-in account (from the API's session or the page's cookie), and the guest link's key. */
export type Viewer = { user: Pick<Session["user"], "_id" | "role" | "name"> | null; key?: string | null };
export type Access = "admin" | "owner" | "key";

export function keyMatches(given: string | null | undefined, stored: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mayView(doc: Pick<OrderDoc, "owner" | "accessKey">, viewer: Viewer): Access | null {
  if (can(viewer.user?.role, "orders.read")) return "admin";
  if (viewer.user && doc.owner && String(doc.owner) === viewer.user._id) return "owner";
  if (keyMatches(viewer.key, doc.accessKey)) return "key";
  return null;
}

/** The whole order as the API gives it, with the guest link (two reads by `_id`). */
export async function fullDto(reference: string, withLink = true): Promise<OrderDto | null> {
  const [whole, terms] = await Promise.all([readWhole(reference), getBusiness()]);
  return whole ? toOrderDto(whole.doc, whole.body, terms, withLink) : null;
}

/** The order for someone allowed to see it; null (→ 404, never 403) for anyone else, so references cannot be probed. */
export async function getOrderFor(reference: string, viewer: Viewer): Promise<{ order: OrderDto; access: Access } | null> {
  const [whole, terms] = await Promise.all([readWhole(reference), getBusiness()]);
  const access = whole ? mayView(whole.doc, viewer) : null;
  if (!whole || !access) return null;
  // Admins get the guest link (to send it on WhatsApp); a key holder already has it; owners get it too (to share with a carpenter).
  return { order: toOrderDto(whole.doc, whole.body, terms, true), access };
}

/** The stored order and its body for someone allowed to see it (the quotation and invoice PDFs); null for anyone else. */
export async function getOrderDocFor(reference: string, viewer: Viewer): Promise<{ doc: OrderDoc; body: OrderBody; access: Access } | null> {
  const whole = await readWhole(reference);
  const access = whole ? mayView(whole.doc, viewer) : null;
  return whole && access ? { ...whole, access } : null;
}

/** The workshop pack and labels of an order on the floor (issue 51): confirmed or in production only, pieces only. */
export async function getOrderForFloor(reference: string): Promise<OrderDto | null> {
  const [whole, terms] = await Promise.all([readWhole(reference), getBusiness()]);
  if (!whole || !["confirmed", "in-production"].includes(whole.doc.status)) return null;
  return forTheFloor(toOrderDto(whole.doc, whole.body, terms, false));
}

/** The guest link of an order (for the console's WhatsApp message). */
export { orderLink };
