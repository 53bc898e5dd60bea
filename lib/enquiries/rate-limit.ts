import { config } from "@/lib/config";
import { SHARED_CLIENT_KEY } from "@/lib/http/client-ip";
import { TooManyRequestsError } from "@/lib/errors";
import { reserve, type LimitRule } from "@/lib/rate-limit";

/**
 * Enquiries per client per 10 minutes (the shared database-backed limiter of
 * lib/rate-limit). Without a trusted proxy every visitor shares one client key
 * (see lib/http/client-ip.ts), so the limit becomes a site-wide ceiling that
 * must stay high enough for a busy day; the form then points to WhatsApp.
 *
 *   RATE_LIMIT_ENQUIRY_MAX         per client behind a trusted proxy (5)
 *   RATE_LIMIT_ENQUIRY_SHARED_MAX  site-wide without one (30)
 */
const ENQUIRY_WINDOW_MS = 10 * 60 * 1000;

function enquiryRule(clientKey: string): LimitRule {
  const shared = clientKey === SHARED_CLIENT_KEY;
  return {
    name: shared ? "enquiry-shared" : "enquiry-ip",
    max: shared ? config().RATE_LIMIT_ENQUIRY_SHARED_MAX : config().RATE_LIMIT_ENQUIRY_MAX,
    windowMs: ENQUIRY_WINDOW_MS,
  };
}

/** Counts one enquiry for the client; 429 with Retry-After past the limit. */
export async function hitEnquiryLimit(clientKey: string): Promise<void> {
  try {
    await reserve([{ rule: enquiryRule(clientKey), subject: clientKey }]);
  } catch (err) {
    if (err instanceof TooManyRequestsError) {
      throw new TooManyRequestsError(err.retryAfterSeconds, "Too many enquiries just now. Please message us on WhatsApp or call us instead.");
    }
    throw err;
  }
}
