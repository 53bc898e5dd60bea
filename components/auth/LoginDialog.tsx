"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { loginRequest } from "@/lib/client/api/user";
import { useAuthStore } from "@/lib/client/store/auth";
import { Field } from "@/components/ui/Field";
import { buttonClass } from "@/components/ui/Button";

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
      setError("Sign-in failed. Please try again.");
      return;
    }
    setFieldErrors(res.errors);
    setError(res.message);
  }

  return (
    <Dialog title="Sign in" onClose={onClose} initialFocusId="login-email" testId="login-dialog">
      <p className="-mt-2 mb-5 text-sm text-ink-muted">Sign in with the e-mail address you registered with.</p>
      <form onSubmit={onSubmit} className="space-y-4" aria-busy={pending}>
        <Field
          id="login-email"
          label="Username"
          name="email"
          type="email"
          required
          autoComplete="username"
          inputMode="email"
          placeholder="you@example.com"
          error={fieldErrors.email}
        />
        <Field label="Password" name="password" type="password" required autoComplete="current-password" error={fieldErrors.password} />
        {error && (
          <p role="alert" className="rounded-md border border-red-800/30 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass("secondary")}>
            Cancel
          </button>
          <button type="submit" disabled={pending} className={buttonClass("primary")}>
            {pending ? "Signing in..." : "Sign In"}
          </button>
        </div>
      </form>
      <p className="mt-6 border-t border-rule pt-4 text-sm text-ink-muted">
        New here?{" "}
        <button type="button" onClick={onSwitch} className={buttonClass("text")}>
          Create an account
        </button>
      </p>
    </Dialog>
  );
}
