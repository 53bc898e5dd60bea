import { BackToHomeLink } from "@/components/services/BackToHomeLink";
import { ServicesList } from "@/components/services/ServicesList";
import { getInitialServices } from "@/lib/services/initial";
import { whatsappLink } from "@/lib/site";
import { SectionHeading, subHeading, type SectionLevel } from "./SectionHeading";

/**
 * All Services: the list from GET /api/services. Pre-rendered from the
 * database where it can be (see getInitialServices for build time and for a
 * database that is down), then refreshed in the browser by the client island.
 */
export async function ServicesSection({ level = 2 }: { level?: SectionLevel }) {
  const initial = await getInitialServices();
  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-20 border-y border-rule bg-paper">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="services-title" level={level} eyebrow="What we do" title="All Services">
            <p>
              Every job starts from your sheet or ours and ends with parts ready to fit. Send sizes, board and laminate; we tell you the turnaround
              before we start.
            </p>
          </SectionHeading>
          <a
            href={whatsappLink("Hello, I would like a quote for panel job work.")}
            target="_blank"
            rel="noopener noreferrer"
            className="shrink-0 text-base font-semibold text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Ask for a quote on WhatsApp
          </a>
          <a
            href="/cut-list"
            className="shrink-0 text-base font-semibold text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Plan your cut list online
          </a>
        </div>
        <div className="mt-10">
          {/* As the page's own h1 (/services), the list is the first screen's content. */}
          <ServicesList initial={initial} headingLevel={subHeading(level)} priorityFirst={level === 1} />
        </div>
        <div className="mt-10">
          <BackToHomeLink />
        </div>
      </div>
    </section>
  );
}
