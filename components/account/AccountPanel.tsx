"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { formatDate } from "@/lib/format/date";
import { usePageLocale } from "@/lib/client/page-locale";
import { accountText, type AccountText } from "@/lib/i18n/islands/account";
import { localePath } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { TaggedText } from "@/components/ui/TaggedText";
import { buttonClass } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { MyOrders } from "@/components/orders/MyOrders";
import { MyShelf } from "./MyShelf";
import { EMAIL_INPUT, Field, PHONE_INPUT } from "@/components/ui/Field";
import { describeError } from "@/lib/client/api/request";
import { changeUser, deleteUser, loadUser } from "@/lib/client/api/users";
import { useConsoleSave } from "@/lib/client/console-save";
import { StatusLine } from "@/components/ui/StatusLine";
import { queryKeys } from "@/lib/client/query/keys";
import { forgetThisPerson, signOut } from "@/lib/client/auth/sign-out";
import { useAuthStore } from "@/lib/client/store/auth";
import type { ProfileSaved, PublicUser } from "@/lib/validation/user";
import { isStaff } from "@/vocabulary/roles";

/**
 * The signed-in visitor's account: profile (GET / PATCH /api/user/{id}),
 * password change (current password required), sign-out everywhere (the
 * logout endpoint revokes every token), and deletion after a confirmation.
 */
export function AccountPanel({ initialUser }: { initialUser: PublicUser }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = queryKeys.user(initialUser._id);
  // The server rendered the page from the session: that user is the first data, and the API is asked again on mount.
  const { data: user = initialUser } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => loadUser(initialUser._id, signal),
    initialData: initialUser,
  });
  const signedOut = useSignedOutHere();
  const [leaving, setLeaving] = useState(false);
  const locale = usePageLocale();
  const t = accountText(locale);

  useEffect(() => {
    if (signedOut) queryClient.removeQueries({ queryKey: key });
  }, [signedOut, queryClient, key]);

  /** Signing out everywhere or deleting the account leaves for the landing page, without the sign-in prompt. */
  function leave(action: () => void) {
    setLeaving(true);
    action();
    router.push(localePath(locale, "/"));
  }

  if (leaving) return null;
  // Signed out in the header (or another tab): nothing of the account stays on screen.
  if (signedOut) return <AccessNotice reason="signed-out" area="account" />;

  /** Keeps the cache and the header's name in step (the store is what the header reads). */
  function saved(next: PublicUser, token?: string) {
    queryClient.setQueryData(key, next);
    const s = useAuthStore.getState();
    const t = token ?? s.token;
    if (t) s.login({ _id: next._id, name: next.name, email: next.email, phone: next.phone, role: next.role }, t);
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-semibold text-brand-800">{t.title}</h1>
        <p className="mt-1 text-ink-muted">
          <TaggedText
            text={fill(t.signedInAs, { email: user.email })}
            tags={{ who: (chunk) => <span className="font-medium text-ink">{chunk}</span> }}
          />
          {user.createdAt && fill(t.memberSince, { date: formatDate(user.createdAt, locale) })}
        </p>
        {isStaff(user.role) && (
          <Link href="/admin" className={buttonClass("secondary", "sm", "mt-3")}>
            {t.console}
          </Link>
        )}
      </header>
      <MyOrders />
      <MyShelf />
      <ProfileForm user={user} userId={initialUser._id} onSaved={(u) => saved(u)} t={t.profile} />
      <PasswordForm userId={initialUser._id} onChanged={(token) => saved(user, token)} t={t.password} />
      <SessionsAndDeletion userId={initialUser._id} leave={leave} t={t.sessions} />
    </div>
  );
}

/**
 * True once the visitor signs out while on the page (the header's Logout, an
 * expired session, another tab): the store's user goes from someone to nobody.
 * A page opened with the session cookie alone (no stored user) is not affected.
 */
function useSignedOutHere(): boolean {
  const [signedOut, setSignedOut] = useState(false);
  useEffect(
    () =>
      useAuthStore.subscribe((state, prev) => {
        if (prev.user && !state.user) setSignedOut(true);
      }),
    [],
  );
  return signedOut;
}

function Card({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-rule bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A form's submit button (busy while saving) with the outcome beside it. */
function SubmitRow({ saving, label, busy, status }: { saving: boolean; label: string; busy: string; status: { ok: boolean; text: string } }) {
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <button type="submit" className={buttonClass("primary", "sm")} disabled={saving}>
        {saving ? busy : label}
      </button>
      <StatusLine status={status} />
    </div>
  );
}

function ProfileForm({
  user,
  userId,
  onSaved,
  t,
}: {
  user: PublicUser;
  userId: string;
  onSaved: (u: PublicUser) => void;
  t: AccountText["profile"];
}) {
  // A new e-mail needs the current password (the server checks it through the sign-in limits).
  const [emailEdited, setEmailEdited] = useState(false);
  // The same save as the console's forms (lib/client/console-save.ts): field errors under their fields, one line beside the button.
  const { save, errors, status, note } = useConsoleSave({
    send: (body: Record<string, string>) => changeUser(userId, body),
    refresh: "none",
    savedText: t.saved,
    onSaved: (res: ProfileSaved) => {
      setEmailEdited(false);
      onSaved(res.user);
    },
  });
  const saving = save.isPending;

  function onSubmit(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    const data = new FormData(ev.currentTarget);
    const body: Record<string, string> = {};
    for (const k of ["name", "email", "phone"] as const) {
      const v = String(data.get(k) ?? "").trim();
      if (v !== (user[k] ?? "")) body[k] = v;
    }
    if (body.email !== undefined) body.currentPassword = String(data.get("currentPassword") ?? "");
    if (!Object.keys(body).length) {
      note(t.nothing);
      return;
    }
    save.mutate(body);
  }

  return (
    <Card title={t.title} id="profile-title">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t.title}>
        <Field label={t.name} name="name" defaultValue={user.name} autoComplete="name" required error={errors.name} key={`n-${user.name}`} />
        <Field label={t.phone} name="phone" {...PHONE_INPUT} defaultValue={user.phone} required error={errors.phone} key={`p-${user.phone}`} />
        <Field
          label={t.email}
          name="email"
          {...EMAIL_INPUT}
          defaultValue={user.email}
          required
          error={errors.email}
          className="sm:col-span-2"
          key={`e-${user.email}`}
          onChange={(e) => setEmailEdited(e.currentTarget.value.trim().toLowerCase() !== user.email.toLowerCase())}
        />
        {emailEdited && (
          <Field
            label={t.currentPassword}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
            className="sm:col-span-2"
          />
        )}
        <SubmitRow saving={saving} label={t.save} busy={t.saving} status={status} />
      </form>
    </Card>
  );
}

function PasswordForm({ userId, onChanged, t }: { userId: string; onChanged: (token?: string) => void; t: AccountText["password"] }) {
  const { save, errors, status, refuse } = useConsoleSave({
    send: ({ body }: { body: { currentPassword: string; password: string }; form: HTMLFormElement }) => changeUser(userId, body),
    refresh: "none",
    savedText: t.changed,
    onSaved: (res: ProfileSaved, { form }) => {
      form.reset();
      onChanged(res.token);
    },
  });
  const saving = save.isPending;

  function onSubmit(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    const form = ev.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const password = String(data.get("password") ?? "");
    if (!currentPassword || !password) {
      refuse({ ...(currentPassword ? {} : { currentPassword: t.currentRequired }), ...(password ? {} : { password: t.newRequired }) }, "");
      return;
    }
    save.mutate({ body: { currentPassword, password }, form });
  }

  return (
    <Card title={t.title} id="password-title">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t.form}>
        <Field label={t.current} name="currentPassword" type="password" autoComplete="current-password" required error={errors.currentPassword} />
        <Field label={t.new} name="password" type="password" autoComplete="new-password" required hint={t.hint} error={errors.password} />
        <SubmitRow saving={saving} label={t.change} busy={t.changing} status={status} />
      </form>
    </Card>
  );
}

function SessionsAndDeletion({ userId, leave, t }: { userId: string; leave: (action: () => void) => void; t: AccountText["sessions"] }) {
  const logout = signOut;
  const [confirming, setConfirming] = useState(false);
  const removal = useMutation({
    mutationFn: () => deleteUser(userId),
    onSuccess: () => {
      setConfirming(false);
      // The account is gone and its tokens with it: clear the auth store without another server call.
      leave(() => {
        useAuthStore.setState({ user: null, token: null });
        forgetThisPerson();
      });
    },
  });
  const deleting = removal.isPending;
  const error = removal.error ? describeError(removal.error).message : "";
  const deleteAccount = () => removal.mutate();

  return (
    <Card title={t.title} id="danger-title">
      <div className="grid gap-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">{t.everywhereText}</p>
          <button type="button" className={buttonClass("secondary", "sm")} onClick={() => leave(() => void logout())}>
            {t.everywhere}
          </button>
        </div>
        <div className="flex flex-col gap-2 border-t border-rule pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">{t.deleteText}</p>
          <button type="button" className={buttonClass("danger", "sm")} onClick={() => setConfirming(true)}>
            {t.delete}
          </button>
        </div>
        <StatusLine status={{ ok: false, text: error }} />
      </div>
      {confirming && (
        <Dialog title={t.confirmTitle} onClose={() => setConfirming(false)} testId="delete-account-dialog">
          <p className="text-ink-muted">{t.confirmText}</p>
          <StatusLine status={{ ok: false, text: error }} />
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setConfirming(false)}>
              {t.keep}
            </button>
            <button type="button" className={buttonClass("danger", "sm")} disabled={deleting} onClick={() => void deleteAccount()}>
              {deleting ? t.deleting : t.yes}
            </button>
          </div>
        </Dialog>
      )}
    </Card>
  );
}
