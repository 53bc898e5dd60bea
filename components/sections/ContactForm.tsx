"use client";

import { useState, type FormEvent } from "react";
import { contactWhatsappUrl, firstMissingField, MISSING_FIELDS_ALERT, readContactFields } from "@/lib/contact-message";
import { buttonClass } from "@/components/ui/Button";
import { inputClass as baseInput } from "@/components/ui/Input";
import { sendEnquiry } from "@/lib/client/api/enquiries";

const inputClass = `${baseInput} mt-1.5`;

/**
 * Contact Us: all four fields are required, checked in code as well as by the
 * `required` attribute (noValidate lets the spec's alert fire). A complete form
 * opens the business chat on WhatsApp with the message pre-filled and, in the
 * same click, stores the enquiry (POST /api/enquiries, keepalive), so a lead is
 * not lost when WhatsApp does not open. The visitor sees the reference number,
 * or is told to use WhatsApp or the phone if it could not be stored.
 */
export function ContactForm() {
  const [sent, setSent] = useState<{ ok: boolean; text: string } | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = readContactFields((name) => data.get(name));
    const missing = firstMissingField(fields);
    if (missing) {
      alert(MISSING_FIELDS_ALERT);
      form.querySelector<HTMLElement>(`[name="${missing}"]`)?.focus();
      return;
    }
    // Synchronously, inside the submit event: iOS Safari blocks a new tab opened after an await.
    window.open(contactWhatsappUrl(fields), "_blank", "noopener,noreferrer");
    setSent({ ok: true, text: "Sending your enquiry…" });
    void sendEnquiry({ ...fields, page: window.location.pathname, website: String(data.get("website") ?? "") }).then((result) => {
      if (result.ok) {
        form.reset();
        setSent({ ok: true, text: `Thank you. Your enquiry reference is ${result.reference}. We will reply soon.` });
      } else {
        setSent({ ok: false, text: result.message });
      }
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enquiry form" className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor="contact-name" className="text-sm font-semibold text-ink">
          Name
        </label>
        <input id="contact-name" name="name" type="text" required autoComplete="name" className={inputClass} />
      </div>
      <div>
        <label htmlFor="contact-phone" className="text-sm font-semibold text-ink">
          Phone
        </label>
        <input id="contact-phone" name="phone" type="tel" inputMode="tel" required autoComplete="tel" className={inputClass} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-email" className="text-sm font-semibold text-ink">
          Email
        </label>
        <input id="contact-email" name="email" type="email" required autoComplete="email" className={inputClass} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className="text-sm font-semibold text-ink">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={5}
          placeholder="e.g. 24 sheets of 18 mm MR plywood to cut and band, 1 mm PVC on all edges, needed by Friday"
          className={`${inputClass} resize-y`}
        />
      </div>
      {/* Honeypot: hidden from people and screen readers; form-filling bots fill it in (see POST /api/enquiries). */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">All fields are required. Sending opens WhatsApp with your message filled in.</p>
        <button
          type="submit"
          className={buttonClass("primary", "lg", "shrink-0 shadow-sm")}
        >
          Send on WhatsApp
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        data-testid="enquiry-status"
        className={`text-sm sm:col-span-2 ${sent ? "" : "sr-only"} ${sent?.ok === false ? "rounded-md border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-800" : "text-brand-800"}`}
      >
        {sent?.text}
      </p>
    </form>
  );
}
