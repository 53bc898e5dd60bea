"use client";

import { useRef, useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/Dialog";
import { loginRequest, signupRequest } from "@/lib/client/api/user";
import { useAuthStore } from "@/lib/client/store/auth";
import { EMAIL_INPUT, Field, PHONE_INPUT } from "@/components/ui/Field";
import { usePageLocale } from "@/lib/client/page-locale";
import { authText } from "@/lib/i18n/islands/auth";
import { fill } from "@/lib/i18n/template";
import { AuthFormEnd, AuthSwitch } from "./AuthFormParts";

interface Props {
  /** The × (and Escape): closes the dialog. */
  onClose: () => void;
  /** Cancel: clear the form and go to / (the spec). */
  onCancel: () => void;
  /** Success: the new account is signed in; back to the page it was opened on (or / from the landing page and /signup). */
  onCreated: () => void;
  /** Switch to the sign-in dialog. */
  onSwitch: () => void;
}

/**
 * Sign up, with the spec's exact texts: "Signing up..." while submitting,
 * alert("User created successfully!") then reset, and the customer lands
 * where they came from (the landing page for /signup and /), or
 * alert("Signup failed") and "Error: <server message>" in the form. A new
 * account is signed in at once with what was just typed (asking for the same
 * e-mail and password again would be a needless step); should that sign-in
 * fail, the account still exists and the Sign In button works as usual.
 */
export function SignupDialog({ onClose, onCancel, onCreated, onSwitch }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const all = authText(usePageLocale());
  const t = all.signup;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  function reset() {
    formRef.current?.reset();
    setError(null);
    setFieldErrors({});
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending) return;
    const form = new FormData(e.currentTarget);
    const payload = {
      name: String(form.get("name") ?? "").trim(),
      email: String(form.get("email") ?? "").trim(),
      phone: String(form.get("phone") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    };
    // The last answer's reasons stay until the next answer (walk C1: a box that vanished on submit moved the buttons
    // up under a second tap).
    setPending(true);
    const res = await signupRequest(payload);
    if (res.ok) {
      const signedIn = await loginRequest({ email: payload.email, password: payload.password });
      if (signedIn.ok && signedIn.data.user && signedIn.data.token) useAuthStore.getState().login(signedIn.data.user, signedIn.data.token);
      setPending(false);
      alert(t.created);
      reset();
      onCreated();
      return;
    }
    setPending(false);
    setFieldErrors(res.errors);
    setError(fill(t.error, { message: res.message || t.failed }));
    alert(t.failed);
  }

  return (
    <Dialog title={t.title} onClose={onClose} initialFocusId="signup-name" testId="signup-dialog">
      <p className="-mt-2 mb-5 text-sm text-ink-muted">{t.intro}</p>
      {/* The server checks every field and answers each reason under its field, in the page's language (walk C12, C13): no browser bubble. */}
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={pending}>
        <Field id="signup-name" label={t.name} name="name" required autoComplete="name" error={fieldErrors.name} className="sm:col-span-2" />
        <Field label={t.email} name="email" {...EMAIL_INPUT} required placeholder="you@example.com" error={fieldErrors.email} />
        <Field label={t.phone} name="phone" {...PHONE_INPUT} required placeholder="+91 98765 43210" error={fieldErrors.phone} />
        <Field
          label={t.password}
          name="password"
          type="password"
          required
          autoComplete="new-password"
          hint={t.passwordHint}
          error={fieldErrors.password}
          className="sm:col-span-2"
        />
        <AuthFormEnd
          error={error}
          pending={pending}
          submit={t.submit}
          busy={t.busy}
          cancel={all.cancel}
          onCancel={() => {
            reset();
            onCancel();
          }}
          className="sm:col-span-2"
        />
      </form>
      <AuthSwitch question={t.question} action={t.switch} onSwitch={onSwitch} />
    </Dialog>
  );
}
