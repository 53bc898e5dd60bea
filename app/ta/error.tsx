"use client";

import { ServerError } from "@/components/errors/ServerError";
import text from "@/messages/islands/ta/errors.json";

/** A Tamil page failed to render: the styled 500 in Tamil, inside the Tamil header and footer (issue 52). */
export default function TamilError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ServerError onRetry={reset} requestId={error.digest} text={text.serverError} homeHref="/ta" />;
}
