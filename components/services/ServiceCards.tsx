import { Img } from "@/components/ui/Img";
import { serviceImageUrl } from "@/lib/services/image-url";
import type { PublicService } from "@/lib/validation/service-admin";

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
  priorityFirst = false,
}: {
  services: PublicService[] | undefined;
  state: ServicesState;
  headingLevel: "h2" | "h3";
  /** On /services the first card is in the first screen: its image is the largest element, so load it at once. */
  priorityFirst?: boolean;
}) {
  if (!services || services.length === 0) {
    const message =
      state === "pending"
        ? "Loading the list of services…"
        : state === "error"
          ? "The list of services could not be loaded right now. Message us on WhatsApp or call the workshop, and we will tell you what we can do for your project."
          : "No services are listed right now. Message us on WhatsApp with your project and we will tell you what we can do.";
    const status = (
      <p role="status" data-testid="services-status" className="rounded-lg border border-dashed border-rule bg-white/60 px-5 py-8 text-center text-base text-ink-muted">
        {message}
      </p>
    );
    if (state !== "pending") return status;
    // While loading, card-shaped placeholders hold the list's room, so nothing below jumps when it arrives.
    return (
      <div className="flex flex-col gap-6">
        {status}
        <ul aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <li key={i} className="flex flex-col overflow-hidden rounded-lg border border-rule bg-white">
              <div className="aspect-[8/5] border-b border-rule bg-stone-warm" />
              <div className="flex flex-col gap-3 p-5">
                <div className="h-5 w-2/3 rounded bg-stone-warm" />
                <div className="h-4 rounded bg-stone-warm/70" />
                <div className="h-4 rounded bg-stone-warm/70" />
                <div className="h-4 w-1/2 rounded bg-stone-warm/70" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="services-list">
      {services.map((service, i) => (
        <li key={service._id} data-service-card className="flex flex-col overflow-hidden rounded-lg border border-rule bg-white">
          <Img
            src={serviceImageUrl(service.image)}
            alt={`Illustration: ${service.title}`}
            width={800}
            height={500}
            priority={priorityFirst && i === 0}
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
