import { buttonClass } from "@/components/ui/Button";
import { contact } from "@/lib/site-contact";

/**
 * The styled 500: what a visitor sees when a page fails on our side. Two
 * links and one button, no icons, no next/link and only the contact facts:
 * error boundaries ship with every page, so this stays a few hundred bytes.
 */
export function ServerError({ onRetry, requestId }: { onRetry: () => void; requestId?: string }) {
  return (
    <section aria-labelledby="server-error-title" className="bg-paper">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="tabular text-xs font-semibold tracking-[0.18em] text-accent-700 uppercase">Error 500</p>
        <h1 id="server-error-title" className="mt-4 text-3xl font-semibold tracking-tight text-balance text-brand-900 sm:text-4xl">
          Something went wrong on our side
        </h1>
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">
          The page could not be shown just now. Nothing you typed has been sent twice. Please try again; if it keeps happening, call or message the
          workshop.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <button type="button" onClick={onRetry} className={buttonClass("primary")}>
            Try again
          </button>
          {/* A plain link: a full load of the home page is the right recovery after an error, and next/link costs every page 2.5 KB here. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className={buttonClass("secondary")}>
            Home page
          </a>
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          Call{" "}
          <a className="font-semibold text-brand-700 underline underline-offset-4" href={contact.phone.tel}>
            {contact.phone.display}
          </a>{" "}
          or write to{" "}
          <a className="font-semibold text-brand-700 underline underline-offset-4" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
          .{requestId && <span className="tabular mt-2 block text-xs">Reference: {requestId}</span>}
        </p>
      </div>
    </section>
  );
}
