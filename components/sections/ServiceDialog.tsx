"use client";

import Download from "lucide-react/icons/download";
import { TaggedText } from "@/components/ui/TaggedText";
import { UnitParagraphs } from "@/components/ui/UnitText";
import { Dialog } from "@/components/ui/Dialog";
import { jobWorkServices, jobWorkText, type JobWorkKey } from "@/lib/job-work/job-work";
import type { Locale } from "@/lib/i18n/locales";
import { CUT_LIST_SHEET, sheetFile } from "@/lib/sheets/files";
import { fill } from "@/lib/i18n/template";
import { useSite } from "@/components/site/SiteProvider";
import { countDownload } from "@/lib/client/api/downloads";

/** The modal's words in the page's language (messages JobWork.*, raw: `{name}` and `<link>` are filled in here). */
export interface ServiceDialogText {
  locale: Locale;
  /** "Download the {name} sheet" */
  download: string;
  quote: string;
  /** "Hello, I would like a quote for {name} job work." */
  quoteText: string;
  /** "<link>Type your cut list online</link> and see…" */
  cutListOffer: string;
  /** "Or fill in the <link>combined cut-list sheet (.xlsx)</link> (…)." */
  sheetOffer: string;
  cutListHref: string;
  /** The rate card on /services (issue 38, item 13). */
  ratesOffer: string;
  ratesHref: string;
}

const inlineLink = "font-semibold text-brand-800 underline decoration-accent-500 decoration-2 underline-offset-4";

/**
 * The description of one job-work service in a modal. Loaded on demand (the
 * first click or hover of a service button), so neither the dialog's code nor
 * the descriptions weigh on the page's first load.
 */
export default function ServiceDialog({ serviceKey, text, onClose }: { serviceKey: JobWorkKey; text: ServiceDialogText; onClose: () => void }) {
  const service = jobWorkServices.find((s) => s.key === serviceKey);
  const { whatsappLink } = useSite();
  if (!service) return null;
  const { name, inSentence, content } = jobWorkText(service, text.locale);
  return (
    <Dialog title={name} onClose={onClose} testId="service-dialog" className="sm:max-w-xl">
      <UnitParagraphs texts={content} className="space-y-3 text-[15px] leading-relaxed text-ink" />
      <div className="mt-6 flex flex-col gap-3 border-t border-rule pt-5 sm:flex-row">
        <a
          href={sheetFile(service.file, text.locale)}
          download
          onClick={() => countDownload(service.key)}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Download aria-hidden="true" className="size-4" />
          {fill(text.download, { name: inSentence })}
        </a>
        <a
          href={whatsappLink(fill(text.quoteText, { name: inSentence }))}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center justify-center rounded-md border border-brand-700 px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {text.quote}
        </a>
      </div>
      {(service.key === "cutting" || service.key === "edge-banding") && (
        <p className="mt-4 text-sm">
          <TaggedText
            text={text.cutListOffer}
            tags={{
              link: (chunk) => (
                <a href={text.cutListHref} className={inlineLink}>
                  {chunk}
                </a>
              ),
            }}
          />
          {service.key === "cutting" && (
            <>
              {" "}
              <TaggedText
                text={text.sheetOffer}
                tags={{
                  link: (chunk) => (
                    <a href={sheetFile(CUT_LIST_SHEET, text.locale)} download className={inlineLink}>
                      {chunk}
                    </a>
                  ),
                }}
              />
            </>
          )}
        </p>
      )}
      <p className="mt-3 text-sm" data-testid="rates-offer">
        <TaggedText
          text={text.ratesOffer}
          tags={{
            link: (chunk) => (
              <a href={text.ratesHref} className={inlineLink}>
                {chunk}
              </a>
            ),
          }}
        />
      </p>
    </Dialog>
  );
}
