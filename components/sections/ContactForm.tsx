"use client";

import { useRef, useState, type FormEvent } from "react";
import { contactWhatsappUrl, firstMissingField, readContactFields, type MessageLabels } from "@/lib/contact-message";
import { buttonClass } from "@/components/ui/Button";
import { inputClass as baseInput } from "@/components/ui/Input";
import { reserveReference, sendEnquiry } from "@/lib/client/api/enquiries";
import type { ReservedReference } from "@/lib/validation/enquiry";

const inputClass = `${baseInput} mt-1.5`;

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
  /** With a `{reference}` placeholder. */
  reference: string;
  referenceInText: string;
  whatsappText: MessageLabels;
}

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
 * What they typed stays in the form until the enquiry is stored.
 */
export function ContactForm({ text }: { text: ContactFormText }) {
  const [status, setStatus] = useState<Status | null>(null);
  const busy = status?.kind === "saving";
  // Reserved once, on the first focus; reserved again after a stored enquiry (a reference is used once).
  const reserved = useRef<ReservedReference | null>(null);
  const reserving = useRef(false);
  function reserve() {
    if (reserved.current || reserving.current) return;
    reserving.current = true;
    void reserveReference().then((r) => {
      reserved.current = r;
      reserving.current = false;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = readContactFields((name) => data.get(name));
    const missing = firstMissingField(fields);
    if (missing) {
      alert(text.missing);
      form.querySelector<HTMLElement>(`[name="${missing}"]`)?.focus();
      return;
    }
    const claim = reserved.current;
    const reference = claim?.reference ?? null;
    // Synchronously, inside the submit event: iOS Safari blocks a new tab opened after an await.
    window.open(contactWhatsappUrl(fields, reference ?? undefined, text.whatsappText), "_blank", "noopener,noreferrer");
    setStatus({ kind: "saving", reference });
    void sendEnquiry({ ...fields, referenceToken: claim?.token, page: window.location.pathname, website: String(data.get("website") ?? "") }).then(
      (result) => {
        if (result.ok) {
          form.reset();
          reserved.current = null;
          setStatus({ kind: "saved", reference: result.reference, inText: result.reference === reference });
        } else {
          setStatus({ kind: "failed", reference, text: result.message });
        }
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={reserve} aria-label={text.label} className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor="contact-name" className="text-sm font-semibold text-ink">
          {text.name}
        </label>
        <input id="contact-name" name="name" type="text" required autoComplete="name" className={inputClass} />
      </div>
      <div>
        <label htmlFor="contact-phone" className="text-sm font-semibold text-ink">
          {text.phone}
        </label>
        <input id="contact-phone" name="phone" type="tel" inputMode="tel" required autoComplete="tel" className={inputClass} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-email" className="text-sm font-semibold text-ink">
          {text.email}
        </label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" className={inputClass} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className="text-sm font-semibold text-ink">
          {text.message}
        </label>
        <textarea id="contact-message" name="message" required rows={5} placeholder={text.placeholder} className={`${inputClass} resize-y`} />
      </div>
      {/* Honeypot: hidden from people and screen readers; form-filling bots fill it in (see POST /api/enquiries). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{text.allRequired}</p>
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
