import MessageCircle from "lucide-react/icons/message-circle";
import type { Locale } from "@/lib/i18n/locales";
import { localePath } from "@/lib/i18n/locales";
import { notFoundWords } from "@/lib/i18n/islands/errors";
import { fill } from "@/lib/i18n/template";
import { getSite } from "@/lib/business/site-facts-store";

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

const PAGES = ["home", "services", "about", "contact"] as const;
const PATHS = { home: "/", services: "/services", about: "/about", contact: "/contact" } as const;

/** The 404's drawing, words and ways on, in the visitor's language (the chrome around it is the caller's). */
export async function NotFoundBody({ locale }: { locale: Locale }) {
  const t = notFoundWords(locale);
  const site = await getSite();
  return (
    <section aria-labelledby="not-found-title" className="bg-paper">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="tabular flex items-center gap-3 text-xs font-semibold tracking-[0.18em] text-accent-700 uppercase">
            <span aria-hidden="true" className="h-px w-8 bg-accent-500" />
            {t.eyebrow}
          </p>
          <h1 id="not-found-title" className="mt-4 text-4xl font-semibold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {t.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">{t.body}</p>
          <ul className="mt-8 grid max-w-md grid-cols-2 gap-3">
            {PAGES.map((page) => (
              <li key={page}>
                <a
                  href={localePath(locale, PATHS[page])}
                  className="flex min-h-12 items-center justify-between gap-2 rounded-md border border-rule bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-600"
                >
                  {t[page]}
                  <span aria-hidden="true" className="text-accent-600">
                    →
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <a
            href={site.whatsappLink(fill(t.whatsappText, { name: site.name }))}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t.whatsapp}
            <span className="sr-only"> {t.opensNewTab}</span>
          </a>
        </div>
        <div className="flex justify-center lg:justify-end">
          <Offcut />
        </div>
      </div>
    </section>
  );
}
