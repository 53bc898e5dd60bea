"use client";

import { ServerError } from "@/components/errors/ServerError";
import text from "@/messages/islands/en/errors.json";

/** A page of the public site failed to render: the styled 500 inside the site's header and footer. */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ServerError onRetry={reset} requestId={error.digest} text={text.serverError} />;
}
