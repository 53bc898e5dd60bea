"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { Field } from "@/components/auth/Field";
import { Dialog } from "@/components/ui/Dialog";
import { MyOrders } from "@/components/orders/MyOrders";
import { call, dangerButton, formatWhen, primaryButton, secondaryButton } from "@/components/admin/api";
import type { PublicUser } from "@/lib/api/user-client";
import { useAuthStore } from "@/lib/store/auth";

export interface AccountUser extends PublicUser {
  phone: string;
  createdAt?: string;
}

type Errors = Record<string, string>;

/**
 * The signed-in visitor's account: profile (GET / PATCH /api/user/{id}),
 * password change (current password required), sign-out everywhere (the
 * logout endpoint revokes every token), and deletion after a confirmation.
 */
export function AccountPanel({ initialUser }: { initialUser: AccountUser }) {
  const [user, setUser] = useState(initialUser);
  const router = useRouter();
  const base = `/api/user/${initialUser._id}`;

  // The server rendered the page from the session; read the record through the API as well (it may have changed).
  useEffect(() => {
    void (async () => {
      const res = await call<{ user: AccountUser }>(base);
      if (res.ok) setUser(res.data.user);
    })();
  }, [base]);

  /** Keeps the header's name in step (the store is what the header reads). */
  function syncStore(next: AccountUser, token?: string) {
    const s = useAuthStore.getState();
    const t = token ?? s.token;
    if (t) s.login({ _id: next._id, name: next.name, email: next.email, phone: next.phone, role: next.role }, t);
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-semibold text-ink">Your account</h1>
        <p className="mt-1 text-ink-muted">
          Signed in as <span className="font-medium text-ink">{user.email}</span>
          {user.createdAt && <> · member since {formatWhen(user.createdAt).split(",")[0]}</>}
        </p>
        {user.role === "admin" && (
          <Link href="/admin" className={`${secondaryButton} mt-3`}>
            Open the business console
          </Link>
        )}
      </header>
      <MyOrders />
      <ProfileForm
        user={user}
        url={base}
        onSaved={(u) => {
          setUser(u);
          syncStore(u);
        }}
      />
      <PasswordForm url={base} onChanged={(token) => syncStore(user, token)} />
      <SessionsAndDeletion url={base} onGone={() => router.push("/")} />
    </div>
  );
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

function Status({ ok, text }: { ok: boolean; text: string }) {
  if (!text) return null;
  return (
    <p role={ok ? "status" : "alert"} className={`text-sm ${ok ? "text-brand-800" : "text-red-800"}`}>
      {text}
    </p>
  );
}

function ProfileForm({ user, url, onSaved }: { user: AccountUser; url: string; onSaved: (u: AccountUser) => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState({ ok: true, text: "" });
  const [saving, setSaving] = useState(false);

  async function onSubmit(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    const data = new FormData(ev.currentTarget);
    const body: Record<string, string> = {};
    for (const k of ["name", "email", "phone"] as const) {
      const v = String(data.get(k) ?? "").trim();
      if (v !== (user[k] ?? "")) body[k] = v;
    }
    if (!Object.keys(body).length) {
      setStatus({ ok: true, text: "Nothing to change." });
      return;
    }
    setSaving(true);
    const res = await call<{ user: AccountUser }>(url, { method: "PATCH", json: body });
    setSaving(false);
    if (res.ok) {
      setErrors({});
      setStatus({ ok: true, text: "Profile saved." });
      onSaved(res.data.user);
    } else {
      setErrors(res.errors);
      setStatus({ ok: false, text: res.message });
    }
  }

  return (
    <Card title="Profile" id="profile-title">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Profile">
        <Field label="Name" name="name" defaultValue={user.name} autoComplete="name" required error={errors.name} key={`n-${user.name}`} />
        <Field label="Phone" name="phone" type="tel" defaultValue={user.phone} autoComplete="tel" required error={errors.phone} key={`p-${user.phone}`} />
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
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? "Saving…" : "Save profile"}
          </button>
          <Status {...status} />
        </div>
      </form>
    </Card>
  );
}

function PasswordForm({ url, onChanged }: { url: string; onChanged: (token?: string) => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState({ ok: true, text: "" });
  const [saving, setSaving] = useState(false);

  async function onSubmit(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    const form = ev.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const password = String(data.get("password") ?? "");
    if (!currentPassword || !password) {
      setErrors({ ...(currentPassword ? {} : { currentPassword: "Current password is required" }), ...(password ? {} : { password: "New password is required" }) });
      return;
    }
    setSaving(true);
    const res = await call<{ token?: string }>(url, { method: "PATCH", json: { currentPassword, password } });
    setSaving(false);
    if (res.ok) {
      form.reset();
      setErrors({});
      setStatus({ ok: true, text: "Password changed. Other devices have been signed out." });
      onChanged(res.data.token);
    } else {
      setErrors(res.errors);
      setStatus({ ok: false, text: res.message });
    }
  }

  return (
    <Card title="Password" id="password-title">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Change password">
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" required error={errors.currentPassword} />
        <Field label="New password" name="password" type="password" autoComplete="new-password" required hint="8 to 72 characters; not a common password." error={errors.password} />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? "Changing…" : "Change password"}
          </button>
          <Status {...status} />
        </div>
      </form>
    </Card>
  );
}

function SessionsAndDeletion({ url, onGone }: { url: string; onGone: () => void }) {
  const logout = useAuthStore((s) => s.logout);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState("");
  const [deleting, setDeleting] = useState(false);

  async function deleteAccount() {
    setDeleting(true);
    const res = await call(url, { method: "DELETE" });
    setDeleting(false);
    if (!res.ok) {
      setError(res.message);
      return;
    }
    // The account is gone and its tokens with it: clear the auth store without another server call.
    useAuthStore.setState({ user: null, token: null });
    setConfirming(false);
    onGone();
  }

  return (
    <Card title="Sessions and account" id="danger-title">
      <div className="grid gap-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">Signs you out here and on every other phone or computer.</p>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              logout();
              onGone();
            }}
          >
            Sign out everywhere
          </button>
        </div>
        <div className="flex flex-col gap-2 border-t border-rule pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-muted">Deletes your account and your details. This cannot be undone.</p>
          <button type="button" className={dangerButton} onClick={() => setConfirming(true)}>
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
            <button type="button" className={secondaryButton} onClick={() => setConfirming(false)}>
              Keep my account
            </button>
            <button type="button" className={dangerButton} disabled={deleting} onClick={() => void deleteAccount()}>
              {deleting ? "Deleting…" : "Yes, delete it"}
            </button>
          </div>
        </Dialog>
      )}
    </Card>
  );
}
