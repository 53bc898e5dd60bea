import { buttonClass } from "@/components/ui/Button";
import { contact } from "@/lib/site-contact";
import { fill, tagParts } from "@/lib/i18n/template";
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
  const call = tagParts(fill(text.call, { phone: contact.phone.display, email: contact.email }));
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
            part.tag === "tel" ? (
              <a key={i} className={linkClass} href={contact.phone.tel}>
                {part.text}
              </a>
            ) : part.tag === "mail" ? (
              <a key={i} className={linkClass} href={`mailto:${contact.email}`}>
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
          {requestId && <span className="tabular mt-2 block text-xs">{fill(text.reference, { id: requestId })}</span>}
        </p>
      </div>
    </section>
  );
}
