"use client";

import { useEffect, useRef, useState } from "react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { fetchServices, servicesQueryKey } from "@/lib/client/api/services";
import type { PublicService } from "@/lib/validation/service-admin";
import { makeQueryClient } from "@/lib/client/query/client";
import { SERVICES_FETCH_ALERT, ServiceCards } from "./ServiceCards";

type Props = { initial?: PublicService[]; headingLevel: "h2" | "h3"; priorityFirst?: boolean };

/**
 * The live services list: the only module that loads TanStack Query, and it is
 * itself loaded on demand by ServicesList once the page is idle. It starts from
 * the pre-rendered list and always fetches a fresh one on mount.
 */
export default function LiveServicesList(props: Props) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <List {...props} />
    </QueryClientProvider>
  );
}

function List({ initial, headingLevel, priorityFirst }: Props) {
  const { data, isError, isPending } = useQuery({
    queryKey: servicesQueryKey,
    queryFn: ({ signal }) => fetchServices({ signal }),
    initialData: initial,
    refetchOnMount: "always",
  });

  const alerted = useRef(false);
  useEffect(() => {
    if (isError && !alerted.current) {
      alerted.current = true;
      alert(SERVICES_FETCH_ALERT);
    }
  }, [isError]);

  return <ServiceCards services={data} state={isPending ? "pending" : isError ? "error" : "done"} headingLevel={headingLevel} priorityFirst={priorityFirst} />;
}
