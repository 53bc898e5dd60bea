/**
 * The service DTOs and the schemas of the admin services endpoints
 * (POST /api/services, PATCH /api/services/{id}), shared with the console's forms.
 */
import type { JobWorkKey } from "@/lib/job-work/job-work";
import { z } from "@/lib/validation/z";
import { submissionKeyField } from "./idempotency";
import { personText } from "./person-text";
import type { Field } from "@/lib/i18n/field";

/** One "All Services" card as GET /api/services returns it (the spec's _id, title, des, image). */
export type PublicService = {
  _id: string;
  title: string;
  des: string;
  /** Path relative to the API host, e.g. /images/services/cutting.svg. */
  image: string;
  /** Only in the Tamil list (`?lang=ta`): the job-work modal the card opens, found from its English title. */
  jobWork?: JobWorkKey | null;
};

/** A service as the console sees it (GET /api/admin/services, and {service} from the writes), with its Tamil words. */
export type AdminService = Omit<PublicService, "jobWork"> & { slug: string; order: number; titleTa: string; desTa: string };

/** One service (with a message: the answer to adding or changing one). */
export interface ServiceAnswer {
  service: AdminService;
}

const text = (label: Field, max: number) => personText(label, max, { multiline: true, required: true });
/** The Tamil words may be left empty (the Tamil list then shows the English ones). */
const tamilText = (label: Field, max: number) => personText(label, max, { multiline: true, required: false });

export const SERVICE_TITLE_MAX = 80;
export const SERVICE_DES_MAX = 1000;

/** A host-relative image path: /images/... (shipped) or /uploads/services/... (uploaded). */
export const serviceImageField = z
  .string({ error: "Image must be a string" })
  .trim()
  .max(300, "Image must be at most 300 characters")
  .regex(/^\/(images|uploads)\/[A-Za-z0-9/_.-]+$/, "Image must be a path on this site, such as /images/services/cutting.svg")
  .refine((v) => !v.includes(".."), "Image must be a path on this site");

export const serviceOrderField = z
  .number({ error: "Order must be a number" })
  .int("Order must be a whole number")
  .min(0, "Order must be 0 or more")
  .max(10_000, "Order must be at most 10000");

export const serviceCreateSchema = z.strictObject({
  title: text("title", SERVICE_TITLE_MAX),
  des: text("description", SERVICE_DES_MAX),
  titleTa: z.optional(tamilText("titleTamil", SERVICE_TITLE_MAX)),
  desTa: z.optional(tamilText("descriptionTamil", SERVICE_DES_MAX)),
  image: serviceImageField.optional(),
  order: serviceOrderField.optional(),
  idempotencyKey: submissionKeyField,
});
export type ServiceCreateInput = z.infer<typeof serviceCreateSchema>;

export const serviceUpdateSchema = z
  .strictObject({
    title: z.optional(text("title", SERVICE_TITLE_MAX)),
    des: z.optional(text("description", SERVICE_DES_MAX)),
    titleTa: z.optional(tamilText("titleTamil", SERVICE_TITLE_MAX)),
    desTa: z.optional(tamilText("descriptionTamil", SERVICE_DES_MAX)),
    image: serviceImageField.optional(),
    order: serviceOrderField.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one field to change", path: [] });
export type ServiceUpdateInput = z.infer<typeof serviceUpdateSchema>;

/** PUT /api/admin/services/order: the new order as a list of ids, first shown first. */
export const serviceReorderSchema = z.strictObject({
  ids: z
    .array(z.string({ error: "Each id must be a string" }).regex(/^[0-9a-f]{24}$/i, "Each id must be an ObjectId"), { error: "ids must be a list" })
    .min(1, "ids must not be empty")
    .max(200, "Too many ids"),
});

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Most services the list holds: the public list and the console read them all, so the list stays small by rule. */
export const SERVICES_MAX = 60;
export const UPLOAD_MAX_WIDTH = 1200;
