"use client";

import { useState } from "react";
import MessageCircle from "lucide-react/icons/message-circle";
import type { JobWorkKey } from "@/lib/job-work/job-work";
import { fillPlain as fill } from "@/lib/i18n/plain";
import { srOnly, TaggedText } from "@/components/ui/TaggedText";
import { useSite } from "@/components/site/SiteProvider";
import type { ServiceCardsText } from "./service-cards-text";
import { LazyServiceDialog, warmServiceDialog } from "@/components/sections/LazyServiceDialog";

const action =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/**
 * The actions under a service card: its job-work modal (when the card is one of
 * the four job-work services), the cut-list planner, and a WhatsApp chat with
 * the service named. Link names carry the service's title, so that fifteen
 * "WhatsApp" links read apart in a screen reader's list of links.
 */
export function ServiceCardActions({ title, jobWork, text }: { title: string; jobWork: JobWorkKey | null; text: ServiceCardsText }) {
  const [open, setOpen] = useState(false);
  const { whatsappLink } = useSite();
  const label = (template: string) => <TaggedText text={fill(template, { title })} tags={{ sr: srOnly }} />;
  const warm = warmServiceDialog;
  return (
    <div className="mt-5 flex flex-wrap gap-2 border-t border-rule pt-4" data-testid="service-card-actions">
      {jobWork && (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          onPointerEnter={warm}
          onFocus={warm}
          className={`${action} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {label(text.card.details)}
        </button>
      )}
      <a href={text.dialog.cutListHref} className={`${action} border border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}>
        {label(text.card.plan)}
      </a>
      <a
        href={whatsappLink(fill(text.card.quoteText, { title }))}
        target="_blank"
        rel="noopener noreferrer"
        className={`${action} text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-4 hover:text-brand-900`}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {label(text.card.whatsapp)}
      </a>
      {open && jobWork && <LazyServiceDialog serviceKey={jobWork} text={text.dialog} onClose={() => setOpen(false)} />}
    </div>
  );
}
