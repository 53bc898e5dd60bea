import type { Metadata } from "next";
import MessageCircle from "lucide-react/icons/message-circle";
import { Document } from "@/components/layout/Document";
import { Wordmark } from "@/components/layout/Wordmark";
import { site, whatsappLink } from "@/lib/site";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

const links = [
  { href: "/", label: "Home page" },
  { href: "/services", label: "Our services" },
  { href: "/about", label: "About us" },
  { href: "/contact", label: "Contact us" },
];

/** An offcut with a row of System-32 holes: the drawing of a part that is not on the list. */
function Offcut() {
  return (
    <svg viewBox="0 0 320 200" className="h-auto w-full max-w-sm" aria-hidden="true" focusable="false">
      {/* top and edge faces of the board, then the face with its edge band along the right */}
      <path d="M20 50 L60 20 L300 20 L260 50 Z" fill="var(--color-paper)" stroke="var(--color-brand-700)" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="M260 50 L300 20 L300 140 L260 170 Z"
        fill="var(--color-accent-400)"
        stroke="var(--color-brand-700)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="20" y="50" width="240" height="120" fill="var(--color-stone-warm)" stroke="var(--color-brand-700)" strokeWidth="2" />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <circle key={i} cx={44 + i * 32} cy="78" r="5" fill="var(--color-paper)" stroke="var(--color-brand-700)" strokeWidth="1.5" />
      ))}
      <path d="M44 98 h192 M44 93 v10 M236 93 v10" stroke="var(--color-ink-muted)" strokeWidth="1" />
      <text x="140" y="118" textAnchor="middle" fontSize="12" fill="var(--color-ink-muted)" fontFamily="inherit">
        6 × 32 mm
      </text>
      <circle cx="222" cy="142" r="17.5" fill="var(--color-paper)" stroke="var(--color-brand-700)" strokeWidth="1.5" />
      <path d="M0 190 H320" stroke="var(--color-rule)" strokeWidth="2" strokeDasharray="6 6" />
    </svg>
  );
}

/**
 * The root 404 (unmatched URLs). Its chrome is deliberately static: the root
 * not-found boundary's client code is loaded on every page of the site, so the
 * full header and footer islands here would ship twice to every visitor
 * (measured: about 11 KB gzipped on /).
 */
export default function NotFound() {
  return (
    <Document lang="en-IN">
      <header className="on-dark bg-brand-800">
        <div className="mx-auto flex h-[70px] max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Wordmark />
        </div>
      </header>
      <main id="main" className="flex-1">
        <section aria-labelledby="not-found-title" className="bg-paper">
          <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
            <div>
              <p className="tabular flex items-center gap-3 text-xs font-semibold tracking-[0.18em] text-accent-700 uppercase">
                <span aria-hidden="true" className="h-px w-8 bg-accent-500" />
                Error 404
              </p>
              <h1 id="not-found-title" className="mt-4 text-4xl font-semibold tracking-tight text-balance text-brand-900 sm:text-5xl">
                This page is not on our cutting list
              </h1>
              <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">
                The address may have a typing mistake, or the page has moved. Everything we do is a click away below, or send us a message and we will
                point you to it.
              </p>
              <ul className="mt-8 grid max-w-md grid-cols-2 gap-3">
                {links.map((l) => (
                  <li key={l.href}>
                    <a
                      href={l.href}
                      className="flex min-h-12 items-center justify-between rounded-md border border-rule bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-600"
                    >
                      {l.label}
                      <span aria-hidden="true" className="text-accent-600">
                        →
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
              <a
                href={whatsappLink(`Hello ${site.name}, I was looking for a page on your website.`)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-6 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                Message us on WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
            <div className="flex justify-center lg:justify-end">
              <Offcut />
            </div>
          </div>
        </section>
      </main>
      <footer className="on-dark bg-brand-900 text-brand-100">
        <div className="mx-auto max-w-7xl px-4 py-8 text-sm sm:px-6 lg:px-8">
          {site.name}, {site.address.street}, {site.address.locality} {site.address.postalCode} ·{" "}
          <a href={site.phone.tel} className="underline underline-offset-4">
            {site.phone.display}
          </a>{" "}
          ·{" "}
          <a href={`mailto:${site.email}`} className="underline underline-offset-4">
            {site.email}
          </a>
        </div>
      </footer>
    </Document>
  );
}
