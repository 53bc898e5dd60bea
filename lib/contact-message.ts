import { whatsappLink } from "./site";

/** The four fields of the Contact Us form. */
export interface ContactFields {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const satisfies readonly (keyof ContactFields)[];

/** The spec's alert when a field is missing. */
export const MISSING_FIELDS_ALERT = "Please fill in all fields";

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

/**
 * The WhatsApp message the form pre-fills: one field per line, so that the
 * workshop sees who wrote and how to reply at a glance; the enquiry's
 * reference first, so the chat can be matched to the stored enquiry.
 */
export function buildContactMessage(fields: ContactFields, reference?: string): string {
  return [
    ...(reference ? [`Reference: ${reference}`] : []),
    `Name: ${fields.name.trim()}`,
    `Email: ${fields.email.trim()}`,
    `Phone: ${fields.phone.trim()}`,
    `Message: ${fields.message.trim()}`,
  ].join("\n");
}

/** https://wa.me/<business number>?text=<encoded message> */
export function contactWhatsappUrl(fields: ContactFields, reference?: string): string {
  return whatsappLink(buildContactMessage(fields, reference));
}
