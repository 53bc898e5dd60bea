"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { formatWhen } from "@/lib/format/date";
import { buttonClass } from "@/components/ui/Button";
import { Dialog } from "@/components/ui/Dialog";
import { MyOrders } from "@/components/orders/MyOrders";
import { Field } from "@/components/ui/Field";
import { apiRequest, describeError } from "@/lib/client/api/request";
import { queryKeys } from "@/lib/client/query/keys";
import { useAuthStore } from "@/lib/client/store/auth";
import type { PublicUser, UserResponse } from "@/lib/validation/user";

type Errors = Record<string, string>;

/**
 * The signed-in visitor's account: profile (GET / PATCH /api/user/{id}),
 * password change (current password required), sign-out everywhere (the
 * logout endpoint revokes every token), and deletion after a confirmation.
 */
export function AccountPanel({ initialUser }: { initialUser: PublicUser }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const base = `/api/user/${initialUser._id}`;
  const key = queryKeys.user(initialUser._id);
  // The server rendered the page from the session: that user is the first data, and the API is asked again on mount.
  const { data: user = initialUser } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<UserResponse>(base, { signal }).then((r) => r.user),
    initialData: initialUser,
  });
  const signedOut = useSignedOutHere();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (signedOut) queryClient.removeQueries({ queryKey: key });
  }, [signedOut, queryClient, key]);

  /** Signing out everywhere or deleting the account leaves for the landing page, without the sign-in prompt. */
  function leave(action: () => void) {
    setLeaving(true);
    action();
    router.push("/");
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
        <h1 className="text-3xl font-semibold text-brand-800">Your account</h1>
        <p className="mt-1 text-ink-muted">
          Signed in as <span className="font-medium text-ink">{user.email}</span>
          {user.createdAt && <> · member since {formatWhen(user.createdAt).split(",")[0]}</>}
        </p>
        {user.role === "admin" && (
          <Link href="/admin" className={buttonClass("secondary", "sm", "mt-3")}>
            Open the business console
          </Link>
        )}
      </header>
      <MyOrders />
      <ProfileForm user={user} url={base} onSaved={(u) => saved(u)} />
      <PasswordForm url={base} onChanged={(token) => saved(user, token)} />
      <SessionsAndDeletion url={base} leave={leave} />
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
      <Status {...status} />
    </div>
  );
}

function Status({ ok, text }: { ok: boolean; text: string }) {
  if (!text) return null;
  return (
    <p role={ok ? "status" : "alert"} className={`text-sm ${ok ? "text-brand-800" : "text-red-800"}`}>
      {text}
    </p>
  );
}

/**
 * A PATCH of the account from a form: the server's field errors under their
 * fields and its message (or `done`'s) beside the button.
 */
function useAccountPatch<V>(url: string, body: (vars: V) => Record<string, string>, done: (res: UserResponse, vars: V) => string) {
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState({ ok: true, text: "" });
  const mutation = useMutation({
    mutationFn: (vars: V) => apiRequest<UserResponse>(url, { method: "PATCH", json: body(vars) }),
    onSuccess: (res, vars) => {
      setErrors({});
      setStatus({ ok: true, text: done(res, vars) });
    },
    onError: (err) => {
      const { message, errors: e } = describeError(err);
      setErrors(e);
      setStatus({ ok: false, text: message });
    },
  });
  return { errors, setErrors, status, setStatus, mutate: mutation.mutate, saving: mutation.isPending };
}

function ProfileForm({ user, url, onSaved }: { user: PublicUser; url: string; onSaved: (u: PublicUser) => void }) {
  // A new e-mail needs the current password (the server checks it through the sign-in limits).
  const [emailEdited, setEmailEdited] = useState(false);
  const save = useAccountPatch(
    url,
    (body: Record<string, string>) => body,
    (res) => {
      setEmailEdited(false);
      onSaved(res.user);
      return "Profile saved.";
    },
  );
  const { errors, status, setStatus, saving } = save;

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
      setStatus({ ok: true, text: "Nothing to change." });
      return;
    }
    save.mutate(body);
  }

  return (
    <Card title="Profile" id="profile-title">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Profile">
        <Field label="Name" name="name" defaultValue={user.name} autoComplete="name" required error={errors.name} key={`n-${user.name}`} />
        <Field
          label="Phone"
          name="phone"
          type="tel"
          defaultValue={user.phone}
          autoComplete="tel"
          required
          error={errors.phone}
          key={`p-${user.phone}`}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          defaultValue={user.email}
          autoComplete="email"
          required
          error={errors.email}
          className="sm:col-span-2"
          key={`e-${user.email}`}
          onChange={(e) => setEmailEdited(e.currentTarget.value.trim().toLowerCase() !== user.email.toLowerCase())}
        />
        {emailEdited && (
          <Field
            label="Current password (to change your email)"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
            className="sm:col-span-2"
          />
        )}
        <SubmitRow saving={saving} label="Save profile" busy="Saving…" status={status} />
      </form>
    </Card>
  );
}

function PasswordForm({ url, onChanged }: { url: string; onChanged: (token?: string) => void }) {
  const change = useAccountPatch(
    url,
    ({ body }: { body: { currentPassword: string; password: string }; form: HTMLFormElement }) => body,
    (res, { form }) => {
      form.reset();
      onChanged(res.token);
      return "Password changed. Other devices have been signed out.";
    },
  );
  const { errors, setErrors, status, saving } = change;

  function onSubmit(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    const form = ev.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const password = String(data.get("password") ?? "");
    if (!currentPassword || !password) {
      setErrors({
        ...(currentPassword ? {} : { currentPassword: "Current password is required" }),
        ...(password ? {} : { password: "New password is required" }),
      });
      return;
    }
    change.mutate({ body: { currentPassword, password }, form });
  }

  return (
    <Card title="Password" id="password-title">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Change password">
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={errors.currentPassword}
        />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="8 to 72 characters, hard to guess, not your name or email."
          error={errors.password}
        />
        <SubmitRow saving={saving} label="Change password" busy="Changing…" status={status} />
      </form>
    </Card>
  );
}

function SessionsAndDeletion({ url, leave }: { url: string; leave: (action: () => void) => void }) {
  const logout = useAuthStore((s) => s.logout);
  const [confirming, setConfirming] = useState(false);
  const removal = useMutation({
    mutationFn: () => apiRequest(url, { method: "DELETE" }),
    onSuccess: () => {
      setConfirming(false);
      // The account is gone and its tokens with it: clear the auth store without another server call.
      leave(() => useAuthStore.setState({ user: null, token: null }));
    },
  });
  const deleting = removal.isPending;
  const error = removal.error ? describeError(removal.error).message : "";
  const deleteAccount = () => removal.mutate();

  return (
    <Card title="Sessions and account" id="danger-title">
      <div className="grid gap-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">Signs you out here and on every other phone or computer.</p>
          <button type="button" className={buttonClass("secondary", "sm")} onClick={() => leave(logout)}>
            Sign out everywhere
          </button>
        </div>
        <div className="flex flex-col gap-2 border-t border-rule pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">Deletes your account and your details. This cannot be undone.</p>
          <button type="button" className={buttonClass("danger", "sm")} onClick={() => setConfirming(true)}>
            Delete account
          </button>
        </div>
        {error && <Status ok={false} text={error} />}
      </div>
      {confirming && (
        <Dialog title="Delete your account?" onClose={() => setConfirming(false)} testId="delete-account-dialog">
          <p className="text-ink-muted">Your profile is removed for good and you are signed out everywhere.</p>
          {error && <Status ok={false} text={error} />}
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClass("secondary", "sm")} onClick={() => setConfirming(false)}>
              Keep my account
            </button>
            <button type="button" className={buttonClass("danger", "sm")} disabled={deleting} onClick={() => void deleteAccount()}>
              {deleting ? "Deleting…" : "Yes, delete it"}
            </button>
          </div>
        </Dialog>
      )}
    </Card>
  );
}
