import { isEmailShaped, isPhone } from "../text/contact-rules";

/** The four fields of the Contact Us form. */
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const satisfies readonly (keyof ContactFields)[];

/** Reads the form's values as strings (a missing field reads as ""). */
export function readContactFields(get: (name: keyof ContactFields) => unknown): ContactFields {
  const read = (name: keyof ContactFields) => {
    const value = get(name);
    return typeof value === "string" ? value : "";
  };
  return { name: read("name"), email: read("email"), phone: read("phone"), message: read("message") };
}

/** The first field that is empty or only spaces, or null when all four are filled in. */
export function firstMissingField(fields: ContactFields): keyof ContactFields | null {
  return CONTACT_FIELDS.find((name) => fields[name].trim() === "") ?? null;
}

export type ContactProblem = "missing" | "email" | "phone";

/** What is wrong with each field before anything is sent (issue 55): empty, or an e-mail or phone the server would refuse. */
export function contactProblems(fields: ContactFields): Partial<Record<keyof ContactFields, ContactProblem>> {
  const out: Partial<Record<keyof ContactFields, ContactProblem>> = {};
  for (const name of CONTACT_FIELDS) if (fields[name].trim() === "") out[name] = "missing";
  if (fields.email.trim() && !isEmailShaped(fields.email.trim())) out.email = "email";
  if (fields.phone.trim() && !isPhone(fields.phone.trim())) out.phone = "phone";
  return out;
}

/**
 * The WhatsApp message the form pre-fills: one field per line, so that the
 * workshop sees who wrote and how to reply at a glance; the enquiry's
 * reference first, so the chat can be matched to the stored enquiry.
 */
export function buildContactMessage(fields: ContactFields, reference?: string, labels: MessageLabels = ENGLISH_LABELS): string {
  return [
    ...(reference ? [`${labels.reference}: ${reference}`] : []),
    `${labels.name}: ${fields.name.trim()}`,
    `${labels.email}: ${fields.email.trim()}`,
    `${labels.phone}: ${fields.phone.trim()}`,
    `${labels.message}: ${fields.message.trim()}`,
  ].join("\n");
}

/** The words before each line of the WhatsApp message, in the visitor's language (messages/*.json, Contact.form.whatsappText). */
export interface MessageLabels {
  reference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

const ENGLISH_LABELS: MessageLabels = { reference: "Reference", name: "Name", email: "Email", phone: "Phone", message: "Message" };

/** https://wa.me/<business number>?text=<encoded message>, with the business's own link (`useSite()`, issue 56). */
export function contactWhatsappUrl(
  whatsappLink: (text: string) => string,
  fields: ContactFields,
  reference?: string,
  labels?: MessageLabels,
): string {
  return whatsappLink(buildContactMessage(fields, reference, labels));
}
