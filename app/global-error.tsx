"use client";

import { ServerError } from "@/components/errors/ServerError";
import text from "@/messages/islands/en/errors.json";
import "./globals.css";

/** The root layout itself failed: the only boundary that must draw its own <html> and <body>. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body className="flex min-h-dvh flex-col">
        <main id="main" className="flex-1">
          <ServerError onRetry={reset} requestId={error.digest} text={text.serverError} />
        </main>
      </body>
    </html>
  );
}
