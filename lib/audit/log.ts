import "server-only";
import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { addRef, refsPage } from "@/lib/db/ref-list";
import { indiaDate } from "@/lib/format/financial-year";
import { AuditEntry, type AuditActorDoc, type AuditEntryDoc } from "@/models/AuditEntry";
import type { AuditAction, AuditActor, AuditEntryView } from "./types";

/**
 * Who did what (issue 51): every payment, refund, invoice, credit note, price change, status move, batch made or
 * undone, role change, pairing and revocation is written here, append-only: when, who (a person and their role, or a
 * station phone and its stations), what, and the figures before and after. No route edits or deletes an entry.
 *
 * The embedded database uses no index but `_id`, so an entry is filed in keyed lists as it is written, and every read
 * goes through one: all entries, an order's, a person's (or phone's), a day's (India). The owner's filters pick the
 * narrowest list and check the rest on the entries read.
 */

const ALL = "audit:all";
const orderList = (ref: string) => `audit:order:${ref.toUpperCase()}`;
const actorList = (id: string) => `audit:actor:${id}`;
const dayList = (day: string) => `audit:day:${day}`;
/** The most entries one read returns (a page of the log, an order's trail). */
export const AUDIT_PAGE_MAX = 500;

const toDoc = (a: AuditActor): AuditActorDoc =>
  a.kind === "person"
    ? { kind: "person", id: a.id, name: a.name, role: a.role }
    : a.kind === "device"
      ? { kind: "device", id: a.id, name: a.name, stations: a.stations }
      : { kind: "system", name: a.name };

const view = (d: AuditEntryDoc): AuditEntryView => ({
  id: String(d._id),
  at: d.at.toISOString(),
  actor:
    d.actor.kind === "person"
      ? { name: d.actor.name, role: d.actor.role }
      : d.actor.kind === "device"
        ? { device: d.actor.name, stations: d.actor.stations }
        : { name: d.actor.name, role: "system" },
  ...(d.actor.kind !== "system" ? { actorId: d.actor.id } : {}),
  action: d.action as AuditAction,
  order: d.order || null,
  detail: d.detail,
});

/**
 * Writes one entry and files it. Never throws to its caller: the change it records has happened, and a lost audit
 * line is logged rather than turned into a failure of that change.
 */
export async function audit(actor: AuditActor, action: AuditAction, what: { order?: string; detail?: Record<string, unknown> } = {}): Promise<void> {
  try {
    await connectToDatabase();
    const at = new Date();
    const _id = new Types.ObjectId();
    const order = what.order?.toUpperCase() ?? "";
    await AuditEntry.create({ _id, at, actor: toDoc(actor), action, order, detail: what.detail ?? {} });
    const id = String(_id);
    const lists = [ALL, dayList(indiaDate(at)), ...(order ? [orderList(order)] : []), ...(actor.kind !== "system" ? [actorList(actor.id)] : [])];
    await Promise.all(lists.map((l) => addRef(l, id)));
  } catch (err) {
    console.error(`[audit] could not record ${action}: ${(err as Error).message}`);
  }
}

async function read(list: string, limit = AUDIT_PAGE_MAX): Promise<AuditEntryView[]> {
  await connectToDatabase();
  const { refs } = await refsPage(list, 0, limit);
  const docs = await Promise.all(refs.map((id) => AuditEntry.findById(id).lean<AuditEntryDoc>()));
  return docs
    .filter((d): d is AuditEntryDoc => !!d)
    .map(view)
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** An order's trail, newest first. */
export const orderTrail = (reference: string) => read(orderList(reference));

export interface AuditFilter {
  /** A person's or a phone's id. */
  actor?: string;
  action?: AuditAction;
  /** YYYY-MM-DD, India. */
  day?: string;
}

/** The owner's view of the log: the narrowest list of the filter, then the rest of it checked; newest first. */
export async function auditEntries(filter: AuditFilter): Promise<AuditEntryView[]> {
  const list = filter.day ? dayList(filter.day) : filter.actor ? actorList(filter.actor) : ALL;
  const entries = await read(list);
  return entries.filter(
    (e) =>
      (!filter.action || e.action === filter.action) &&
      (!filter.day || indiaDate(new Date(e.at)) === filter.day) &&
      (!filter.actor || e.actorId === filter.actor),
  );
}

/** Every entry of a month (YYYY-MM, India), oldest first: its days' lists, for the CSV export. */
export async function monthEntries(month: string): Promise<AuditEntryView[]> {
  const [y, m] = month.split("-").map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const all: AuditEntryView[] = [];
  for (let d = 1; d <= days; d++) all.push(...(await read(dayList(`${month}-${String(d).padStart(2, "0")}`), 100_000)));
  return all.sort((a, b) => a.at.localeCompare(b.at));
}
