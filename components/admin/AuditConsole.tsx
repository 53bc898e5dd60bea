"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { Select } from "@/components/ui/Select";
import { AUDIT_ACTION_LABEL, AUDIT_ACTIONS } from "@/lib/audit/types";
import { auditMonthCsvHref, loadAudit } from "@/lib/client/api/audit";
import { loadDevices } from "@/lib/client/api/devices";
import { loadStaff } from "@/lib/client/api/users";
import { queryKeys } from "@/lib/client/query/keys";
import { indiaDate } from "@/lib/format/financial-year";
import { AuditTable } from "./AuditTable";
import { ConsoleHeading, ConsoleLoad } from "./ConsoleParts";

/** The owner's audit log (issue 51): filtered by person or phone, action and day; a month exported as CSV. */
export function AuditConsole() {
  const [draft, setDraft] = useState({ person: "", action: "", day: "" });
  const [filter, setFilter] = useState(draft);
  const [month, setMonth] = useState(indiaDate().slice(0, 7));
  const staff = useQuery({ queryKey: queryKeys.staff, queryFn: loadStaff });
  const devices = useQuery({ queryKey: queryKeys.devices, queryFn: loadDevices });
  const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v));
  const log = useQuery({ queryKey: queryKeys.audit(query.toString()), queryFn: () => loadAudit(query) });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter(draft);
  };
  return (
    <div className="grid gap-5">
      <ConsoleHeading
        id="audit-title"
        title="Audit log"
        intro="Who did what: payments, refunds, invoices, prices, status moves, batches, roles and station phones. Nothing here can be edited or deleted."
      />
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Filter the log">
        <label className="grid gap-1 text-sm font-medium text-ink">
          Who
          <Select value={draft.person} onChange={(e) => setDraft({ ...draft, person: e.target.value })}>
            <option value="">Everyone</option>
            {(staff.data?.staff ?? []).map((p) => (
              <option key={p._id} value={p._id}>
                {p.name}
              </option>
            ))}
            {(devices.data?.devices ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name} (phone)
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink">
          What
          <Select value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })}>
            <option value="">Everything</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {AUDIT_ACTION_LABEL[a]}
              </option>
            ))}
          </Select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink">
          Day
          <Input type="date" value={draft.day} onChange={(e) => setDraft({ ...draft, day: e.target.value })} />
        </label>
        <button type="submit" className={buttonClass("primary", "sm")}>
          Show
        </button>
      </form>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-ink">
          Month
          <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </label>
        <a href={auditMonthCsvHref(month)} download className={buttonClass("secondary", "sm")}>
          Export the month (CSV)
        </a>
      </div>
      {log.data ? <AuditTable entries={log.data.entries} /> : <ConsoleLoad isPending={log.isPending} error={log.error} what="audit log" />}
    </div>
  );
}
