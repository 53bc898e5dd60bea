"use client";

import { useQuery } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/Button";
import { ROLE_LABEL, type Role } from "@/vocabulary/roles";
import { RolePicker } from "./RolePicker";
import { useConsoleSteps } from "@/lib/client/console-save";
import { endStaffSession, loadStaff, setUserRole } from "@/lib/client/api/users";
import { queryKeys } from "@/lib/client/query/keys";
import { formatWhen } from "@/lib/format/date";
import { ConsoleHeading, ConsoleLoad } from "./ConsoleParts";
import { StatusLine } from "@/components/ui/StatusLine";

/**
 * The workshop's people (issue 51): each staff member with their role (the owner changes it here; the workshop
 * always keeps an owner) and their sessions, each of which the owner can end. A role change ends the person's other
 * sessions. Customers are in the list of all accounts below.
 */
export function StaffConsole({ currentUserId }: { currentUserId: string }) {
  const staff = useQuery({ queryKey: queryKeys.staff, queryFn: loadStaff });
  const { save: act, status } = useConsoleSteps({ queryKey: queryKeys.staff, refresh: "invalidate" });
  if (!staff.data) return <ConsoleLoad isPending={staff.isPending} error={staff.error} what="staff" />;

  const changeRole = (id: string, name: string, role: Role) => {
    if (id === currentUserId && role !== "owner" && !window.confirm("Give up your own owner role? You will lose the pages only the owner opens."))
      return;
    act.mutate(() => setUserRole(id, role).then((r) => r.message ?? `${name} is now ${ROLE_LABEL[role]}`));
  };

  return (
    <section aria-labelledby="staff-title" className="mb-10 grid gap-3">
      <ConsoleHeading
        id="staff-title"
        title="Staff"
        intro="Owner: everything. Office: orders, payments, invoices, batches, offcuts, enquiries, station phones. Floor: the scan page and the workshop pack, without customers or money."
      />
      <StatusLine status={status} boxed />
      <ul className="grid gap-2">
        {staff.data.staff.map((p) => (
          <li key={p._id} className="grid gap-2 rounded-lg border border-rule bg-white p-3" data-testid="staff-member">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                <span className="font-semibold text-ink">{p.name}</span> <span className="text-ink-muted">· {p.email}</span>
              </p>
              <RolePicker role={p.role} email={p.email} disabled={act.isPending} onChange={(role) => changeRole(p._id, p.name, role)} />
            </div>
            {p.sessions.filter((s) => !s.ended).length > 0 && (
              <ul className="grid gap-1 text-sm" aria-label={`Sessions of ${p.name}`}>
                {p.sessions
                  .filter((s) => !s.ended)
                  .map((s) => (
                    <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded border border-rule px-2 py-1">
                      <span className="text-ink-muted">
                        {s.agent} · signed in {formatWhen(s.createdAt)} · last seen {formatWhen(s.lastSeenAt)}
                      </span>
                      <button
                        type="button"
                        className={buttonClass("secondary", "sm")}
                        disabled={act.isPending}
                        onClick={() => act.mutate(() => endStaffSession(p._id, s.id))}
                      >
                        End session
                      </button>
                    </li>
                  ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
