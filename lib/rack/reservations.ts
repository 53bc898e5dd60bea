import "server-only";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { Catalog } from "@/lib/cutting/list/materials";
import type { CutList } from "@/lib/cutting/list/types";
import { cachedPlanByMaterial } from "@/lib/cutting/planning/cache";
import type { PlanPriority } from "@/lib/cutting/planning/pool";
import { ConflictError } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import type { StoredOffcut } from "@/models/OffcutStore";
import { assignPieces, groupPieces, groupSources, offcutLabel, type PieceGroup } from "./assign";
import { changeStore, logEnd, readPieces } from "./offcuts";
import { fromOrder, shelfLabel, shelfWords } from "./shelf";

/**
 * The offcut store's pieces and the orders and batches planned on them (split from ./offcuts.ts, the store's door):
 * an order the workshop supplies boards for is planned on the free pieces it may use when it is confirmed, and the
 * pieces its plan uses are reserved for it; they leave the store when it goes into production, and come back if it
 * is cancelled. Every change runs under the store's lock (`changeStore`), on one document, so two orders confirmed at
 * once never get the same piece.
 */

/**
 * Whose pieces a plan may use: the workshop's own (no owner) and, for a customer's order, that customer's shelf. Nobody
 * plans on another customer's pieces (issue 54). `customer` is the order's account id ("" for a guest or a batch).
 */
const mayUse = (p: StoredOffcut, customer: string) => !p.owner || (customer !== "" && p.owner.id === customer);

/**
 * The store's pieces of the list's materials an order may be planned on: the free ones it may use, and those already
 * reserved for it. The customer's own pieces come first within a size, so their shelf is used before the workshop's.
 */
function piecesFor(pieces: StoredOffcut[], reference: string, cutList: CutList, customer: string): Record<string, PieceGroup[]> {
  const groups: Record<string, PieceGroup[]> = {};
  for (const m of new Set(cutList.rows.map((r) => r.material))) {
    const free = pieces
      .filter((p) => p.material === m && mayUse(p, customer) && (p.status === "stored" || p.order === reference))
      .sort((a, b) => Number(!a.owner) - Number(!b.owner));
    if (free.length) groups[m] = groupPieces(free);
  }
  return groups;
}

/** A piece's name on a plan: the customer's own reads as theirs (and the workshop's papers name whose); the workshop's by its label. */
function nameOf(pieces: StoredOffcut[]) {
  return (id: string, g: PieceGroup) => {
    const p = pieces.find((x) => x.id === id);
    if (!p?.owner) return { label: offcutLabel(id, g.length, g.width) };
    const from = fromOrder(p.from);
    return {
      label: shelfLabel(p.length, p.width, p.from),
      words: shelfWords(p.length, p.width, p.from),
      shelf: { owner: p.owner.name, ...(from ? { from } : {}) },
    };
  };
}

/** What an order is planned on the store with: its reference, list, the rack, the per-sheet charges, its customer's account id, and the time. */
type PlanOnPiecesArgs = [reference: string, cutList: CutList, catalog: Catalog, charges: Record<string, number>, customer: string, budgetMs?: number];

/** The list planned on these pieces first (then the rack's boards), each piece used named by its id; null when no piece helps. */
async function planOnGroups(
  pieces: StoredOffcut[],
  groups: Record<string, PieceGroup[]>,
  [reference, cutList, catalog, charges, , budgetMs]: PlanOnPiecesArgs,
  priority: PlanPriority = "order",
): Promise<{ plans: MaterialPlan[]; ids: string[] } | null> {
  if (!Object.keys(groups).length) return null;
  const offcuts = Object.fromEntries(Object.entries(groups).map(([m, g]) => [m, groupSources(g)]));
  const { plans, problems } = await cachedPlanByMaterial(cutList, catalog, reference, priority, { allowRetired: true, offcuts, charges, budgetMs });
  if (Object.keys(problems).length) return null;
  const ids: string[] = [];
  const assigned = plans.map((p) => {
    const out = assignPieces(p, groups[p.material] ?? [], nameOf(pieces));
    ids.push(...out.ids);
    return out.plan;
  });
  return ids.length ? { plans: assigned, ids } : null;
}

const planOnPieces = (pieces: StoredOffcut[], ...args: PlanOnPiecesArgs) => planOnGroups(pieces, piecesFor(pieces, args[0], args[1], args[4]), args);

/**
 * What confirming would do (nothing is reserved): the plan on the store's pieces, or null when no piece helps. The
 * console shows its price before the staff confirm (issue 36). The same plan is made at confirmation while the store
 * has not changed (the planner's cache).
 */
export async function previewForOrder(...args: PlanOnPiecesArgs): Promise<{ plans: MaterialPlan[]; ids: string[] } | null> {
  return planOnPieces((await readPieces()).pieces, ...args);
}

/**
 * A signed-in customer's estimate on their own shelf (issue 54): the list planned on their free pieces of its
 * materials (at no board price: they are theirs), or null when they have none or none helps. Nothing is reserved.
 */
export async function planOnShelf(
  customer: string,
  cutList: CutList,
  catalog: Catalog,
  charges: Record<string, number>,
  client: string,
  priority: PlanPriority = "preview",
): Promise<{ plans: MaterialPlan[]; ids: string[] } | null> {
  const { pieces } = await readPieces();
  const own = pieces.filter((p) => p.owner?.id === customer && p.status === "stored").map((p) => ({ ...p, pricePaise: 0 }));
  if (!own.length) return null;
  return planOnGroups(own, piecesFor(own, "", cutList, customer), [client, cutList, catalog, charges, customer], priority);
}

/**
 * Reserves these pieces for `key` (a cutting batch: lib/batches/life.ts), all or none: a piece that is
 * gone or held for another since it was planned on is refused (409), and nothing is reserved.
 */
export async function reservePieces(key: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await changeStore(async (pieces) => {
    const taken = ids.filter((id) => {
      const p = pieces.find((x) => x.id === id);
      return !p || (p.status !== "stored" && p.order !== key);
    });
    if (taken.length) {
      throw new ConflictError(refusal("storeChangedWhileBatching", { pieces: taken.join(", ") }), { orders: refusal("offcutStoreChanged") });
    }
    for (const p of pieces) {
      if (ids.includes(p.id)) {
        p.status = "reserved";
        p.order = key;
      }
    }
    return { pieces, result: undefined };
  });
}

/**
 * At confirmation of an order the workshop supplies boards for: plans its list
 * again with the store's free pieces of its materials first (and those already
 * reserved for it), reserves the pieces the plan uses, and returns the plans
 * to keep (null when no piece helps: the order keeps the plan it was placed with).
 */
export async function reserveForOrder(...args: PlanOnPiecesArgs): Promise<{ plans: MaterialPlan[]; ids: string[] } | null> {
  const [reference] = args;
  return changeStore(async (pieces) => {
    const planned = await planOnPieces(pieces, ...args);
    if (!planned) return { result: null };
    for (const p of pieces) {
      if (planned.ids.includes(p.id)) {
        p.status = "reserved";
        p.order = reference;
      }
    }
    return { pieces, result: planned };
  });
}

/**
 * An order placed on its customer's shelf pieces holds them from the moment it is placed (issue 65): reserved for it,
 * so no other estimate or order of theirs plans on them. A piece another order took meanwhile is left as it is (the
 * confirmation plans this order again, and the office sees the price it comes to). Answers the ids held.
 */
export async function holdForOrder(reference: string, ids: readonly string[]): Promise<string[]> {
  return changeStore((pieces) => {
    const free = pieces.filter((p) => ids.includes(p.id) && p.status === "stored");
    for (const p of free) {
      p.status = "reserved";
      p.order = reference;
    }
    return free.length ? { pieces, result: free.map((p) => p.id) } : { result: [] };
  });
}

/** When the order goes into production: its reserved pieces leave the store (recorded as used). */
export async function takeForOrder(reference: string, by: string): Promise<string[]> {
  return changeStore(async (pieces) => {
    const taken = pieces.filter((p) => p.status === "reserved" && p.order === reference);
    if (!taken.length) return { result: [] };
    for (const p of taken) await logEnd(p, "used", by);
    return { pieces: pieces.filter((p) => !taken.includes(p)), result: taken.map((p) => p.id) };
  });
}

/** Frees these of `key`'s reserved pieces (a batch planned again without them); the others stay as they are. */
export async function releasePieces(key: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await changeStore((pieces) => {
    const held = pieces.filter((p) => p.status === "reserved" && p.order === key && ids.includes(p.id));
    if (!held.length) return { result: undefined };
    for (const p of held) {
      p.status = "stored";
      p.order = "";
    }
    return { pieces, result: undefined };
  });
}

/** When the order is cancelled: its reserved pieces are free again. */
export async function releaseForOrder(reference: string): Promise<string[]> {
  return changeStore((pieces) => {
    const held = pieces.filter((p) => p.status === "reserved" && p.order === reference);
    if (!held.length) return { result: [] };
    for (const p of held) {
      p.status = "stored";
      p.order = "";
    }
    return { pieces, result: held.map((p) => p.id) };
  });
}
