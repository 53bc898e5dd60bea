"use client";

import Image from "next/image";
import { useEffect, useRef, useState } from "react";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { fetchServices, serviceImageUrl, servicesQueryKey, type ApiService } from "@/lib/api/services-client";
import { makeQueryClient } from "@/lib/query/client";

/** The spec's alert when the list cannot be loaded. */
export const SERVICES_FETCH_ALERT = "Failed to fetch services";

/**
 * The services island: the only place that loads TanStack Query. It starts
 * from the pre-rendered list (if the server had one) and always fetches a fresh
 * one on mount.
 */
export function ServicesList({ initial, headingLevel }: { initial?: ApiService[]; headingLevel: "h2" | "h3" }) {
  const [client] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={client}>
      <List initial={initial} headingLevel={headingLevel} />
    </QueryClientProvider>
  );
}

function List({ initial, headingLevel: H }: { initial?: ApiService[]; headingLevel: "h2" | "h3" }) {
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

  if (!data || data.length === 0) {
    const message = isPending
      ? "Loading the list of services…"
      : isError
        ? "The list of services could not be loaded right now. Message us on WhatsApp or call the workshop, and we will tell you what we can do for your project."
        : "No services are listed right now. Message us on WhatsApp with your project and we will tell you what we can do.";
    return (
      <p role="status" data-testid="services-status" className="rounded-lg border border-dashed border-rule bg-white/60 px-5 py-8 text-center text-base text-ink-muted">
        {message}
      </p>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="services-list">
      {data.map((service) => (
        <li key={service._id} className="flex flex-col overflow-hidden rounded-lg border border-rule bg-white">
          <Image
            src={serviceImageUrl(service.image)}
            alt={`Illustration: ${service.title}`}
            width={800}
            height={500}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            unoptimized
            className="aspect-[8/5] h-auto w-full border-b border-rule bg-stone-warm object-cover"
          />
          <div className="flex flex-1 flex-col p-5">
            <H className="text-lg font-semibold text-brand-900">{service.title}</H>
            <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">{service.des}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
