"use client";

import { useEffect, useRef } from "react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { fetchServices } from "@/lib/client/api/services";
import type { PublicService } from "@/lib/validation/service-admin";
import { browserQueryClient } from "@/lib/client/query/client";
import { queryKeys } from "@/lib/client/query/keys";
import type { Locale } from "@/lib/i18n/locales";
import { ServiceCards } from "./ServiceCards";
import type { ServiceCardsText } from "./service-cards-text";

type Props = { initial?: PublicService[]; headingLevel: "h2" | "h3"; priorityFirst?: boolean; locale: Locale; text: ServiceCardsText };

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

function List({ initial, headingLevel, priorityFirst, locale, text }: Props) {
  const { data, isError, isPending } = useQuery({
    queryKey: [...queryKeys.services, locale],
    queryFn: ({ signal }) => fetchServices({ signal, locale }),
    initialData: initial,
    refetchOnMount: "always",
  });

  // The spec's alert, only when there is nothing to show: a failed refresh of a list already on screen stays quiet.
  const nothingToShow = !data?.length;
  const alerted = useRef(false);
  useEffect(() => {
    if (isError && nothingToShow && !alerted.current) {
      alerted.current = true;
      alert(text.alert);
    }
  }, [isError, nothingToShow, text.alert]);

  return (
    <ServiceCards
      services={data}
      state={isPending ? "pending" : isError && nothingToShow ? "error" : "done"}
      headingLevel={headingLevel}
      priorityFirst={priorityFirst}
      text={text}
    />
  );
}
