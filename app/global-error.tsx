"use client";

import text from "@/messages/islands/en/errors.json";
import "./globals.css";

/**
 * The root layout itself failed: the only boundary that must draw its own <html> and <body>. Its chunk loads with
 * every page, so it is the plainest of the error pages (the styled 500 with the workshop's numbers is the site's and
 * the console's boundary, components/errors/ServerError.tsx): the words, a way to try again and the home page.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = text.serverError;
  return (
    <html lang="en-IN">
      <body className="flex min-h-dvh flex-col">
        <main id="main" className="mx-auto max-w-3xl flex-1 px-4 py-16">
          <p className="text-xs font-semibold tracking-[0.18em] text-accent-700 uppercase">{t.eyebrow}</p>
          <h1 className="mt-4 text-3xl font-semibold text-brand-900">{t.title}</h1>
          <p className="mt-5 text-lg text-ink-muted">{t.body}</p>
          <p className="mt-8 flex gap-4">
            <button type="button" onClick={reset} className="min-h-11 rounded-md bg-brand-700 px-5 font-semibold text-white">
              {t.retry}
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {t.home}
            </a>
          </p>
          {error.digest && <p className="mt-6 text-xs text-ink-muted">{t.reference.replace("{id}", error.digest)}</p>}
        </main>
      </body>
    </html>
  );
}
