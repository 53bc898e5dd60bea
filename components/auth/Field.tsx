"use client";

import { useId, useState, type InputHTMLAttributes } from "react";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  /** A short hint under the input (read with it by screen readers). */
  hint?: string;
  /** The server's reason for this field, if it rejected it. */
  error?: string;
}

export const inputClass =
  "block w-full rounded-md border border-ink-muted/50 bg-white px-3 py-2.5 text-base text-ink shadow-[inset_0_1px_0_rgb(0_0_0/0.03)] placeholder:text-ink-muted/70 hover:border-ink-muted focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-invalid:border-red-700";

/** A labelled input with its hint and error tied to it by aria-describedby. */
export function Field({ label, name, hint, error, type = "text", className = "", id: givenId, ...input }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const [shown, setShown] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isPassword = type === "password";
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={isPassword && shown ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          className={`${inputClass} ${isPassword ? "pr-12" : ""}`}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            title="Show what you typed"
            className="absolute inset-y-1 right-1 grid w-10 place-items-center rounded text-ink-muted hover:bg-stone-warm hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            {/* Named without the word "password" so that the field's label stays the only match for it. */}
            <span className="sr-only">Show what you typed</span>
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-800">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
