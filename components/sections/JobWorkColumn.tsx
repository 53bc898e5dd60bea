"use client";

import { useId, useState } from "react";
import Download from "lucide-react/icons/download";
import { UnitText } from "@/components/ui/UnitText";
import { countDownload } from "@/lib/client/api/downloads";
import type { JobWorkKey } from "@/lib/job-work/job-work";
import type { ServiceDialogText } from "./ServiceDialog";
import { LazyServiceDialog, warmServiceDialog } from "./LazyServiceDialog";

/** The column's words in the page's language (messages JobWork.*), and the modal's. */
export interface JobWorkLabels {
  /** The visible label of a download on touch screens. */
  orderSheet: string;
  /** The spec's tooltip on every download icon. */
  tooltip: string;
  cutListLink: string;
  dialog: ServiceDialogText;
}

export interface JobWorkItem {
  key: JobWorkKey;
  name: string;
  /** The name inside a sentence ("Download the edge banding sheet"). */
  inSentence: string;
  /** "Download the edge banding sheet", rendered on the server (the island carries no message renderer). */
  downloadLabel: string;
  file: string;
  tagline: string;
}

/**
 * The client island of the "Job Work Services" column: the four buttons that
 * open the service modal, and the download links with their tooltip. The
 * column's heading and frame are server-rendered around it.
 */
export function JobWorkColumn({ items, labels }: { items: JobWorkItem[]; labels: JobWorkLabels }) {
  const [open, setOpen] = useState<JobWorkKey | null>(null);
  // Fetch the dialog's code while the visitor reaches for a button, so it opens at once.
  const warm = warmServiceDialog;

  return (
    <>
      <ol className="divide-y divide-rule border-y border-rule">
        {items.map((item, index) => (
          <li key={item.key} className="flex items-center gap-3 py-3">
            <span aria-hidden="true" className="tabular w-6 shrink-0 text-sm font-medium text-ink-muted">
              {String(index + 1).padStart(2, "0")}
            </span>
            <div className="min-w-0 flex-1">
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setOpen(item.key)}
                onPointerEnter={warm}
                onFocus={warm}
                className="group -mx-2 flex w-[calc(100%+1rem)] items-center justify-between gap-2 rounded-md px-2 py-1.5 text-left text-base font-semibold tracking-[0.08em] text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
              >
                {item.name}
                <span aria-hidden="true" className="text-lg leading-none text-accent-600 transition-transform group-hover:translate-x-0.5">
                  →
                </span>
              </button>
              <p className="mt-0.5 text-sm text-ink-muted">
                <UnitText text={item.tagline} />
              </p>
            </div>
            <DownloadLink label={item.downloadLabel} file={item.file} sheet={item.key} labels={labels} />
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm">
        <a
          href={labels.dialog.cutListHref}
          className="font-semibold text-brand-800 underline decoration-accent-500 decoration-2 underline-offset-4 hover:text-brand-900"
        >
          {labels.cutListLink}
        </a>
      </p>
      {open && <LazyServiceDialog serviceKey={open} text={labels.dialog} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * A download icon with the spec's tooltip, shown while hovered or focused
 * (Escape hides it). A touch screen has no hover, so there the icon carries a
 * visible "Excel order sheet" label instead of relying on the tooltip.
 */
function DownloadLink({ label, file, sheet, labels }: { label: string; file: string; sheet: JobWorkKey; labels: JobWorkLabels }) {
  const [tip, setTip] = useState(false);
  const tipId = useId();
  const show = () => setTip(true);
  const hide = () => setTip(false);
  return (
    <div className="relative shrink-0">
      <a
        href={file}
        download
        onClick={() => countDownload(sheet)}
        aria-label={`${labels.orderSheet}: ${label}`}
        aria-describedby={tipId}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(e) => {
          if (e.key === "Escape") hide();
        }}
        className="flex size-11 items-center justify-center rounded-md border border-rule bg-white text-brand-700 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 pointer-coarse:h-auto pointer-coarse:min-h-11 pointer-coarse:w-[4.75rem] pointer-coarse:flex-col pointer-coarse:gap-0.5 pointer-coarse:px-1 pointer-coarse:py-1.5"
      >
        <Download aria-hidden="true" className="size-5 shrink-0" />
        <span
          aria-hidden="true"
          data-testid="order-sheet-label"
          className="hidden text-center text-[0.7rem] leading-tight font-semibold pointer-coarse:block"
        >
          {labels.orderSheet}
        </span>
      </a>
      <span
        id={tipId}
        role="tooltip"
        hidden={!tip}
        className="pointer-events-none absolute right-0 bottom-full z-10 mb-2 w-max rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white shadow-lg"
      >
        {labels.tooltip}
      </span>
    </div>
  );
}
