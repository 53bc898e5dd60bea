import "client-only";

import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/client/api/request";

/**
 * The TanStack Query client of the browser (services list, console, account page). Unused cached data is kept
 * for 60 s (the spec's retention). Data is stale at once, so every visit
 * refreshes the pre-rendered list; one retry after a second rides out a blip on
 * mobile data without keeping the visitor waiting long for the failure alert.
 * No refetch on window focus: visitors on metered data pay for every request.
 */
const QUERY_GC_TIME_MS = 60_000;

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: 0,
        // A refusal (4xx) will not change on a retry; a network blip or a 503 may.
        retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
        retryDelay: 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** One client per browser tab, shared by every island, so a mutation in one refreshes the others. */
export function browserQueryClient(): QueryClient {
  return (browserClient ??= makeQueryClient());
}
