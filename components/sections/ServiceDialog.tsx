"use client";

import Download from "lucide-react/icons/download";
import { UnitParagraphs } from "@/components/ui/UnitText";
import { Dialog } from "@/components/ui/Dialog";
import { jobWorkServices, type JobWorkKey } from "@/lib/job-work";
import { whatsappLink } from "@/lib/site";
import { countDownload } from "@/lib/client/api/downloads";
import { downloadLabel } from "./job-work-labels";

/** The combined cut-list spreadsheet (lib/sheets/definitions.ts cutListSheet). */
const CUT_LIST_SHEET_FILE = "/sheets/cut-list.xlsx";

/**
 * The description of one job-work service in a modal. Loaded on demand (the
 * first click or hover of a service button), so neither the dialog's code nor
 * the descriptions weigh on the page's first load.
 */
export default function ServiceDialog({ serviceKey, onClose }: { serviceKey: JobWorkKey; onClose: () => void }) {
  const service = jobWorkServices.find((s) => s.key === serviceKey);
  if (!service) return null;
  return (
    <Dialog title={service.name} onClose={onClose} testId="service-dialog" className="sm:max-w-xl">
      <UnitParagraphs texts={service.content} className="space-y-3 text-[15px] leading-relaxed text-ink" />
      <div className="mt-6 flex flex-col gap-3 border-t border-rule pt-5 sm:flex-row">
        <a
          href={service.file}
          download
          onClick={() => countDownload(service.key)}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Download aria-hidden="true" className="size-4" />
          {downloadLabel(service.name)}
        </a>
        <a
          href={whatsappLink(`Hello, I would like a quote for ${service.name.toLowerCase()} job work.`)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center justify-center rounded-md border border-brand-700 px-4 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Ask for a quote on WhatsApp
        </a>
      </div>
      {(service.key === "cutting" || service.key === "edge-banding") && (
        <p className="mt-4 text-sm">
          <a href="/cut-list" className="font-semibold text-brand-800 underline decoration-accent-500 decoration-2 underline-offset-4">
            Type your cut list online
          </a>{" "}
          and see how the parts nest on sheets, with edge band in running metres.
          {service.key === "cutting" && (
            <>
              {" "}
              Or fill in the{" "}
              <a
                href={CUT_LIST_SHEET_FILE}
                download
                className="font-semibold text-brand-800 underline decoration-accent-500 decoration-2 underline-offset-4"
              >
                combined cut-list sheet (.xlsx)
              </a>{" "}
              (cutting, edge banding and notes in one table).
            </>
          )}
        </p>
      )}
    </Dialog>
  );
}
