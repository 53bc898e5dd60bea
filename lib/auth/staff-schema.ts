/**
 * The bodies of the staff's and station phones' endpoints (issue 51), client-safe: the console's forms and the
 * routes check the same rules.
 */
import { z } from "@/lib/validation/z";
import { submissionKeyField } from "@/lib/validation/idempotency";
import { roleField } from "@/lib/validation/user";
import { textProblem } from "@/lib/validation/text";
import { refusalInZod } from "@/lib/i18n/refusal";

/** PATCH /api/admin/staff/{id}. */
export const roleChangeSchema = z.strictObject({ role: roleField });

/** POST /api/admin/devices: a name the floor knows the phone by, and its stations. */
export const deviceCreateSchema = z.strictObject({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(60, "Name must be at most 60 characters")
    .superRefine((v, ctx) => {
      const problem = textProblem("name", v);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  stations: z
    .array(z.string({ error: "A station must be its id" }).trim().max(12, "No such station"), { error: "Stations must be a list" })
    .min(1, "Choose at least one station")
    .max(8, "At most 8 stations"),
  idempotencyKey: submissionKeyField,
});
export type DeviceCreateInput = z.infer<typeof deviceCreateSchema>;

/** POST /api/devices/pair: the code shown on the console (typed, or read from its QR code). */
export const pairSchema = z.strictObject({
  code: z
    .string({ error: refusalInZod("pairingCodeMissing") })
    .trim()
    .min(1, refusalInZod("pairingCodeMissing"))
    .max(40, refusalInZod("pairingCodeFormat"))
    .regex(/^[A-Za-z0-9\s-]+$/, refusalInZod("pairingCodeFormat")),
});

/** GET /api/admin/audit. */
export const auditQuerySchema = z.strictObject({
  order: z.string().trim().max(20, "Not an order reference").optional(),
  person: z.string().trim().max(40, "Not a person").optional(),
  action: z.string().trim().max(40).optional(),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Day must be a date (YYYY-MM-DD)")
    .optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be YYYY-MM")
    .optional(),
  format: z.enum(["json", "csv"], { error: "Format must be json or csv" }).optional(),
});
