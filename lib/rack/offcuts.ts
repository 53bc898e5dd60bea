import "server-only";
import { randomInt } from "node:crypto";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { materialIn, type Catalog } from "@/lib/cutting/list/materials";
import type { CutList } from "@/lib/cutting/list/types";
import { cachedPlanByMaterial } from "@/lib/cutting/planning/cache";
import { config } from "@/lib/config";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { OffcutLogModel, OffcutStoreModel, type OffcutStoreDoc, type StoredOffcut } from "@/models/OffcutStore";
import { assignPieces, groupPieces, groupSources, type PieceGroup } from "./assign";
import type { OffcutPiece } from "./offcut-schema";

/**
 * The workshop's offcut store: pieces worth keeping, each with a short id on a
 * label. Staff add, find, reserve and discard pieces in the console; an order
 * the workshop supplies boards for is planned on the free pieces of its
 * materials when it is confirmed, and the pieces its plan uses are reserved for
 * it (lib/orders/workflow.ts confirms, through lib/orders/pricing.ts, under the order's lock). They
 * leave the store when the order goes into production, and come back if it is
 * cancelled. Every change runs under the store's lock, on one document, so two
 * orders confirmed at once never get the same piece.
 */
const ID = "offcuts";
const LOCK = "offcuts";
export const MAX_STORED_OFFCUTS = 1000;

/** The id alphabet: no 0/O, 1/I/L, so a label read aloud or typed is not mistaken. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const newId = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

export type OffcutView = OffcutPiece;
const view = (p: StoredOffcut): OffcutView => ({ ...p, addedAt: new Date(p.addedAt).toISOString() });

async function readPieces(): Promise<StoredOffcut[]> {
  await connectToDatabase();
  return (await OffcutStoreModel.findById(ID).lean<OffcutStoreDoc>())?.pieces ?? [];
}

type Change<T> = { pieces?: StoredOffcut[]; result: T };

/** Runs `change` on a copy of the store's pieces under the lock and writes the pieces it returns whole (nothing when it returns none). */
async function changeStore<T>(change: (pieces: StoredOffcut[]) => Promise<Change<T>> | Change<T>): Promise<T> {
  await connectToDatabase();
  return withLock(LOCK, async () => {
    const doc = await OffcutStoreModel.findById(ID).lean<OffcutStoreDoc>();
    const { pieces, result } = await change((doc?.pieces ?? []).map((p) => ({ ...p })));
    if (pieces) await OffcutStoreModel.replaceOne({ _id: ID }, { _id: ID, pieces, version: (doc?.version ?? 0) + 1 }, { upsert: true });
    return result;
  });
}

async function logEnd(piece: StoredOffcut, ended: "used" | "discarded", by: string): Promise<void> {
  const { id, ...rest } = piece;
  await OffcutLogModel.replaceOne({ _id: id }, { ...rest, _id: id, ended, endedAt: new Date(), endedBy: by }, { upsert: true });
}

export const offcutMinMm = () => config().OFFCUT_MIN_MM;

export interface OffcutFilter {
  material?: string;
  /** An id, or part of one. */
  q?: string;
  /** Pieces at least this long and wide (either way round unless `grain`). */
  minLength?: number;
  minWidth?: number;
}

/** The pieces in the store (free and reserved), newest first, filtered. One read by `_id`. */
export async function listOffcuts(filter: OffcutFilter = {}): Promise<{ pieces: OffcutView[]; total: number }> {
  const all = await readPieces();
  const q = filter.q?.trim().toUpperCase();
  const fits = (p: StoredOffcut) => {
    const L = filter.minLength ?? 0;
    const W = filter.minWidth ?? 0;
    return (p.length >= L && p.width >= W) || (p.length >= W && p.width >= L);
  };
  const pieces = all
    .filter((p) => (!filter.material || p.material === filter.material) && (!q || p.id.includes(q) || p.order === q) && fits(p))
    .sort((a, b) => new Date(b.addedAt).getTime() - new Date(a.addedAt).getTime());
  return { pieces: pieces.map(view), total: all.length };
}

export async function getOffcut(id: string): Promise<OffcutView | null> {
  const p = (await readPieces()).find((x) => x.id === id.toUpperCase());
  return p ? view(p) : null;
}

export interface NewOffcut {
  material: string;
  length: number;
  width: number;
  pricePaise?: number;
  note?: string;
  /** The plan offcut it is: "KPW-2026-0012/3/1". Adding the same one again returns the piece already stored. */
  from?: string;
}

/** Puts a piece in the store with a new id (201), or returns the one already stored from the same plan offcut (200). */
export async function addOffcut(input: NewOffcut, catalog: Catalog, by: string): Promise<{ piece: OffcutView; created: boolean }> {
  const min = offcutMinMm();
  const errors: Record<string, string> = {};
  if (!materialIn(catalog, input.material)) errors.material = "Material must be one of the listed boards";
  if (input.length < min) errors.length = `An offcut is kept when both sides are at least ${min} mm`;
  if (input.width < min) errors.width = `An offcut is kept when both sides are at least ${min} mm`;
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return changeStore<{ piece: OffcutView; created: boolean }>(async (pieces) => {
    const same = input.from ? pieces.find((p) => p.from === input.from) : undefined;
    if (same) return { result: { piece: view(same), created: false } };
    if (pieces.length >= MAX_STORED_OFFCUTS) {
      throw new ConflictError(`The store holds ${MAX_STORED_OFFCUTS} pieces, its most: discard pieces that are no longer worth keeping first.`);
    }
    let id = newId();
    // An id is never reused: not by a piece in the store, nor by one that has left it.
    for (let tries = 0; pieces.some((p) => p.id === id) || (await OffcutLogModel.exists({ _id: id })); tries++) {
      if (tries > 20) throw new ConflictError("Could not find a free offcut id. Please try again.");
      id = newId();
    }
    const piece: StoredOffcut = {
      id,
      material: input.material,
      length: input.length,
      width: input.width,
      pricePaise: input.pricePaise ?? 0,
      status: "stored",
      order: "",
      from: input.from ?? "",
      note: input.note ?? "",
      addedAt: new Date(),
      addedBy: by,
    };
    return { pieces: [...pieces, piece], result: { piece: view(piece), created: true } };
  });
}

function find(pieces: StoredOffcut[], id: string): StoredOffcut {
  const p = pieces.find((x) => x.id === id.toUpperCase());
  if (!p) throw new NotFoundError("No piece with this id in the store");
  return p;
}

export type OffcutChange =
  { action: "reserve"; order: string } | { action: "release" } | { action: "discard" } | { action: "edit"; pricePaise?: number; note?: string };

/**
 * A staff change to one piece. Reserving for an order needs the order to exist
 * and be open (`orderIsOpen`), and a piece reserved for another order is a 409;
 * a reserved piece is released before it can be discarded. A piece that an open
 * order's plan cuts from (`openOrderPlans`) stays that order's: releasing it
 * is a 409 (cancel the order, which gives it back), so no piece is ever in two
 * open orders' plans, and none is discarded from under a plan.
 */
export async function changeOffcut(
  id: string,
  change: OffcutChange,
  by: string,
  orderIsOpen: (ref: string) => Promise<boolean>,
  openOrderPlans: (ref: string, pieceId: string) => Promise<boolean> = async () => false,
): Promise<OffcutView | null> {
  if (change.action === "reserve" && !(await orderIsOpen(change.order.toUpperCase()))) {
    throw new ValidationError({ order: "No open order with this reference" });
  }
  return changeStore(async (pieces) => {
    const p = find(pieces, id);
    switch (change.action) {
      case "reserve": {
        const order = change.order.toUpperCase();
        if (p.status === "reserved" && p.order !== order)
          throw new ConflictError(`Piece ${p.id} is reserved for ${p.order}: release it first.`, { order: "reserved for another order" });
        p.status = "reserved";
        p.order = order;
        return { pieces, result: view(p) };
      }
      case "release":
        if (p.status === "reserved" && p.order && (await openOrderPlans(p.order, p.id))) {
          throw new ConflictError(`Piece ${p.id} is in the cutting plan of ${p.order}, an open order: cancel that order to free it.`, {
            order: `planned for ${p.order}`,
          });
        }
        p.status = "stored";
        p.order = "";
        return { pieces, result: view(p) };
      case "discard":
        if (p.status === "reserved") throw new ConflictError(`Piece ${p.id} is reserved for ${p.order}: release it before discarding it.`);
        await logEnd(p, "discarded", by);
        return { pieces: pieces.filter((x) => x !== p), result: null };
      case "edit":
        if (change.pricePaise !== undefined) p.pricePaise = change.pricePaise;
        if (change.note !== undefined) p.note = change.note;
        return { pieces, result: view(p) };
    }
  });
}

/** The store's pieces of the list's materials an order may be planned on: the free ones, and those already reserved for it. */
function piecesFor(pieces: StoredOffcut[], reference: string, cutList: CutList): Record<string, PieceGroup[]> {
  const groups: Record<string, PieceGroup[]> = {};
  for (const m of new Set(cutList.rows.map((r) => r.material))) {
    const free = pieces.filter((p) => p.material === m && (p.status === "stored" || p.order === reference));
    if (free.length) groups[m] = groupPieces(free);
  }
  return groups;
}

/** What an order is planned on the store with: its reference, list, the rack, the per-sheet charges, and the time. */
type PlanOnPiecesArgs = [reference: string, cutList: CutList, catalog: Catalog, charges: Record<string, number>, budgetMs?: number];

/** The list planned on the store's pieces first (then the rack's boards), each piece used named by its id; null when no piece helps. */
async function planOnPieces(
  pieces: StoredOffcut[],
  ...[reference, cutList, catalog, charges, budgetMs]: PlanOnPiecesArgs
): Promise<{ plans: MaterialPlan[]; ids: string[] } | null> {
  const groups = piecesFor(pieces, reference, cutList);
  if (!Object.keys(groups).length) return null;
  const offcuts = Object.fromEntries(Object.entries(groups).map(([m, g]) => [m, groupSources(g)]));
  const { plans, problems } = await cachedPlanByMaterial(cutList, catalog, reference, "order", { allowRetired: true, offcuts, charges, budgetMs });
  if (Object.keys(problems).length) return null;
  const ids: string[] = [];
  const assigned = plans.map((p) => {
    const out = assignPieces(p, groups[p.material] ?? []);
    ids.push(...out.ids);
    return out.plan;
  });
  return ids.length ? { plans: assigned, ids } : null;
}

/**
 * What confirming would do (nothing is reserved): the plan on the store's pieces, or null when no piece helps. The
 * console shows its price before the staff confirm (issue 36). The same plan is made at confirmation while the store
 * has not changed (the planner's cache).
 */
export async function previewForOrder(...args: PlanOnPiecesArgs): Promise<{ plans: MaterialPlan[]; ids: string[] } | null> {
  return planOnPieces(await readPieces(), ...args);
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
      throw new ConflictError(`The offcut store changed while the batch was planned (${taken.join(", ")}): make the batch again.`, {
        orders: "offcut store changed",
      });
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
export async function reserveForOrder(
  reference: string,
  cutList: CutList,
  catalog: Catalog,
  charges: Record<string, number>,
): Promise<{ plans: MaterialPlan[]; ids: string[] } | null> {
  return changeStore(async (pieces) => {
    const planned = await planOnPieces(pieces, reference, cutList, catalog, charges);
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
