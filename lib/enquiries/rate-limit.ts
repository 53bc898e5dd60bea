import { enquiryIpRule, hitLimit } from "@/lib/rate-limit";
import { refusal } from "@/lib/i18n/refusal";

/**
 * Enquiries per client address (RATE_LIMIT_ENQUIRY_MAX per
 * RATE_LIMIT_ENQUIRY_WINDOW_SECONDS, 5 per 10 minutes). Honeypot hits count
 * too, against the bot's own address only: a bot can close the form for
 * itself, never for anyone else. Past the limit the form points to WhatsApp.
 */
export const ENQUIRY_LIMIT_MESSAGE = refusal("tooManyEnquiries");

/** Counts one enquiry for the client; 429 with Retry-After past the limit. */
export async function hitEnquiryLimit(address: string): Promise<void> {
  await hitLimit(enquiryIpRule(), address, ENQUIRY_LIMIT_MESSAGE);
}
