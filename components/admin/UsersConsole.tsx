"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/Button";
import { Input } from "@/components/ui/Input";
import { ROLE_LABEL } from "@/vocabulary/roles";
import { RolePicker } from "./RolePicker";
import { deleteUser, loadUsers, setUserRole } from "@/lib/client/api/users";
import { queryKeys } from "@/lib/client/query/keys";
import type { PublicUser as User } from "@/lib/validation/user";
import { useConsoleSteps } from "@/lib/client/console-save";
import { formatWhen } from "@/lib/format/date";
import { ConsoleHeading } from "./ConsoleParts";
import { StatusLine } from "@/components/ui/StatusLine";
import { ConsoleList, type ListPage } from "./ConsoleList";

const PER_PAGE = 50;

/** One page of users (or the one with this address): the API answers an array and says the total in X-Total-Count. */
async function usersPage(page: number, email: string, signal: AbortSignal): Promise<ListPage<User>> {
  const { users, total } = await loadUsers(page, PER_PAGE, signal, email || undefined);
  return { items: users, page, pages: Math.max(1, Math.ceil(total / PER_PAGE)), total };
}

/** Users from GET /api/user/, with role changes and deletion (PATCH / DELETE /api/user/{id}). */
export function UsersConsole({ currentUserId }: { currentUserId: string }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [email, setEmail] = useState("");
  const list = useQuery({
    queryKey: queryKeys.userPage(page, email),
    queryFn: ({ signal }) => usersPage(page, email, signal),
    placeholderData: keepPreviousData,
  });
  // A role change shows on the staff page too: both lists are loaded again after each change.
  const reload = () =>
    void Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.users }), queryClient.invalidateQueries({ queryKey: queryKeys.staff })]);
  const { save: act, status } = useConsoleSteps({ refresh: reload });
  const [busy, setBusy] = useState<string | null>(null);
  const change = (u: User, step: () => Promise<{ message: string }>) => {
    setBusy(u._id);
    act.mutate(step, { onSettled: () => setBusy(null), onError: reload });
  };

  function setRole(u: User, role: User["role"]) {
    // One slip of a select must not make a customer an owner (walk C18): every role change is asked first.
    const question =
      u._id === currentUserId && role !== "owner"
        ? "Give up your own owner role? You will lose the pages only the owner opens."
        : `Make ${u.name} (${u.email}) ${ROLE_LABEL[role].toLowerCase()}? Their other sessions end${role === "owner" ? "; an owner can do everything, staff and money included" : ""}.`;
    if (!window.confirm(question)) return;
    change(u, () => setUserRole(u._id, role));
  }

  function remove(u: User) {
    if (!window.confirm(`Delete the account of ${u.name} (${u.email})? This cannot be undone.`)) return;
    change(u, () => deleteUser(u._id));
  }

  return (
    <section aria-labelledby="users-title">
      <ConsoleHeading id="users-title" title="Users" intro="Everyone who has signed up, newest first." />
      <FindByEmail
        email={email}
        onFind={(found) => {
          setEmail(found);
          setPage(1);
        }}
      />
      <StatusLine status={status} boxed />
      <ConsoleList
        query={list}
        empty={email ? `No account has the address ${email}.` : "No accounts yet."}
        noun={["user", "users"]}
        onPage={setPage}
        keyOf={(u) => u._id}
      >
        {(u) => (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                {u.name} {u._id === currentUserId && <span className="text-sm font-normal text-ink-muted">(you)</span>}
              </p>
              {/* A long address may break anywhere; the rest of the line breaks between words. */}
              <p className="text-sm text-ink-muted">
                <span className="break-all">{u.email}</span> · <span className="whitespace-nowrap">{u.phone}</span>
                {u.createdAt && ` · joined ${formatWhen(u.createdAt)}`}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <RolePicker role={u.role} email={u.email} disabled={busy === u._id} onChange={(role) => setRole(u, role)} />
              <button
                type="button"
                className={buttonClass("danger", "sm")}
                disabled={busy === u._id || u._id === currentUserId}
                onClick={() => remove(u)}
              >
                Delete
              </button>
            </div>
          </div>
        )}
      </ConsoleList>
    </section>
  );
}

/** Walk 6, C18: a person found by the address they signed up with (the account's own key), not by paging. */
function FindByEmail({ email, onFind }: { email: string; onFind: (email: string) => void }) {
  const [typed, setTyped] = useState(email);
  return (
    <form
      role="search"
      className="mt-4 flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onFind(typed.trim().toLowerCase());
      }}
    >
      <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink sm:max-w-sm">
        Find an account by its e-mail
        <Input type="email" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="name@example.com" autoComplete="off" />
      </label>
      <button type="submit" className={buttonClass("secondary", "md")}>
        Find
      </button>
      {email && (
        <button
          type="button"
          className={buttonClass("text", "md", "inline-flex min-h-11 min-w-11 items-center px-2")}
          onClick={() => {
            setTyped("");
            onFind("");
          }}
        >
          Show everyone
        </button>
      )}
    </form>
  );
}
