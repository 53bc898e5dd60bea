import "server-only";
import { randomInt } from "node:crypto";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import { materialIn, type Catalog } from "@/lib/cutting/list/materials";
import type { CutList } from "@/lib/cutting/list/types";
import { cachedPlanByMaterial } from "@/lib/cutting/planning/cache";
import type { PlanPriority } from "@/lib/cutting/planning/pool";
import { config } from "@/lib/config";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { audit } from "@/lib/audit/log";
import { getBusiness } from "@/lib/business/settings";
import { OffcutLogModel, OffcutStoreModel, type OffcutStoreDoc, type StoredOffcut } from "@/models/OffcutStore";
import { getCatalog } from "./catalog";
import { assignPieces, groupPieces, groupSources, offcutLabel, type PieceGroup } from "./assign";
import type { OffcutPiece, ShelfOwner, ShelfPiece } from "./offcut-schema";
import { fromOrder, isDue, keepUntil, passExpired, shelfLabel, shelfWords } from "./shelf";

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

/** How many days the workshop keeps a customer's piece (business settings). */
export const shelfDays = async (): Promise<number> => (await getBusiness()).shelfDays;

function viewOf(p: StoredOffcut, days: number): OffcutView {
  const { toldAt, passed, owner, ...rest } = p;
  return {
    ...rest,
    owner: owner ?? null,
    addedAt: new Date(p.addedAt).toISOString(),
    keepUntil: owner ? keepUntil(p.addedAt, days).toISOString() : null,
    toldAt: toldAt ? new Date(toldAt).toISOString() : null,
    passed: passed ? { from: passed.from, at: new Date(passed.at).toISOString() } : null,
  };
}

/**
 * The store's pieces as they are now: a customer's piece whose time is up has passed to the workshop. A read that
 * finds one writes the passing (under the lock, recorded), so every reader sees the same store.
 */
async function readPieces(): Promise<{ pieces: StoredOffcut[]; days: number }> {
  await connectToDatabase();
  const [doc, days] = await Promise.all([OffcutStoreModel.findById(ID).lean<OffcutStoreDoc>(), shelfDays()]);
  const pieces = (doc?.pieces ?? []).map((p) => ({ ...p }));
  if (passExpired(pieces, days, new Date()).length) await changeStore(() => ({ result: undefined }));
  return { pieces, days };
}

type Change<T> = { pieces?: StoredOffcut[]; result: T };

/**
 * Runs `change` on a copy of the store's pieces under the lock and writes the pieces it returns whole (nothing when it
 * returns none). Expired customers' pieces pass to the workshop first, and are written with the change (or alone).
 */
async function changeStore<T>(change: (pieces: StoredOffcut[], days: number) => Promise<Change<T>> | Change<T>): Promise<T> {
  await connectToDatabase();
  const days = await shelfDays();
  return withLock(LOCK, async () => {
    const doc = await OffcutStoreModel.findById(ID).lean<OffcutStoreDoc>();
    const current = (doc?.pieces ?? []).map((p) => ({ ...p }));
    const passed = passExpired(current, days, new Date());
    const { pieces, result } = await change(current, days);
    const write = pieces ?? (passed.length ? current : null);
    if (write) await OffcutStoreModel.replaceOne({ _id: ID }, { _id: ID, pieces: write, version: (doc?.version ?? 0) + 1 }, { upsert: true });
    for (const p of passed)
      await audit({ kind: "system", name: "Offcut store" }, "shelf-passed", {
        detail: { piece: p.id, from: p.passed?.from ?? "", material: p.material, length: p.length, width: p.width },
      });
    return result;
  });
}

async function logEnd(piece: StoredOffcut, ended: "used" | "discarded", by: string): Promise<void> {
  const { id, ...rest } = piece;
  // The log keeps whose shelf it was on by e-mail (its schema drops the shelf's notice fields).
  await OffcutLogModel.replaceOne(
    { _id: id },
    { ...rest, owner: rest.owner?.email ?? "", _id: id, ended, endedAt: new Date(), endedBy: by },
    { upsert: true },
  );
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
export async function listOffcuts(filter: OffcutFilter = {}): Promise<{ pieces: OffcutView[]; total: number; due: OffcutView[] }> {
  const { pieces: all, days } = await readPieces();
  const q = filter.q?.trim().toUpperCase();
  const fits = (p: StoredOffcut) => {
    const L = filter.minLength ?? 0;
    const W = filter.minWidth ?? 0;
    return (p.length >= L && p.width >= W) || (p.length >= W && p.width >= L);
  };
  const pieces = all
    .filter((p) => (!filter.material || p.material === filter.material) && (!q || p.id.includes(q) || p.order === q) && fits(p))
    .sort((a, b) => new Date(b.addedAt).getTime() - new Date(a.addedAt).getTime());
  return { pieces: pieces.map((p) => viewOf(p, days)), total: all.length, due: dueOf(all, days) };
}

export async function getOffcut(id: string): Promise<OffcutView | null> {
  const { pieces, days } = await readPieces();
  const p = pieces.find((x) => x.id === id.toUpperCase());
  return p ? viewOf(p, days) : null;
}

/** The customers' pieces within a week of passing to the workshop (the console's list of whom to tell), soonest first; any filter aside. */
function dueOf(pieces: StoredOffcut[], days: number): OffcutView[] {
  const now = new Date();
  return pieces
    .filter((p) => isDue(p, days, now))
    .sort((a, b) => new Date(a.addedAt).getTime() - new Date(b.addedAt).getTime())
    .map((p) => viewOf(p, days));
}

/** A customer's shelf (`GET /api/account/offcuts`): their pieces at the workshop, oldest first. Nobody else's. */
export async function listShelf(ownerId: string): Promise<{ pieces: ShelfPiece[]; keepDays: number }> {
  const [{ pieces, days }, catalog] = await Promise.all([readPieces(), getCatalog()]);
  return {
    keepDays: days,
    pieces: pieces
      .filter((p) => p.owner?.id === ownerId)
      .sort((a, b) => new Date(a.addedAt).getTime() - new Date(b.addedAt).getTime())
      .map((p) => ({
        id: p.id,
        material: p.material,
        materialLabel: materialIn(catalog, p.material)?.label ?? p.material,
        length: p.length,
        width: p.width,
        since: new Date(p.addedAt).toISOString(),
        from: fromOrder(p.from),
        keepUntil: keepUntil(p.addedAt, days).toISOString(),
        order: p.status === "reserved" ? p.order : "",
      })),
  };
}

export interface NewOffcut {
  material: string;
  length: number;
  width: number;
  pricePaise?: number;
  note?: string;
  /** The plan offcut it is: "KPW-2026-0012/3/1". Adding the same one again returns the piece already stored. */
  from?: string;
  /** The customer whose shelf it goes on (issue 54); absent: the workshop's own. */
  owner?: ShelfOwner;
}

/** Puts a piece in the store with a new id (201), or returns the one already stored from the same plan offcut (200). */
export async function addOffcut(input: NewOffcut, catalog: Catalog, by: string): Promise<{ piece: OffcutView; created: boolean }> {
  const min = offcutMinMm();
  const errors: FieldErrors = {};
  if (!materialIn(catalog, input.material)) errors.material = refusal("materialNotListed");
  if (input.length < min) errors.length = refusal("offcutTooSmall", { min });
  if (input.width < min) errors.width = refusal("offcutTooSmall", { min });
  if (input.owner && input.pricePaise) errors.pricePaise = refusal("customersPieceNoPrice");
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return changeStore<{ piece: OffcutView; created: boolean }>(async (pieces, days) => {
    const same = input.from ? pieces.find((p) => p.from === input.from) : undefined;
    if (same) return { result: { piece: viewOf(same, days), created: false } };
    if (pieces.length >= MAX_STORED_OFFCUTS) {
      throw new ConflictError(refusal("storeFull", { n: MAX_STORED_OFFCUTS }));
    }
    let id = newId();
    // An id is never reused: not by a piece in the store, nor by one that has left it.
    for (let tries = 0; pieces.some((p) => p.id === id) || (await OffcutLogModel.exists({ _id: id })); tries++) {
      if (tries > 20) throw new ConflictError(refusal("noFreeOffcutId"));
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
      owner: input.owner ?? null,
      toldAt: null,
      passed: null,
    };
    return { pieces: [...pieces, piece], result: { piece: viewOf(piece, days), created: true } };
  });
}

function find(pieces: StoredOffcut[], id: string): StoredOffcut {
  const p = pieces.find((x) => x.id === id.toUpperCase());
  if (!p) throw new NotFoundError(refusal("noSuchPiece"));
  return p;
}

export type OffcutChange =
  | { action: "reserve"; order: string }
  | { action: "release" }
  | { action: "discard" }
  | { action: "told" }
  | { action: "edit"; pricePaise?: number; note?: string };

/**
 * A staff change to one piece. Reserving for an order needs the order to exist
 * and be open (`openOrderCustomer`: its customer, or null), a customer's piece is
 * reserved only for that customer's orders, and a piece reserved for another order is a 409;
 * a reserved piece is released before it can be discarded. A piece that an open
 * order's plan cuts from (`openOrderPlans`) stays that order's: releasing it
 * is a 409 (cancel the order, which gives it back), so no piece is ever in two
 * open orders' plans, and none is discarded from under a plan.
 */
export async function changeOffcut(
  id: string,
  change: OffcutChange,
  by: string,
  openOrderCustomer: (ref: string) => Promise<string | null>,
  openOrderPlans: (ref: string, pieceId: string) => Promise<boolean> = async () => false,
): Promise<OffcutView | null> {
  const customer = change.action === "reserve" ? await openOrderCustomer(change.order.toUpperCase()) : null;
  if (change.action === "reserve" && customer === null) throw new ValidationError({ order: refusal("noOpenOrder") });
  return changeStore(async (pieces, days) => {
    const p = find(pieces, id);
    const view = (x: StoredOffcut) => viewOf(x, days);
    switch (change.action) {
      case "reserve": {
        const order = change.order.toUpperCase();
        if (p.owner && p.owner.id !== customer)
          throw new ConflictError(refusal("pieceOnShelf", { id: p.id, owner: p.owner.name }), {
            order: refusal("anotherCustomersOrder"),
          });
        if (p.status === "reserved" && p.order !== order)
          throw new ConflictError(refusal("pieceReserved", { id: p.id, order: p.order }), { order: refusal("reservedForAnother") });
        p.status = "reserved";
        p.order = order;
        return { pieces, result: view(p) };
      }
      case "release":
        if (p.status === "reserved" && p.order && (await openOrderPlans(p.order, p.id))) {
          throw new ConflictError(refusal("pieceInPlan", { id: p.id, order: p.order }), { order: refusal("plannedFor", { order: p.order }) });
        }
        p.status = "stored";
        p.order = "";
        return { pieces, result: view(p) };
      case "told":
        if (!p.owner) throw new ConflictError(refusal("pieceIsWorkshops", { id: p.id }));
        p.toldAt = new Date();
        return { pieces, result: view(p) };
      case "discard":
        if (p.status === "reserved") throw new ConflictError(refusal("releaseBeforeDiscard", { id: p.id, order: p.order }));
        await logEnd(p, "discarded", by);
        return { pieces: pieces.filter((x) => x !== p), result: null };
      case "edit":
        if (p.owner && change.pricePaise) throw new ValidationError({ pricePaise: refusal("customersPieceNoPrice") });
        if (change.pricePaise !== undefined) p.pricePaise = change.pricePaise;
        if (change.note !== undefined) p.note = change.note;
        return { pieces, result: view(p) };
    }
  });
}

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
