"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type EnquiryDto } from "@/lib/validation/enquiry";
import { ENQUIRY_STATUSES, type EnquiryStatusValue } from "@/vocabulary/enquiry";
import { buttonClass } from "@/components/ui/Button";
import { ConsoleList } from "./ConsoleList";
import { Select } from "@/components/ui/Select";
import { loadEnquiries, setEnquiryStatus } from "@/lib/client/api/enquiries";
import { useConsoleSteps } from "@/lib/client/console-save";
import { queryKeys } from "@/lib/client/query/keys";
import { ConsoleHeading, ConsoleSearch, StatusTabs, useListPaging, type StatusTab } from "./ConsoleParts";
import { StatusLine } from "@/components/ui/StatusLine";
import { formatWhen } from "@/lib/format/date";
import { enquiriesExportHref } from "@/lib/client/api/links";

type Enquiry = EnquiryDto;

const STATUS_LABEL: Record<EnquiryStatusValue, string> = { new: "New", contacted: "Contacted", closed: "Closed" };
const STATUS_STYLE: Record<EnquiryStatusValue, string> = {
  new: "bg-accent-100 text-accent-700",
  contacted: "bg-brand-100 text-brand-800",
  closed: "bg-stone-warm text-ink-muted",
};

/** Newest enquiries first, filtered by status, searchable, with status changes and exports. Works on a phone. */
export function EnquiriesConsole() {
  const [status, setStatus] = useState<EnquiryStatusValue | "">("");
  const paging = useListPaging();
  const { page, setPage, q, firstPage } = paging;

  const filter = (extra: Record<string, string> = {}) => {
    const p = new URLSearchParams();
    if (status) p.set("status", status);
    if (q) p.set("q", q);
    for (const [k, v] of Object.entries(extra)) p.set(k, v);
    return p;
  };

  // One query per filter and page: an older answer can never overwrite a newer filter's list.
  const listing = useQuery({
    queryKey: queryKeys.enquiryPage({ status, q, page }),
    queryFn: ({ signal }) => loadEnquiries(filter({ page: String(page), limit: "20" }), signal),
    placeholderData: keepPreviousData,
  });
  const data = listing.data ?? null;

  const { save: act, status: said } = useConsoleSteps({ queryKey: queryKeys.enquiries, refresh: "invalidate" });
  const [busy, setBusy] = useState<string | null>(null);
  const changeStatus = (enquiry: Enquiry, next: EnquiryStatusValue) => {
    setBusy(enquiry._id);
    act.mutate(() => setEnquiryStatus(enquiry._id, next), { onSettled: () => setBusy(null) });
  };

  const exportHref = (format: "csv" | "xlsx") => enquiriesExportHref(String(filter({ format })));

  const tabs: StatusTab<EnquiryStatusValue>[] = [
    { value: "", label: "All", count: data?.counts.all },
    ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s], count: data?.counts[s] })),
  ];

  return (
    <section aria-labelledby="enquiries-title">
      <ConsoleHeading id="enquiries-title" title="Enquiries" intro="Sent from the contact form, newest first.">
        <div className="flex gap-2">
          <a href={exportHref("csv")} className={buttonClass("secondary", "sm")} download>
            Export CSV
          </a>
          <a href={exportHref("xlsx")} className={buttonClass("secondary", "sm")} download>
            Export Excel
          </a>
        </div>
      </ConsoleHeading>

      <div className="mt-5 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <StatusTabs tabs={tabs} value={status} onChange={firstPage(setStatus)} />
        <ConsoleSearch id="enquiry-search" label="Search enquiries" placeholder="Name, phone, email, text or ENQ-…" paging={paging} />
      </div>

      <StatusLine status={said} boxed />

      <ConsoleList query={listing} empty="No enquiries match." noun={["enquiry", "enquiries"]} onPage={setPage} keyOf={(e) => e._id}>
        {(e) => (
          <>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h2 className="font-semibold text-ink">{e.name}</h2>
                <p className="tabular text-xs text-ink-muted">
                  {e.reference} · {formatWhen(e.createdAt)}
                  {e.service && ` · ${e.service}`}
                  {e.page && ` · from ${e.page}`}
                </p>
              </div>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[e.status]}`}>{STATUS_LABEL[e.status]}</span>
            </div>
            <p className="mt-3 text-sm break-words whitespace-pre-line text-ink">{e.message}</p>
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <a className="font-medium text-brand-700 underline-offset-2 hover:underline" href={`tel:${e.phone.replace(/[^\d+]/g, "")}`}>
                {e.phone}
              </a>
              <a className="font-medium break-all text-brand-700 underline-offset-2 hover:underline" href={`mailto:${e.email}`}>
                {e.email}
              </a>
              <label className="ml-auto flex items-center gap-2 text-ink-muted">
                <span>Status</span>
                <Select
                  value={e.status}
                  disabled={busy === e._id}
                  onChange={(ev) => changeStatus(e, ev.target.value as EnquiryStatusValue)}
                  aria-label={`Status of ${e.reference}`}
                >
                  {ENQUIRY_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABEL[s]}
                    </option>
                  ))}
                </Select>
              </label>
            </div>
          </>
        )}
      </ConsoleList>
    </section>
  );
}
