"use client";

import { buttonClass } from "@/components/ui/Button";

/** The sign-in and sign-up dialogs' foot: the server's message, then Cancel and the submit button (busy while sending). */
export function AuthFormEnd({
  error,
  pending,
  submit,
  busy,
  cancel,
  onCancel,
  className = "",
}: {
  error: string | null;
  pending: boolean;
  submit: string;
  busy: string;
  cancel: string;
  onCancel: () => void;
  /** Grid placement in a two-column form. */
  className?: string;
}) {
  return (
    <>
      {error && (
        <p role="alert" className={`rounded-md border border-red-800/30 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}>
          {error}
        </p>
      )}
      <div className={`flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end ${className}`}>
        <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
          {cancel}
        </button>
        <button type="submit" disabled={pending} className={buttonClass("primary")}>
          {pending ? busy : submit}
        </button>
      </div>
    </>
  );
}

/** "New here? Create an account" and the other way round: switches between the two dialogs. */
export function AuthSwitch({ question, action, onSwitch }: { question: string; action: string; onSwitch: () => void }) {
  return (
    <p className="mt-6 border-t border-rule pt-4 text-sm text-ink-muted">
      {question}{" "}
      <button type="button" onClick={onSwitch} className={buttonClass("text")}>
        {action}
      </button>
    </p>
  );
}
