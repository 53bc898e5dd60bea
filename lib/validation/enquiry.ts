/**
 * Enquiry schemas, shared by POST /api/enquiries, the admin console and the
 * contact form (no server code here). Strict objects: unknown keys are refused.
 */
import { z } from "@/lib/validation/z";
import { limitField, pageField } from "./paging";
import { personText } from "./person-text";
import { emailField, nameField, phoneField } from "./user";
import { submissionKeyField } from "./idempotency";
import type { Field } from "@/lib/i18n/field";
import { ENQUIRY_STATUSES, type EnquiryStatusValue } from "@/vocabulary/enquiry";

export const MESSAGE_MAX = 2000;
/** The hidden honeypot field: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = "website";

const optionalText = (label: Field, max: number) => z.optional(personText(label, max));

export const enquiryCreateSchema = z.strictObject({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: personText("message", MESSAGE_MAX, { multiline: true, required: true }),
  /** The page the form was sent from: a path on this site. */
  page: optionalText("page", 200).refine((v) => v === undefined || v === "" || v.startsWith("/"), "Page must be a path such as /contact"),
  service: optionalText("service", 80),
  /** The signed reference the form reserved and put in the WhatsApp text (POST /api/enquiries/reference). */
  referenceToken: z.string({ error: "referenceToken must be a string" }).max(200, "referenceToken is too long").optional(),
  [HONEYPOT_FIELD]: z.string({ error: "website must be a string" }).max(500, "website is too long").optional(),
  idempotencyKey: submissionKeyField,
});
export type EnquiryCreateInput = z.infer<typeof enquiryCreateSchema>;
/** What the contact form sends to POST /api/enquiries. */
export type EnquiryPayload = z.input<typeof enquiryCreateSchema>;
/** POST /api/enquiries → 201. */
export type EnquiryCreated = { message: string; reference: string; createdAt: string };
/** POST /api/enquiries/reference: a reference reserved for the WhatsApp text, and its signed token. */
export type ReservedReference = { reference: string; token: string; expiresAt: string };

/** An enquiry as the admin API returns it. */
export type EnquiryDto = {
  _id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  page: string;
  service: string;
  status: EnquiryStatusValue;
  createdAt: string;
  updatedAt: string;
};

/** One enquiry (with a message: the answer to changing its status). */
export type EnquiryAnswer = { enquiry: EnquiryDto };

/** GET /api/enquiries → one page of the console's list, with the count per status. */
export type EnquiryPage = {
  items: EnquiryDto[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  counts: Record<EnquiryStatusValue | "all", number>;
};

export const enquiryStatusField = z.enum(ENQUIRY_STATUSES, { error: `Status must be one of: ${ENQUIRY_STATUSES.join(", ")}` });

/** PATCH /api/enquiries/{id} (admin). */
export const enquiryUpdateSchema = z.strictObject({ status: enquiryStatusField });
export type EnquiryUpdateInput = z.infer<typeof enquiryUpdateSchema>;

/** Query string of GET /api/enquiries and the exports (admin). */
export const enquiryListQuerySchema = z.strictObject({
  status: z.union([enquiryStatusField, z.literal("")]).optional(),
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  page: pageField.optional(),
  limit: limitField.optional(),
  format: z.enum(["csv", "xlsx"], { error: "Format must be csv or xlsx" }).optional(),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;
