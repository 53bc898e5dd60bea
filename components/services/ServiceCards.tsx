import { Img } from "@/components/ui/Img";
import { UnitText } from "@/components/ui/UnitText";
import { fillPlain as fill } from "@/lib/i18n/plain";
import { jobWorkKeyForTitle } from "@/lib/job-work/key";
import { serviceImageUrl } from "@/lib/services/image-url";
import type { PublicService } from "@/lib/validation/service-admin";
import { ServiceCardActions } from "./ServiceCardActions";
import type { ServiceCardsText } from "./service-cards-text";

export type ServicesState = "pending" | "error" | "done";

/**
 * Grid spans that leave no hole in the last row. Three columns from `lg` (a
 * six-column grid, two each): a last row of two cards shares the width half
 * and half; a lone last card takes the full row, laid out sideways. Two
 * columns from `sm`: a lone last card spans both, sideways too (a full-width
 * 8:5 picture would fill the screen).
 */
export function cardSpan(index: number, count: number): { item: string; image: string } {
  const lgRest = count % 3;
  const inLastLgRow = index >= count - lgRest;
  const lgWide = inLastLgRow && lgRest === 1;
  const smWide = count % 2 === 1 && index === count - 1;
  const item = [
    smWide ? "sm:col-span-2 sm:flex-row" : "sm:col-span-1",
    !inLastLgRow ? "lg:col-span-2" : lgRest === 2 ? "lg:col-span-3" : "lg:col-span-6",
    lgWide ? "lg:flex-row" : smWide ? "lg:flex-col" : "",
  ].join(" ");
  const sideways = "sm:w-1/2 sm:shrink-0 sm:border-r sm:border-b-0";
  const image =
    smWide && lgWide
      ? `${sideways} lg:w-1/3`
      : smWide
        ? `${sideways} lg:w-full lg:border-r-0 lg:border-b`
        : lgWide
          ? "lg:w-1/3 lg:shrink-0 lg:border-r lg:border-b-0"
          : "";
  return { item, image };
}

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
  text,
}: {
  text: ServiceCardsText;
  services: PublicService[] | undefined;
  state: ServicesState;
  headingLevel: "h2" | "h3";
  /** On /services the first card is in the first screen: its image is the largest element, so load it at once. */
  priorityFirst?: boolean;
}) {
  if (!services || services.length === 0) {
    const message = state === "pending" ? text.loading : state === "error" ? text.failed : text.empty;
    const status = (
      <p
        role="status"
        data-testid="services-status"
        className="rounded-lg border border-dashed border-rule bg-white/60 px-5 py-8 text-center text-base text-ink-muted"
      >
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
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-6" data-testid="services-list">
      {services.map((service, i) => {
        const span = cardSpan(i, services.length);
        return (
          <li key={service._id} data-service-card className={`flex flex-col overflow-hidden rounded-lg border border-rule bg-white ${span.item}`}>
            <Img
              src={serviceImageUrl(service.image)}
              alt={fill(text.card.alt, { title: service.title })}
              width={800}
              height={500}
              priority={priorityFirst && i === 0}
              className={`aspect-[8/5] h-auto w-full self-start border-b border-rule bg-stone-warm object-cover ${span.image}`}
            />
            <div className="flex flex-1 flex-col p-5">
              <H className="text-lg font-semibold text-brand-900">{service.title}</H>
              <p className="mt-2 flex-1 text-[15px] leading-relaxed text-ink-muted">
                <UnitText text={service.des} />
              </p>
              <ServiceCardActions
                title={service.title}
                jobWork={service.jobWork !== undefined ? service.jobWork : jobWorkKeyForTitle(service.title)}
                text={text}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
