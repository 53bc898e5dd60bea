"use client";

import { ServerError } from "@/components/errors/ServerError";
import text from "@/messages/islands/en/errors.json";

/** A console page failed to render (the console's own data errors show inline, not here). */
export default function AdminError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ServerError onRetry={reset} requestId={error.digest} text={text.serverError} />;
}
