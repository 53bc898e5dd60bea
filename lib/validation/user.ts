/**
 * The account schemas, shared by the route handlers and the sign-up / sign-in /
 * profile forms (safe to import in client components: no server code here).
 * Every object is strict: unknown keys such as `role`, `_id` or `__proto__` are
 * refused rather than ignored, and only plain strings are accepted, never
 * operator objects like `{"$gt": ""}`.
 */
import { PHONE_CHARACTERS, PHONE_MAX, phoneDigitsOk } from "../text/contact-rules";
import { z } from "@/lib/validation/z";
import { passwordProblem } from "./password";
import { refusal, refusalInZod, type RefusalKey } from "@/lib/i18n/refusal";
import { hasHiddenCharacters, hasLetter, unprintableCharacter, unprintableMessage, withinChars } from "./text";

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export { ROLES, type Role } from "@/vocabulary/roles";
import { ROLES, type Role } from "@/vocabulary/roles";

/** A field's name inside its refusals ("Name is required"), in the answer's language. */
type Field = "name" | "email" | "phone" | "password" | "currentPassword";
const label = (field: Field) => refusal("fieldName", { field });
const said = (key: RefusalKey, field: Field, n?: number) => refusalInZod(key, { label: label(field), ...(n === undefined ? {} : { n }) });

function text(field: Field) {
  return z.string({
    error: (issue) => (issue.input === undefined ? said("fieldRequired", field) : said("fieldNotText", field)),
  });
}

// Control characters have no place in a name or phone number (and break logs and e-mails).
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** Lengths in code points, the same rule as the models (lib/validation/text.ts). */
export const nameField = text("name")
  .trim()
  .min(1, said("fieldRequired", "name"))
  .refine((v) => withinChars(v, NAME_MAX), said("fieldTooLong", "name", NAME_MAX))
  .refine((v) => !CONTROL_CHARS.test(v), said("fieldBadCharacters", "name"))
  .refine((v) => !hasHiddenCharacters(v), said("fieldHiddenCharacters", "name"))
  .refine((v) => v === "" || hasLetter(v), said("fieldNeedsLetter", "name"))
  // The name goes on the customer's tax invoices (issue 38: other scripts and emoji printed as boxes).
  .refine((v) => !unprintableCharacter(v), unprintableMessage("name"));

/** Trimmed and lower-cased before it is checked, stored or looked up. */
export const emailField = text("email")
  .trim()
  .toLowerCase()
  .min(1, said("fieldRequired", "email"))
  .max(EMAIL_MAX, said("fieldTooLong", "email", EMAIL_MAX))
  .pipe(z.email({ error: refusalInZod("validEmail") }));

/** Digits with optional +, spaces, dashes and brackets; 7 to 15 digits (E.164 allows 15). */
export const phoneField = text("phone")
  .trim()
  .min(1, said("fieldRequired", "phone"))
  .max(PHONE_MAX, said("fieldTooLong", "phone", PHONE_MAX))
  .regex(PHONE_CHARACTERS, refusalInZod("validPhoneCharacters"))
  .refine(phoneDigitsOk, refusalInZod("validPhoneDigits"));

/** A new password: 8–72 bytes and not one of the most common ones. Never trimmed. */
export const newPasswordField = text("password").superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: refusalInZod(problem.key, problem.values) });
});

/** A password being checked (sign-in, current password): any non-empty string up to a sane size. */
export const existingPasswordField = (field: "password" | "currentPassword" = "password") =>
  text(field).min(1, said("fieldRequired", field)).max(1024, said("fieldTooLongPlain", field));

export const roleField = z.enum(ROLES, { error: refusalInZod("roleOneOf", { roles: ROLES.join(", ") }) });

export const signupSchema = z.strictObject({
  name: nameField,
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
});
export type SignupInput = z.infer<typeof signupSchema>;
/** What the sign-up form sends (before trimming and lower-casing). */
export type SignupPayload = z.input<typeof signupSchema>;

export const loginSchema = z.strictObject({
  email: emailField,
  password: existingPasswordField("password"),
});
export type LoginInput = z.infer<typeof loginSchema>;
export type LoginPayload = z.input<typeof loginSchema>;

const passwordChange = {
  password: newPasswordField.optional(),
  currentPassword: existingPasswordField("currentPassword").optional(),
};

/** The current password goes with a new password or a new e-mail (whether the e-mail really changes is checked on the server). */
function requireCurrentPassword(value: { password?: string; currentPassword?: string; email?: string }, ctx: z.RefinementCtx) {
  if (value.password !== undefined && value.currentPassword === undefined) {
    ctx.addIssue({ code: "custom", path: ["currentPassword"], message: refusalInZod("currentPasswordForNew") });
  }
  if (value.currentPassword !== undefined && value.password === undefined && value.email === undefined) {
    ctx.addIssue({ code: "custom", path: ["password"], message: refusalInZod("newPasswordWithCurrent") });
  }
}

/**
 * What a profile holds that a person may change. A role is not among them: it changes through one route only,
 * PATCH /api/admin/staff/{id} (issue 66), which keeps the last owner, ends the person's sessions and audits it.
 */
const profileFields = { name: nameField, email: emailField, phone: phoneField };

/** PUT /api/user/{id}: replaces the whole editable profile. */
export const profileReplaceSchema = z.strictObject({ ...profileFields, ...passwordChange }).superRefine(requireCurrentPassword);
export type ProfileReplaceInput = z.infer<typeof profileReplaceSchema>;

/** PATCH /api/user/{id}: changes some of it. */
export const profilePatchSchema = z
  .strictObject({ ...profileFields, ...passwordChange })
  .partial()
  .superRefine((value, ctx) => {
    if (Object.keys(value).length === 0) {
      ctx.addIssue({ code: "custom", path: [], message: refusalInZod("sendOneField") });
    }
    requireCurrentPassword(value, ctx);
  });
export type ProfilePatchInput = z.infer<typeof profilePatchSchema>;

/**
 * A user as every response carries it: an allow-list built by toPublicUser()
 * (lib/auth/accounts.ts), never a hash. The one user type of server and browser.
 */
export type PublicUser = {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  createdAt?: string;
  updatedAt?: string;
};

/** POST /api/user/login → 200, and POST /api/user/refresh. */
export type LoginResponse = { user: PublicUser; token: string };
/** GET /api/user/{id} → 200; with a message, POST /api/user/signup → 201. */
export type UserResponse = { user: PublicUser };
/** PUT and PATCH /api/user/{id}: the message, the user, and after a password change a fresh `token`. */
export type ProfileSaved = { message: string; user: PublicUser; token?: string };

/** A MongoDB ObjectId in its 24-hex-digit form (mongoose would also accept any 12-character string). */
export const objectIdPattern = /^[0-9a-f]{24}$/i;
