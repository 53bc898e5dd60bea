import mongoose, { Types } from "mongoose";
import { connectToDatabase } from "@/lib/db/connect";
import { Enquiry, type EnquiryStatus } from "@/models/Enquiry";
import type { EnquiryCreateInput, EnquiryDto, EnquiryPage } from "@/lib/validation/enquiry";
import { newEnquiryReference } from "./reference";
import type { EnquiryRow } from "./table";
import { newestFirstPage } from "@/lib/db/page";

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
  createdAt: Date;
  updatedAt: Date;
}

export function toEnquiryDto(doc: EnquiryLean): EnquiryDto {
  return {
    _id: String(doc._id),
    reference: doc.reference,
    name: doc.name,
    email: doc.email,
    phone: doc.phone,
    message: doc.message,
    page: doc.page ?? "",
    service: doc.service ?? "",
    status: doc.status,
    createdAt: new Date(doc.createdAt).toISOString(),
    updatedAt: new Date(doc.updatedAt).toISOString(),
  };
}

const DTO_FIELDS = "reference name email phone message page service status createdAt updatedAt";

function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: number } | null)?.code === 11000;
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
  const search = [input.name, input.email, input.phone, input.message].join("\n").toLowerCase();
  for (let attempt = 0; ; attempt++) {
    const reference = attempt === 0 && reserved ? reserved : newEnquiryReference();
    try {
      const doc = await Enquiry.create({
        reference,
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        page: input.page ?? "",
        service: input.service ?? "",
        search,
      });
      return { reference, createdAt: new Date(doc.get("createdAt") as Date).toISOString() };
    } catch (err) {
      if (isDuplicateKey(err) && attempt < 4) continue;
      throw err;
    }
  }
}

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The filter of the console and the exports. Search is a case-insensitive
 * substring match on a lower-cased copy of name, email, phone and message
 * (FerretDB has no text index or collation), or an exact reference.
 */
function buildFilter(status?: string, q?: string): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (status) filter.status = status;
  const term = q?.trim();
  if (term) {
    const ref = term.toUpperCase();
    // sanitizeFilter is on globally: operators built here (never from raw input) are marked trusted.
    filter.$or = mongoose.trusted([{ search: mongoose.trusted({ $regex: escapeRegex(term.toLowerCase().slice(0, 100)) }) }, { reference: ref }]);
  }
  return filter;
}

export async function listEnquiries(opts: { status?: string; q?: string; page?: number; limit?: number }): Promise<EnquiryPage> {
  await connectToDatabase();
  const limit = opts.limit ?? 25;
  const page = opts.page ?? 1;
  const filter = buildFilter(opts.status, opts.q);
  const [{ docs, ...paging }, newCount, contacted, closed] = await Promise.all([
    newestFirstPage<EnquiryLean>(Enquiry, filter, DTO_FIELDS, page, limit),
    Enquiry.countDocuments({ status: "new" }),
    Enquiry.countDocuments({ status: "contacted" }),
    Enquiry.countDocuments({ status: "closed" }),
  ]);
  return { items: docs.map(toEnquiryDto), ...paging, counts: { all: newCount + contacted + closed, new: newCount, contacted, closed } };
}

/** At most this many rows go into one export (a few years of enquiries for a workshop). */
const EXPORT_MAX_ROWS = 10_000;

export async function enquiriesForExport(opts: { status?: string; q?: string }): Promise<EnquiryRow[]> {
  await connectToDatabase();
  return Enquiry.find(buildFilter(opts.status, opts.q), DTO_FIELDS)

    .sort({ createdAt: -1, _id: -1 })
    .limit(EXPORT_MAX_ROWS)
    .lean<EnquiryRow[]>();
}

/** Sets the status; null when there is no such enquiry. (updateOne + find: FerretDB v1 has no projected findOneAndUpdate.) */
export async function setEnquiryStatus(id: string, status: EnquiryStatus): Promise<EnquiryDto | null> {
  await connectToDatabase();
  const _id = new Types.ObjectId(id);
  const res = await Enquiry.updateOne({ _id }, { $set: { status } });
  if (res.matchedCount === 0) return null;
  const doc = await Enquiry.findById(_id, DTO_FIELDS).lean<EnquiryLean>();
  return doc ? toEnquiryDto(doc) : null;
}

export async function deleteEnquiry(id: string): Promise<boolean> {
  await connectToDatabase();
  const res = await Enquiry.deleteOne({ _id: new Types.ObjectId(id) });
  return res.deletedCount > 0;
}
