import "server-only";
import { randomInt } from "node:crypto";
import { materialIn, type Catalog } from "@/lib/cutting/list/materials";
import { config } from "@/lib/config";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from "@/lib/errors";
import { refusal } from "@/lib/i18n/refusal";
import { audit } from "@/lib/audit/log";
import { getBusiness } from "@/lib/business/settings";
import { OffcutLogModel, OffcutStoreModel, type OffcutStoreDoc, type StoredOffcut } from "@/models/OffcutStore";
import { getCatalog } from "./catalog";
import type { ShelfPiece } from "./offcut-schema";
import type { OffcutPiece, ShelfOwner } from "@/vocabulary/offcuts";
import { fromOrder, isDue, keepUntil, passExpired } from "./shelf";

/**
 * The workshop's offcut store: pieces worth keeping, each with a short id on a
 * label. Staff add, find, reserve and discard pieces in the console; the orders
 * and batches planned on them are ./reservations.ts's (lib/orders/workflow.ts
 * confirms, through lib/orders/pricing.ts, under the order's lock). Every change
 * runs under the store's lock (`changeStore`), on one document, so two orders
 * confirmed at once never get the same piece.
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
export async function readPieces(): Promise<{ pieces: StoredOffcut[]; days: number }> {
  await connectToDatabase();
  const [doc, days] = await Promise.all([OffcutStoreModel.findById(ID).lean<OffcutStoreDoc>(), shelfDays()]);
  const pieces = (doc?.pieces ?? []).map((p) => ({ ...p }));
  if (passExpired(pieces, days, new Date()).length) await changeStore(() => ({ result: undefined }));
  return { pieces, days };
}

export type Change<T> = { pieces?: StoredOffcut[]; result: T };

/**
 * Runs `change` on a copy of the store's pieces under the lock and writes the pieces it returns whole (nothing when it
 * returns none). Expired customers' pieces pass to the workshop first, and are written with the change (or alone).
 */
export async function changeStore<T>(change: (pieces: StoredOffcut[], days: number) => Promise<Change<T>> | Change<T>): Promise<T> {
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

export async function logEnd(piece: StoredOffcut, ended: "used" | "discarded", by: string): Promise<void> {
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
