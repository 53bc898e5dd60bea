/**
 * GET {host}/api/services from the browser: the "All Services" list.
 *
 * The host is NEXT_PUBLIC_API_HOST (inlined at build time; "" = this site), and
 * service images load from the same host plus the stored path. Per the spec the
 * call has no timeout: a slow mobile connection is allowed to finish. The
 * AbortSignal only cancels the request when nobody needs it any more.
 */
import "client-only";
import { API_HOST } from "@/lib/services/image-url";
import type { Locale } from "@/lib/i18n/locales";
import type { PublicService } from "@/lib/validation/service-admin";
import { apiRequest } from "./request";

function isPublicService(value: unknown): value is PublicService {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v._id === "string" && typeof v.title === "string" && typeof v.des === "string" && typeof v.image === "string";
}

/** The list in `locale`: English is the spec's own call; Tamil asks for `?lang=ta` (the cards' Tamil words, see app/api/services). */
export async function fetchServices({ signal, locale = "en" }: { signal?: AbortSignal; locale?: Locale } = {}): Promise<PublicService[]> {
  // No cookie: the list is public, and API_HOST may be another origin.
  const query = locale === "en" ? "" : `?lang=${locale}`;
  const body = await apiRequest<PublicService[]>(`${API_HOST}/api/services${query}`, { signal, credentials: "omit" });
  if (!Array.isArray(body)) throw new Error("GET /api/services did not answer a list");
  return body.filter(isPublicService);
}
