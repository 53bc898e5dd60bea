/**
 * GET {host}/api/services from the browser: the "All Services" list.
 *
 * The host is NEXT_PUBLIC_API_HOST (inlined at build time; "" = this site), and
 * service images load from the same host plus the stored path. Per the spec the
 * call has no timeout: a slow mobile connection is allowed to finish. The
 * AbortSignal only cancels the request when nobody needs it any more.
 */

/** One service as the API returns it. */
export interface ApiService {
  _id: string;
  title: string;
  des: string;
  /** Path relative to the API host, e.g. /images/services/cutting.svg. */
  image: string;
}

export const API_HOST = (process.env.NEXT_PUBLIC_API_HOST ?? "").replace(/\/+$/, "");

export const servicesQueryKey = ["services"] as const;

/** The image URL of a service: the API host plus the stored path (absolute URLs pass through). */
export function serviceImageUrl(image: string, host: string = API_HOST): string {
  if (/^https?:\/\//i.test(image)) return image;
  return `${host}${image.startsWith("/") ? "" : "/"}${image}`;
}

function isApiService(value: unknown): value is ApiService {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return typeof v._id === "string" && typeof v.title === "string" && typeof v.des === "string" && typeof v.image === "string";
}

export async function fetchServices({ signal }: { signal?: AbortSignal } = {}): Promise<ApiService[]> {
  const res = await fetch(`${API_HOST}/api/services`, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`GET /api/services answered ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error("GET /api/services did not answer a list");
  return body.filter(isApiService);
}
