import MessageCircle from "lucide-react/icons/message-circle";
import { UnitText } from "@/components/ui/UnitText";
import Phone from "lucide-react/icons/phone";
import Ruler from "lucide-react/icons/ruler";
import { sheetFile } from "@/lib/sheets/files";
import { getTranslations } from "next-intl/server";
import { jobWorkServices, jobWorkText } from "@/lib/job-work/job-work";
import { Img } from "@/components/ui/Img";
import { localHref, type Locale } from "@/lib/i18n/locales";
import { localSite, placeOf } from "@/lib/i18n/site-facts";
import { getSite } from "@/lib/business/site-facts-store";
import { JobWorkColumn, type JobWorkItem, type JobWorkLabels } from "./JobWorkColumn";
import { PlyRule } from "./PlyRule";
import { serviceDialogText } from "./service-dialog-text";
import { WhatsAppBlinkLink } from "./WhatsAppBlinkLink";

/** Figures a carpenter checks before sending work out, in tabular numbers. */
const figures = [
  { value: "2440 × 1220", unit: "mm", key: "sheet" },
  { value: "0.45–2", unit: "mm", key: "band" },
  { value: "Ø35", unit: "mm", key: "cup" },
  { value: "±0.5", unit: "mm", key: "tolerance" },
] as const;

/**
 * The Home section: the page's one h1, the spec's banner, the interior image
 * (the largest element, preloaded with fixed dimensions) and the side column
 * "Job Work Services". A server component; only the column's buttons and
 * download tooltips are a client island.
 */
export async function HomeSection({ locale = "en" }: { locale?: Locale }) {
  const site = await getSite();
  const t = await getTranslations({ locale, namespace: "Home" });
  const tj = await getTranslations({ locale, namespace: "JobWork" });
  const greeting = (await getTranslations({ locale, namespace: "Chrome" }))("whatsappGreeting", { business: site.shortName });
  const local = localSite(locale);
  const facts = { name: site.name, ...placeOf(locale), year: site.foundedYear, years: site.experienceYears };
  // Only the names cross into the island; the descriptions load with the modal.
  const items: JobWorkItem[] = jobWorkServices.map((service) => {
    const { name, inSentence } = jobWorkText(service, locale);
    return {
      key: service.key,
      name,
      inSentence,
      downloadLabel: tj("download", { name: inSentence }),
      file: sheetFile(service.file, locale),
      tagline: tj(`taglines.${service.key}`),
    };
  });
  const labels: JobWorkLabels = {
    orderSheet: tj("orderSheet"),
    tooltip: tj("tooltip"),
    cutListLink: tj("cutListLink"),
    dialog: await serviceDialogText(locale),
  };
  return (
    <section id="home" aria-labelledby="home-title" className="scroll-mt-20 border-b border-rule bg-paper">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 pt-8 pb-14 sm:px-6 sm:pt-12 lg:grid-cols-12 lg:gap-x-12 lg:gap-y-10 lg:px-8 lg:pt-14 lg:pb-20">
        <div className="lg:col-span-7 lg:row-start-1">
          {/* The eyebrow and the banner are the heading's subtitles: one hgroup (not paragraphs styled as headings). */}
          <hgroup>
            <p className="tabular flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-[0.18em] text-accent-700 uppercase">
              <span aria-hidden="true" className="h-px w-8 bg-accent-500" />
              {t("eyebrow", facts)}
            </p>
            <h1
              id="home-title"
              className="mt-4 text-4xl leading-[1.08] font-semibold tracking-tight text-balance text-brand-900 sm:text-5xl lg:text-[3.4rem]"
            >
              {t("title")}
            </h1>
            <p className="mt-5 border-l-4 border-accent-500 pl-4 text-xl font-semibold text-brand-700 sm:text-2xl">{local.banner}</p>
          </hgroup>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">
            {t.rich("intro", { ...facts, tabular: (years) => <span className="tabular">{years}</span> })}
          </p>
          <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {/* For the people who come to order: the cut list first, a full button like the others. */}
            <a
              href={localHref(locale, "/cut-list")}
              className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-500 px-5 py-3 text-base font-semibold text-ink shadow-sm hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              data-testid="hero-cut-list"
            >
              <Ruler aria-hidden="true" className="size-5" />
              {t("cutList")}
            </a>
            <a
              href={site.whatsappLink(greeting)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              {t("whatsapp")}
            </a>
            <a
              href={site.phone.tel}
              className="inline-flex items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-3 text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Phone aria-hidden="true" className="size-5" />
              {t("call")}
            </a>
          </div>
        </div>

        {/* On a phone the column comes straight after the intro, before the drawing: the services are in the first screen or two. */}
        <div className="lg:col-span-5 lg:col-start-8 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <div className="overflow-hidden rounded-lg border border-rule bg-white shadow-[0_1px_0_rgba(0,0,0,0.03)]">
              <PlyRule />
              <div className="p-5 sm:p-6">
                <h2 id="jobwork-title" className="text-xs font-semibold tracking-[0.18em] text-brand-800 uppercase">
                  {tj("title")}
                </h2>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{tj("intro")}</p>
                <div className="mt-4">
                  <JobWorkColumn items={items} labels={labels} />
                </div>
                <div className="mt-5">
                  <WhatsAppBlinkLink label={t("blink")} href={site.whatsappLink(greeting)} />
                </div>
              </div>
            </div>

            <dl className="mt-6 grid grid-cols-2 gap-px overflow-hidden rounded-lg border border-rule bg-rule">
              {figures.map((f) => (
                <div key={f.key} className="flex flex-col-reverse bg-paper p-4">
                  <dt className="mt-1 text-sm leading-snug text-ink-muted">
                    <UnitText text={t(`figures.${f.key}`)} />
                  </dt>
                  <dd className="tabular text-lg font-semibold whitespace-nowrap text-brand-900 sm:text-2xl lg:text-xl xl:text-2xl">
                    {f.value}
                    <span className="ml-1 text-sm font-medium text-ink-muted">{f.unit}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <figure className="overflow-hidden rounded-lg border border-rule bg-stone-warm lg:col-span-7 lg:row-start-2">
          <Img src="/images/hero-interior.svg" alt={t("alt")} width={1200} height={900} priority className="h-auto w-full" />
        </figure>
      </div>
    </section>
  );
}
