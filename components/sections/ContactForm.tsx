"use client";

import { useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  CONTACT_FIELDS,
  contactProblems,
  contactWhatsappUrl,
  readContactFields,
  type ContactFields,
  type ContactProblem,
  type MessageLabels,
} from "@/lib/site/contact-message";
import { useSite } from "@/components/site/SiteProvider";
import { buttonClass } from "@/components/ui/Button";
import { inputClass as baseInput } from "@/components/ui/Input";
import { newSubmissionKey } from "@/lib/client/submission-key";
import type { ReservedReference } from "@/lib/validation/enquiry";
import type { NotSavedReason } from "@/lib/client/api/enquiries";

const inputClass = `${baseInput} mt-1.5`;

/** The enquiry calls, fetched with the form's first focus (not with the home page: its JavaScript budget is tight). */
const enquiries = () => import("@/lib/client/api/enquiries");

/** The form's words in the page's language (messages/*.json, Contact.form), from the server. */
export interface ContactFormText {
  label: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  placeholder: string;
  allRequired: string;
  send: string;
  /** The spec's alert when a field is missing (English: "Please fill in all fields"). */
  missing: string;
  /** What the visitor reads after sending: WhatsApp is open, but nothing is sent until they press Send there. */
  pressSend: string;
  saving: string;
  /** When this page could not store the enquiry at all (no network for its code): WhatsApp is what counts. */
  unsaved: string;
  /** Why the server did not store it, then `sendInstead` (with `{whatsapp}` and `{phone}`). */
  notSaved: Record<NotSavedReason, string> & { sendInstead: string };
  /** With a `{reference}` placeholder. */
  reference: string;
  referenceInText: string;
  whatsappText: MessageLabels;
  /** Under a field: empty, or an e-mail or phone the workshop could not answer. */
  problems: Record<ContactProblem, string>;
  /** Above the button when a field is marked. */
  fix: string;
}

type FieldErrors = Partial<Record<keyof ContactFields, string>>;

type FieldProps = {
  id: string;
  name: string;
  required: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  className: string;
  onInput: () => void;
};

type Status = { kind: "saving" | "saved" | "failed"; reference: string | null; inText?: boolean; text?: string };

/**
 * Contact Us: all four fields are required, checked in code as well as by the
 * `required` attribute (noValidate lets the spec's alert fire). When the
 * visitor starts filling it in, the form reserves an enquiry reference from
 * the server (POST /api/enquiries/reference). A complete form opens the
 * business chat on WhatsApp with the reference and the message pre-filled
 * and, in the same click, stores the enquiry under that reference (POST
 * /api/enquiries, keepalive), so a lead is not lost when WhatsApp does not
 * open, and the chat matches the stored enquiry. No thank-you yet: the visitor is told to press Send in WhatsApp.
 * What they typed stays in the form until the enquiry is stored. Every field is checked before WhatsApp opens, and
 * each problem (here or the server's) is written under its field (issue 55); one submission is sent once, under one
 * idempotency key, however often the button is tapped.
 */
export function ContactForm({ text }: { text: ContactFormText }) {
  const [status, setStatus] = useState<Status | null>(null);
  const site = useSite();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const busy = status?.kind === "saving";
  // Set in the same tap (state is read a render late): a second tap while sending opens nothing and sends nothing.
  const sending = useRef(false);
  // One key per submission, kept until it is stored, so a resend after a failure is the same enquiry.
  const submission = useRef<{ text: string; key: string } | null>(null);
  // Reserved once, on the first focus; reserved again after a stored enquiry (a reference is used once).
  const reserved = useRef<ReservedReference | null>(null);
  const reserving = useRef(false);
  function reserve() {
    if (reserved.current || reserving.current) return;
    reserving.current = true;
    void enquiries()
      .then((api) => api.reserveReference())
      .then((r) => {
        reserved.current = r;
        reserving.current = false;
      });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = readContactFields((name) => data.get(name));
    const problems = contactProblems(fields);
    const first = CONTACT_FIELDS.find((name) => problems[name]);
    setFieldErrors(Object.fromEntries(Object.entries(problems).map(([name, p]) => [name, text.problems[p]])));
    if (first) {
      if (Object.values(problems).includes("missing")) alert(text.missing);
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      setStatus(null);
      return;
    }
    sending.current = true;
    const asText = JSON.stringify(fields);
    if (submission.current?.text !== asText) submission.current = { text: asText, key: newSubmissionKey() };
    const idempotencyKey = submission.current.key;
    const claim = reserved.current;
    const reference = claim?.reference ?? null;
    // Synchronously, inside the submit event: iOS Safari blocks a new tab opened after an await.
    window.open(contactWhatsappUrl(site.whatsappLink, fields, reference ?? undefined, text.whatsappText), "_blank", "noopener,noreferrer");
    setStatus({ kind: "saving", reference });
    void enquiries()
      .then((api) =>
        api.sendEnquiry({
          ...fields,
          referenceToken: claim?.token,
          page: window.location.pathname,
          website: String(data.get("website") ?? ""),
          idempotencyKey,
        }),
      )
      .then((result) => {
        sending.current = false;
        if (result.ok) {
          form.reset();
          reserved.current = null;
          submission.current = null;
          setStatus({ kind: "saved", reference: result.reference, inText: result.reference === reference });
        } else {
          setFieldErrors(result.errors ?? {});
          const instead = text.notSaved.sendInstead.replace("{whatsapp}", site.whatsapp.display).replace("{phone}", site.phone.display);
          setStatus({ kind: "failed", reference, text: `${text.notSaved[result.reason]} ${instead}` });
        }
      })
      .catch(() => {
        // The calls' own code could not be fetched (the network went): WhatsApp is open, and says it all.
        sending.current = false;
        setStatus({ kind: "failed", reference, text: text.unsaved });
      });
  }

  /** A field's label, input and the problem under it (described by it, marked invalid). */
  const field = (name: keyof ContactFields, label: string, input: (props: FieldProps) => ReactNode, wide = false) => {
    const error = fieldErrors[name];
    const id = `contact-${name}`;
    return (
      <div className={wide ? "sm:col-span-2" : undefined}>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {input({
          id,
          name,
          required: true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
          className: `${inputClass} ${error ? "border-red-600" : ""}`,
          onInput: () => error && setFieldErrors((e) => ({ ...e, [name]: undefined })),
        })}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} onFocus={reserve} aria-label={text.label} className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      {field("name", text.name, (p) => (
        <input {...p} type="text" autoComplete="name" />
      ))}
      {field("phone", text.phone, (p) => (
        <input {...p} type="tel" inputMode="tel" autoComplete="tel" />
      ))}
      {field(
        "email",
        text.email,
        (p) => (
          <input {...p} type="email" autoComplete="email" />
        ),
        true,
      )}
      {field(
        "message",
        text.message,
        (p) => (
          <textarea {...p} rows={5} placeholder={text.placeholder} className={`${p.className} resize-y`} />
        ),
        true,
      )}
      {/* Honeypot: hidden from people and screen readers; form-filling bots fill it in (see POST /api/enquiries). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className={`text-sm ${Object.values(fieldErrors).some(Boolean) ? "font-medium text-red-800" : "text-ink-muted"}`}>
          {Object.values(fieldErrors).some(Boolean) ? text.fix : text.allRequired}
        </p>
        <button type="submit" disabled={busy} className={buttonClass("primary", "lg", "shrink-0 shadow-sm")}>
          {text.send}
        </button>
      </div>
      <div
        role="status"
        aria-live="polite"
        data-testid="enquiry-status"
        className={`text-sm sm:col-span-2 ${status ? "" : "sr-only"} ${
          status?.kind === "failed"
            ? "rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800"
            : status
              ? "rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-brand-900"
              : ""
        }`}
      >
        {status && status.kind !== "failed" && (
          <>
            <p className="font-semibold">{text.pressSend}</p>
            <p className="mt-1">
              {status.kind === "saving" ? (
                <>
                  {text.saving}
                  {status.reference && <span className="tabular whitespace-nowrap"> {status.reference}</span>}…
                </>
              ) : (
                <>
                  {referenceSentence(text.reference, status.reference)}
                  {status.inText && text.referenceInText}
                </>
              )}
            </p>
          </>
        )}
        {status?.kind === "failed" && <p>{status.text}</p>}
      </div>
    </form>
  );
}

/** "Your enquiry reference is {reference}." with the reference kept on one line in tabular figures. */
function referenceSentence(sentence: string, reference: string | null) {
  const [before, after = ""] = sentence.split("{reference}");
  return (
    <>
      {before}
      <span className="tabular font-semibold whitespace-nowrap">{reference}</span>
      {after}
    </>
  );
}
