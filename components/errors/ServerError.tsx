import { buttonClass } from "@/components/ui/Button";
import { useSite } from "@/components/site/SiteProvider";
import type en from "@/messages/islands/en/errors.json";

export type ServerErrorText = (typeof en)["serverError"];

const linkClass = "font-semibold text-brand-700 underline underline-offset-4";

/**
 * The styled 500: what a visitor sees when a page fails on our side. Two
 * links and one button, no icons, no next/link and only the contact facts:
 * error boundaries ship with every page, so this stays a few hundred bytes.
 * Its words come from the boundary (messages/islands/<locale>/errors.json): each boundary imports its language's only.
 */
export function ServerError({
  onRetry,
  requestId,
  text,
  homeHref = "/",
}: {
  onRetry: () => void;
  requestId?: string;
  text: ServerErrorText;
  homeHref?: string;
}) {
  // "Call <tel>{phone}</tel> or write to <mail>{email}</mail>." split by hand: the boundary ships with every page, so
  // it carries no message renderer (its two placeholders are the links' own texts).
  const call = text.call.split(/<(tel|mail)>\{\w+\}<\/\1>/);
  const contact = useSite();
  return (
    <section aria-labelledby="server-error-title" className="bg-paper">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="tabular text-xs font-semibold tracking-[0.18em] text-accent-700 uppercase">{text.eyebrow}</p>
        <h1 id="server-error-title" className="mt-4 text-3xl font-semibold tracking-tight text-balance text-brand-900 sm:text-4xl">
          {text.title}
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">{text.body}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="button" onClick={onRetry} className={buttonClass("primary")}>
            {text.retry}
          </button>
          {/* A plain link: a full load of the home page is the right recovery after an error, and next/link costs every page 2.5 KB here. */}
          <a href={homeHref} className={buttonClass("secondary")}>
            {text.home}
          </a>
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          {call.map((part, i) =>
            i % 2 === 0 ? (
              part
            ) : part === "tel" ? (
              <a key={i} className={linkClass} href={contact.phone.tel}>
                {contact.phone.display}
              </a>
            ) : (
              <a key={i} className={linkClass} href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            ),
          )}
          {requestId && <span className="tabular mt-2 block text-xs">{text.reference.replace("{id}", requestId)}</span>}
        </p>
      </div>
    </section>
  );
}
