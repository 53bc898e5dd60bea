"use client";

import { useEffect, useRef } from "react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { fetchServices } from "@/lib/client/api/services";
import type { PublicService } from "@/lib/validation/service-admin";
import { browserQueryClient } from "@/lib/client/query/client";
import { queryKeys } from "@/lib/client/query/keys";
import { SERVICES_FETCH_ALERT, ServiceCards } from "./ServiceCards";

type Props = { initial?: PublicService[]; headingLevel: "h2" | "h3"; priorityFirst?: boolean };

/**
 * The live services list: the only module that loads TanStack Query, and it is
 * itself loaded on demand by ServicesList once the page is idle. It starts from
 * the pre-rendered list and always fetches a fresh one on mount.
 */
export default function LiveServicesList(props: Props) {
  return (
    <QueryClientProvider client={browserQueryClient()}>
      <List {...props} />
    </QueryClientProvider>
  );
}

function List({ initial, headingLevel, priorityFirst }: Props) {
  const { data, isError, isPending } = useQuery({
    queryKey: queryKeys.services,
    queryFn: ({ signal }) => fetchServices({ signal }),
    initialData: initial,
    refetchOnMount: "always",
  });

  // The spec's alert, only when there is nothing to show: a failed refresh of a list already on screen stays quiet.
  const nothingToShow = !data?.length;
  const alerted = useRef(false);
  useEffect(() => {
    if (isError && nothingToShow && !alerted.current) {
      alerted.current = true;
      alert(SERVICES_FETCH_ALERT);
    }
  }, [isError, nothingToShow]);

  return (
    <ServiceCards
      services={data}
      state={isPending ? "pending" : isError && nothingToShow ? "error" : "done"}
      headingLevel={headingLevel}
      priorityFirst={priorityFirst}
    />
  );
}
