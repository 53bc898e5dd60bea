import "client-only";

import { QueryClient } from "@tanstack/react-query";

/**
 * The TanStack Query client of the services island. Unused cached data is kept
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
        retry: 1,
        retryDelay: 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
