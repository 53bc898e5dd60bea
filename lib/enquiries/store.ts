import "server-only";
import { pagingOf } from "@/lib/db/page";
import { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { isDuplicateKeyError } from "@/lib/db/keys";
import { withLock } from "@/lib/db/lock";
import { runOnce } from "@/lib/db/migrations";
import { addRef, refCount, refsPage, removeRef, replaceList } from "@/lib/db/ref-list";
import { intersectTermLists } from "@/lib/search/candidates";
import { matchesQuery, queryPlan, termsOf } from "@/lib/search/terms";
import type { EnquiryCreateInput, EnquiryDto, EnquiryPage } from "@/lib/validation/enquiry";
import { Enquiry, type EnquiryStatus } from "@/models/Enquiry";
import { newEnquiryReference } from "./reference";
import type { EnquiryRow } from "./table";

/**
 * Enquiries, read and written only by `_id` (the embedded database uses no
 * other index). The console's lists are keyed lists (lib/db/ref-list.ts):
 * `enquiries:all` newest first, `enquiries:status:<status>` latest moved there
 * first, and search terms `enquiries:<term>` for the name, phone, e-mail and
 * reference (the message itself is not searched). `indexed` records the status
 * the lists were last brought in line with, so an interrupted change is
 * finished by the next one that touches the enquiry.
 */
interface EnquiryLean {
  _id: Types.ObjectId;
  reference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  page?: string | null;
  service?: string | null;
  status: EnquiryStatus;
  indexed?: string;
  createdAt: Date;
  updatedAt: Date;
}

const ALL = "enquiries:all";
const statusList = (s: string) => `enquiries:status:${s}`;
const termList = (t: string) => `enquiries:${t}`;
/** Most candidates a search reads and checks. */
const SCAN_MAX = 300;
/** At most this many rows go into one export (a few years of enquiries for a workshop). */
const EXPORT_MAX_ROWS = 10_000;

/** What the person wrote, as stored and as shown: the page and service empty when there were none. */
function whatWasWritten(x: { name: string; email: string; phone: string; message: string; page?: string | null; service?: string | null }) {
  return { name: x.name, email: x.email, phone: x.phone, message: x.message, page: x.page ?? "", service: x.service ?? "" };
}

export function toEnquiryDto(doc: EnquiryLean): EnquiryDto {
  return {
    _id: String(doc._id),
    reference: doc.reference,
    ...whatWasWritten(doc),
    status: doc.status,
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

const termsOfEnquiry = (doc: Pick<EnquiryLean, "name" | "phone" | "email" | "reference">) => [
  ...termsOf({ name: doc.name, phone: doc.phone, email: doc.email, site: "" }),
  `ref:${doc.reference}`,
];

/** Brings the lists in line with the enquiry's status (idempotent), then records it. */
async function file(doc: EnquiryLean): Promise<void> {
  if (doc.indexed === doc.status) return;
  const id = String(doc._id);
  const steps: Promise<unknown>[] = [addRef(statusList(doc.status), id)];
  if (!doc.indexed) {
    steps.push(addRef(ALL, id));
    for (const t of termsOfEnquiry(doc)) steps.push(addRef(termList(t), id));
  }
  if (doc.indexed) steps.push(removeRef(statusList(doc.indexed), id));
  await Promise.all(steps);
  // Under the enquiry's lock: FerretDB's update rewrites the whole document, so it must not cross a status change.
  await withLock(`enquiry:${id}`, () => Enquiry.updateOne({ _id: doc._id }, { $set: { indexed: doc.status } }));
}

/**
 * Stores an enquiry under its reserved reference (already in the WhatsApp
 * text; see reference-token.ts) or a fresh one. A reserved reference that is
 * taken (a form sent twice) gets a fresh one; the caller answers the one stored.
 */
export async function createEnquiry(
  input: Omit<EnquiryCreateInput, "website" | "referenceToken">,
  reserved?: string | null,
): Promise<{ reference: string; createdAt: string }> {
  await connectToDatabase();
  for (let attempt = 0; ; attempt++) {
    const reference = attempt === 0 && reserved ? reserved : newEnquiryReference();
    try {
      const doc = await Enquiry.create({ reference, ...whatWasWritten(input), indexed: "" });
      await file(doc.toObject() as unknown as EnquiryLean);
      return { reference, createdAt: new Date(doc.get("createdAt") as Date).toISOString() };
    } catch (err) {
      // The unique reference index decides (an insert: atomic on every database).
      if (isDuplicateKeyError(err) && attempt < 4) continue;
      throw err;
    }
  }
}

async function byIds(ids: string[]): Promise<EnquiryLean[]> {
  const docs = await Promise.all(ids.map((id) => Enquiry.findById(id).lean<EnquiryLean>()));
  return docs.filter((d): d is EnquiryLean => d !== null);
}

/** The enquiries the console shows for a filter: one keyed list, or a search's candidates checked against the query. */
async function filtered(opts: { status?: string; q?: string }, offset: number, limit: number): Promise<{ docs: EnquiryLean[]; total: number }> {
  const q = opts.q?.trim();
  if (!q) {
    const { refs, total } = await refsPage(opts.status ? statusList(opts.status) : ALL, offset, limit);
    return { docs: await byIds(refs), total };
  }
  const ref = q.toUpperCase();
  const plan = /^ENQ-[A-Z0-9]+$/.test(ref) ? { parts: [[`ref:${ref}`]], exact: true } : queryPlan(q);
  if (!plan) return { docs: [], total: 0 };
  const { refs } = await intersectTermLists(plan, termList, SCAN_MAX);
  // Newest first by id (an ObjectId starts with its creation time), each read and checked, at most SCAN_MAX.
  const ids = [...refs].sort().reverse().slice(0, SCAN_MAX);
  const matches = (await byIds(ids))
    .filter((d) => plan.exact || matchesQuery(q, { name: d.name, phone: d.phone, email: d.email, site: "" }))
    .filter((d) => !opts.status || d.status === opts.status)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { docs: matches.slice(offset, offset + limit), total: matches.length };
}

export async function listEnquiries(opts: { status?: string; q?: string; page?: number; limit?: number }): Promise<EnquiryPage> {
  await connectToDatabase();
  const limit = opts.limit ?? 25;
  const page = opts.page ?? 1;
  const [{ docs, total }, newCount, contacted, closed, all] = await Promise.all([
    filtered(opts, (page - 1) * limit, limit),
    refCount(statusList("new")),
    refCount(statusList("contacted")),
    refCount(statusList("closed")),
    refCount(ALL),
  ]);
  return {
    items: docs.map(toEnquiryDto),
    ...pagingOf(total, page, limit),
    counts: { all, new: newCount, contacted, closed },
  };
}

export async function enquiriesForExport(opts: { status?: string; q?: string }): Promise<EnquiryRow[]> {
  await connectToDatabase();
  const rows: EnquiryRow[] = [];
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += 200) {
    const { docs, total } = await filtered(opts, offset, Math.min(200, EXPORT_MAX_ROWS - offset));
    rows.push(...docs.map((d) => ({ ...d, page: d.page ?? "", service: d.service ?? "" })));
    if (offset + 200 >= total || !docs.length) break;
  }
  return rows;
}

/** Sets the status; null when there is no such enquiry. Under the enquiry's lock: a read, a write by `_id`, then the lists. */
export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<EnquiryDto | null> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  const doc = await withLock(`enquiry:${id}`, async () => {
    const before = await Enquiry.findById(_id).lean<EnquiryLean>();
    if (!before) return null;
    await Enquiry.updateOne({ _id }, { $set: { status } });
    return { ...before, status, updatedAt: new Date() };
  });
  if (!doc) return null;
  await file(doc);
  return toEnquiryDto(doc);
}

export async function deleteEnquiry(id: string): Promise<boolean> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  const doc = await Enquiry.findById(_id).lean<EnquiryLean>();
  if (!doc) return false;
  const res = await Enquiry.deleteOne({ _id });
  const lists = [ALL, statusList(doc.indexed || doc.status), ...termsOfEnquiry(doc).map(termList)];
  await Promise.all(lists.map((list) => removeRef(list, id)));
  return res.deletedCount > 0;
}

/**
 * Enquiries stored before the keyed lists existed are filed once, at start-up
 * (one read of the collection, never on a request).
 */
export async function fileEarlierEnquiries(): Promise<number | null> {
  return runOnce("enquiries:lists", async () => {
    const docs = await Enquiry.find({}).sort({ createdAt: -1 }).lean<EnquiryLean[]>();
    const lists = new Map<string, string[]>();
    const put = (list: string, id: string) => {
      const ids = lists.get(list);
      if (ids) ids.push(id);
      else lists.set(list, [id]);
    };
    for (const d of docs) {
      const id = String(d._id);
      put(ALL, id);
      put(statusList(d.status), id);
      for (const t of termsOfEnquiry(d)) put(termList(t), id);
    }
    for (const [list, ids] of lists) await replaceList(list, ids);
    for (const d of docs) await Enquiry.updateOne({ _id: d._id }, { $set: { indexed: d.status } });
    return docs.length;
  });
}
