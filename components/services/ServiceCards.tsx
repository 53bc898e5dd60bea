import Image from "next/image";
import { serviceImageUrl, type ApiService } from "@/lib/api/services-client";

/** The spec's alert when the list cannot be loaded. */
export const SERVICES_FETCH_ALERT = "Failed to fetch services";

export type ServicesState = "pending" | "error" | "done";

/**
 * The services list as markup: the cards, or an honest status line when there
 * are none yet. Shared by the pre-rendered list and the live (TanStack Query)
 * list, so the swap from one to the other changes nothing on screen.
 */
export function ServiceCards({
  services,
  state,
  headingLevel: H,
}: {
  services: ApiService[] | undefined;
  state: ServicesState;
  headingLevel: "h2" | "h3";
}) {
  if (!services || services.length === 0) {
    const message =
      state === "pending"
        ? "Loading the list of services…"
        : state === "error"
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
      {services.map((service) => (
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
