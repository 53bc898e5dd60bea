import "server-only";
import { createHash } from "node:crypto";
import { addRef, refsPage } from "@/lib/db/ref-list";
import type { CutList } from "@/lib/cutting/list/types";
import { isFinal } from "../status";
import { readOrderDoc } from "./change";

/**
 * The lists already ordered (issue 65, walk M2): the back button or a second tab sends the same list again under a
 * new idempotency key, which is a new order to the key's rule. The cut-list page names its list (`listId`, kept with
 * the list on the phone, new when the list is cleared); each order placed from it files its list's print (who placed
 * it, the list's id and its rows, the page's row ids aside) in a keyed list, read by `_id` only. Placing the same list
 * again while that order is open is answered with it ("already ordered as KPW-…") unless the customer says it is a
 * second order of the same list (`again`). A request without a list id (an API client, the order sheets) is not
 * checked: two equal lists from two callers may well be two jobs.
 */
const listOf = (print: string) => `placed-list:${print}`;

/** Who placed it (the account, or the guest's phone's digits) and what: rows without the page's ids, boards, pasting. */
export function listPrint(
  who: { ownerId: string | null; phone: string },
  order: { listId?: string; cutList: CutList; boardsBy: string; pasting?: string },
): string | null {
  if (!order.listId) return null;
  const rows = order.cutList.rows.map((r) => {
    const row: Record<string, unknown> = { ...r };
    delete row.id;
    return row;
  });
  const placer = who.ownerId ? `user:${who.ownerId}` : `phone:${who.phone.replace(/\D/g, "").slice(-10)}`;
  return createHash("sha256")
    .update(JSON.stringify({ placer, list: order.listId, rows, boardsBy: order.boardsBy, pasting: order.pasting ?? "none" }))
    .digest("base64url");
}

/** The open order this list was placed as, newest first (null: none, or every one closed). */
export async function openOrderOfList(print: string): Promise<string | null> {
  const { refs } = await refsPage(listOf(print), 0, 10);
  for (const ref of refs) {
    const doc = await readOrderDoc(ref);
    if (doc && !isFinal(doc.status)) return ref;
  }
  return null;
}

/** Files a placed order under its list's print. */
export const fileListPrint = (print: string, reference: string) => addRef(listOf(print), reference);
