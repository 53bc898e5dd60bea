"use client";

import { useEffect, useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { CutList } from "@/lib/cutting/list/types";
import type { PagePlans } from "@/lib/cutting/list/page-plans";
import type { BoardsBy, PastingChoice } from "@/vocabulary/order";
import { askEstimate } from "@/lib/client/api/orders";
import type { ApiError } from "@/lib/client/api/request";
import { queryKeys } from "@/lib/client/query/keys";
import { useDebounced } from "@/lib/client/use-debounced";

/** How long the estimate waits for the page's plan of a changed list before it asks without it. */
const PLAN_WAIT_MS = 5000;

/**
 * The server's estimate of the list on screen, asked again (debounced) as the list and the options change. The
 * page's own plans go with the question when they are the plans of the list asked about; while the page is still
 * planning it, the question waits (asked without them, the server would plan the list for nothing), unless the
 * plan is slow to come. Every answer's prices are kept for the next time there is no network; the network back
 * asks again at once. `offline`: the question waits for the network, or never reached the server.
 */
export function useEstimate({
  cutList,
  boardsBy,
  pasting,
  pagePlans,
  planning,
  blocked,
}: {
  cutList: CutList;
  boardsBy: BoardsBy;
  pasting: PastingChoice;
  pagePlans: PagePlans | null;
  planning: boolean;
  blocked: boolean;
}) {
  const request = JSON.stringify({ cutList, boardsBy, pasting });
  const debounced = useDebounced(request, 600);
  // Both the list on screen and the debounced request must have parts: the stored list arrives after the first
  // render, and for 600 ms the debounced request is still the empty one (the server would answer 400).
  const asked = useMemo(() => JSON.parse(debounced) as { cutList: CutList; boardsBy: BoardsBy; pasting: PastingChoice }, [debounced]);
  const hasRows = cutList.rows.length > 0 && asked.cutList.rows.length > 0;
  const withPlans = debounced === request && !planning;
  const [late, setLate] = useState<string | null>(null);
  useEffect(() => {
    if (!planning) return;
    const t = setTimeout(() => setLate(request), PLAN_WAIT_MS);
    return () => clearTimeout(t);
  }, [planning, request]);
  const sent = withPlans && pagePlans ? pagePlans : null;
  const estimate = useQuery({
    queryKey: queryKeys.estimate(`${debounced}${sent?.key ?? ""}`),
    queryFn: ({ signal }) => askEstimate(sent ? { ...asked, plans: sent.plans } : asked, signal),
    enabled: hasRows && !blocked && (withPlans || (planning && late === request)),
    // The last answer stays on screen, dimmed, while the next question waits for the page's plan or the server.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  const stale = debounced !== request || estimate.isFetching || estimate.isPlaceholderData;
  useEffect(() => {
    const prices = estimate.data?.prices;
    if (prices) void import("@/lib/client/last-prices").then((m) => m.rememberPrices(prices)).catch(() => undefined);
  }, [estimate.data]);
  // The network back: ask again at once, so "no network" goes as soon as there is one (issue 38).
  const { refetch } = estimate;
  useEffect(() => {
    const again = () => void refetch();
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [refetch]);
  // Offline: the query waits for the network (TanStack Query pauses it), or its request never reached the server.
  const offline =
    (estimate.fetchStatus === "paused" && (!estimate.data || estimate.isPlaceholderData)) || (estimate.error as ApiError | null)?.status === 0;
  return { data: estimate.data, error: estimate.error as ApiError | null, stale, offline, hasRows };
}
