/**
 * The check of the business facts the owner saves from the console (issue 56): `PUT /api/admin/business/facts`.
 * Numbers are stored as their digits with the country code, so every tel: and wa.me link is built one way.
 */
import { z } from "@/lib/validation/z";
import { personText } from "@/lib/validation/person-text";
import { emailField } from "@/lib/validation/user";
import type { SiteFacts } from "@/vocabulary/site-facts";
import { PINCODE } from "@/lib/text/contact-rules";
import { refusalInZod } from "@/lib/i18n/refusal";

/** "+91 98765 43210", "098765 43210", "9876543210" or "0422 2345678" → "919876543210" / "914222345678"; null if not an Indian number. */
export function indianNumber(value: string): string | null {
  if (!/^\+?[0-9 ()-]*$/.test(value)) return null;
  let digits = value.replace(/\D/g, "");
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (digits.length === 10) digits = `91${digits}`;
  return /^91[1-9]\d{9}$/.test(digits) ? digits : null;
}

const numberField = (label: string, required: boolean) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .transform((v, ctx) => {
      if (!v && !required) return "";
      const digits = indianNumber(v);
      if (!digits) ctx.addIssue({ code: "custom", message: `${label} must be an Indian number of 10 digits, e.g. 98765 43210 or 0422 234 5678` });
      return digits ?? "";
    });

/** An https link or nothing. */
const linkField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((v) => !v || /^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/.test(v), `${label} must be a link starting with https://`);

const timeField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 09:00`);

export const siteFactsSchema = z
  .strictObject({
    name: personText("businessName", 80, { required: true, printed: true }),
    shortName: personText("shortName", 40, { required: true, printed: true }),
    phone: numberField("Phone", true),
    whatsapp: numberField("WhatsApp number", false),
    email: emailField,
    street: personText("street", 120, { required: true, printed: true }),
    streetTamil: z._default(personText("streetTamil", 120, { printed: true }), ""),
    postalCode: z.string({ error: "PIN code is required" }).trim().regex(PINCODE, refusalInZod("pincodeFormat")),
    mapUrl: linkField("Map link").default(""),
    socials: z.strictObject({
      facebook: linkField("Facebook page").default(""),
      instagram: linkField("Instagram page").default(""),
      linkedin: linkField("LinkedIn page").default(""),
      twitter: linkField("Twitter (X) page").default(""),
    }),
    opens: timeField("Opening time"),
    closes: timeField("Closing time"),
  })
  .refine((v) => v.closes > v.opens, { path: ["closes"], message: "Closing time must be after the opening time" });

export type SiteFactsInput = z.input<typeof siteFactsSchema>;
// The schema's output is the shared type, field for field (a compile-time check both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const FACTS_SHAPE_MATCHES: Same<z.output<typeof siteFactsSchema>, SiteFacts> = true;
