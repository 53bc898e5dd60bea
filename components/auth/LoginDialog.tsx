"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { loginRequest } from "@/lib/client/api/user";
import { useAuthStore } from "@/lib/client/store/auth";
import { Field } from "@/components/ui/Field";
import { usePageLocale } from "@/lib/client/page-locale";
import { authText } from "@/lib/i18n/islands/auth";
import { AuthFormEnd, AuthSwitch } from "./AuthFormParts";

interface Props {
  onClose: () => void;
  /** Switch to the sign-up dialog. */
  onSwitch: () => void;
}

/**
 * Sign in. Success stores {user, token} and closes; a failure keeps the dialog
 * open and shows the server's message (wrong password, too many attempts,
 * database down) in an alert region.
 */
export function LoginDialog({ onClose, onSwitch }: Props) {
  const login = useAuthStore((s) => s.login);
  const all = authText(usePageLocale());
  const t = all.login;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const form = new FormData(e.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    setPending(true);
    setError(null);
    setFieldErrors({});
    const res = await loginRequest({ email, password });
    setPending(false);
    if (res.ok && res.data.user && res.data.token) {
      login(res.data.user, res.data.token);
      onClose();
      return;
    }
    if (res.ok) {
      setError(t.failed);
      return;
    }
    setFieldErrors(res.errors);
    setError(res.message);
  }

  return (
    <Dialog title={t.title} onClose={onClose} initialFocusId="login-email" testId="login-dialog">
      <p className="-mt-2 mb-5 text-sm text-ink-muted">{t.intro}</p>
      <form onSubmit={onSubmit} className="space-y-4" aria-busy={pending}>
        <Field
          id="login-email"
          label={t.username}
          name="email"
          type="email"
          required
          autoComplete="username"
          inputMode="email"
          placeholder="you@example.com"
          error={fieldErrors.email}
        />
        <Field label={t.password} name="password" type="password" required autoComplete="current-password" error={fieldErrors.password} />
        <AuthFormEnd error={error} pending={pending} submit={t.submit} busy={t.busy} cancel={all.cancel} onCancel={onClose} />
      </form>
      <AuthSwitch question={t.question} action={t.switch} onSwitch={onSwitch} />
    </Dialog>
  );
}
