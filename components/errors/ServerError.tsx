import Link from "next/link";
import { buttonClass } from "@/components/ui/Button";
import { site } from "@/lib/site";

/**
 * The styled 500: what a visitor sees when a page fails on our side. Two
 * links and one button, no icons: error boundaries ship with every page, so
 * this stays a few hundred bytes.
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
          <Link href="/" className={buttonClass("secondary")}>
            Home page
          </Link>
        </div>
        <p className="mt-6 text-sm text-ink-muted">
          Call{" "}
          <a className="font-semibold text-brand-700 underline underline-offset-4" href={site.phone.tel}>
            {site.phone.display}
          </a>{" "}
          or write to{" "}
          <a className="font-semibold text-brand-700 underline underline-offset-4" href={`mailto:${site.email}`}>
            {site.email}
          </a>
          .{requestId && <span className="tabular mt-2 block text-xs">Reference: {requestId}</span>}
        </p>
      </div>
    </section>
  );
}
