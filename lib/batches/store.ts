import "server-only";
import { connectToDatabase } from "@/lib/db/connect";
import { withLock } from "@/lib/db/lock";
import { pack, unpack } from "@/lib/db/packed";
import { addRef, refsPage } from "@/lib/db/ref-list";
import { BatchModel, type BatchDoc } from "@/models/Batch";
import { proposeNumber } from "@/lib/numbering/series";
import type { BatchBody, BatchState, BatchSummary } from "./types";

/**
 * The cutting batch's record and its door (issue 50): only this module reads and writes the batches' collection.
 * A batch has its own lock, `batch:<id>`: its first scan, an undo, a member's cancel and its end are ordered by it
 * (lib/batches/life.ts), and it is always taken before any of its orders' locks, never after. Every read is by
 * `_id`; the list of batches is a keyed list of ids.
 */

const ALL_BATCHES = "batches:all";
export const BATCH_PATTERN = /^B-\d{4}-\d{4,6}$/;
export const isBatchId = (id: string) => BATCH_PATTERN.test(id);

export const batchLock = (id: string) => `batch:${id.toUpperCase()}`;

/** Runs `fn` holding the batch's lock (503 when it stays taken for 10 s: lib/db/lock.ts). */
export function withBatch<T>(id: string, fn: () => Promise<T>): Promise<T> {
  return withLock(batchLock(id), fn);
}

export const stateOf = (doc: Pick<BatchDoc, "undoneAt" | "startedAt" | "doneAt">): BatchState =>
  doc.undoneAt ? "undone" : doc.doneAt ? "done" : doc.startedAt ? "started" : "made";

export const summaryOf = (doc: BatchDoc): BatchSummary => ({
  id: doc._id,
  orders: doc.orders,
  materials: doc.materials,
  createdAt: new Date(doc.createdAt).toISOString(),
  createdBy: doc.createdBy ?? "",
  undone: !!doc.undoneAt,
  state: stateOf(doc),
  startedAt: doc.startedAt ? new Date(doc.startedAt).toISOString() : null,
  undoneAt: doc.undoneAt ? new Date(doc.undoneAt).toISOString() : null,
  cancelled: doc.cancelled ?? [],
  offcuts: doc.offcuts ?? [],
});

/** The batch's record without its packed body (null when there is none). */
export async function readBatchDoc(id: string): Promise<BatchDoc | null> {
  await connectToDatabase();
  return BatchModel.findById(id.toUpperCase(), { body: 0 }).lean<BatchDoc>();
}

/** The whole batch: its record and its body. */
export async function readBatch(id: string): Promise<(BatchSummary & BatchBody) | null> {
  await connectToDatabase();
  const doc = await BatchModel.findById(id.toUpperCase()).lean<BatchDoc>();
  return doc ? { ...summaryOf(doc), ...unpack<BatchBody>(doc.body) } : null;
}

/** The most recent batches, newest first (their records only). */
export async function recentBatches(limit: number): Promise<BatchSummary[]> {
  await connectToDatabase();
  const { refs } = await refsPage(ALL_BATCHES, 0, limit);
  const docs = await Promise.all(refs.map((id) => BatchModel.findById(id, { body: 0 }).lean<BatchDoc>()));
  return docs.filter((d): d is BatchDoc => !!d).map(summaryOf);
}

export const formatBatchId = (year: number, seq: number) => `B-${year}-${String(seq).padStart(4, "0")}`;

/**
 * The next batch number of the year, from the one numbering of every series (lib/numbering/series.ts: it waits, as
 * orders do, until a restore's skipped numbers are applied, since a batch made in the moments a backup lost has its
 * number on a printed pack). Batches are made under one lock, and the insert under the number decides.
 */
export async function nextBatchId(year: number): Promise<string> {
  await connectToDatabase();
  return formatBatchId(year, await proposeNumber("batch", year));
}

export type NewBatch = Omit<BatchDoc, "body"> & { body: BatchBody };

export async function insertBatch(batch: NewBatch): Promise<void> {
  await BatchModel.create({ ...batch, body: pack(batch.body) });
}

/** Files the batch in the list of batches (once it holds its orders). */
export const listBatch = (id: string) => addRef(ALL_BATCHES, id);

export async function removeBatch(id: string): Promise<void> {
  await BatchModel.deleteOne({ _id: id });
}

/** Sets fields of the batch's record (its body too, when given): call it holding the batch's lock. */
export async function saveBatch(id: string, set: Partial<Omit<BatchDoc, "body">> & { body?: BatchBody }): Promise<void> {
  const { body, ...rest } = set;
  await BatchModel.updateOne({ _id: id }, { $set: { ...rest, ...(body ? { body: pack(body) } : {}) } });
}
