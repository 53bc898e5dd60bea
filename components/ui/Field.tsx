"use client";

import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type TextareaHTMLAttributes } from "react";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { usePageLocale } from "@/lib/client/page-locale";
import { uiText } from "@/lib/i18n/islands/ui";
import { Input, Textarea } from "./Input";

type Common = {
  label: string;
  name: string;
  /** A short hint under the control (read with it by screen readers). */
  hint?: string;
  /** Why this field was refused (from the form or the server). */
  error?: string;
  /** Classes of the wrapper (grid placement). */
  className?: string;
};
type InputFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & { multiline?: false };
type TextareaFieldProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & { multiline: true };

/**
 * Ties fields to a form's draft of texts: `bind("gstin")` gives a field its name, value, change and error, so a form
 * writes each field's own words only (its label, hint, input mode).
 */
export function fieldBinder<D extends object>(
  draft: D,
  set: <K extends keyof D>(key: K, value: D[K]) => void,
  errors: Record<string, string | undefined>,
) {
  return <K extends keyof D & string>(key: K, name: string = key) => ({
    name,
    value: (draft[key] ?? "") as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value as D[K]),
    error: errors[key],
  });
}

/** How an e-mail or phone field behaves everywhere (the phone's keyboard, autofill): spread into the field. */
export const EMAIL_INPUT = { type: "email", autoComplete: "email", inputMode: "email" } as const;
export const PHONE_INPUT = { type: "tel", autoComplete: "tel", inputMode: "tel" } as const;

/** Ties a field to one text of a component's state: `{...bindText(vehicle, setVehicle)}`. */
export const bindText = (value: string, set: (value: string) => void) => ({
  value,
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(e.target.value),
});

/**
 * A labelled input or textarea with its hint and error tied to it by
 * aria-describedby; a password field gets a show/hide button.
 */
export function Field(props: InputFieldProps | TextareaFieldProps) {
  const { label, name, hint, error, className = "", id: givenId } = props;
  const autoId = useId();
  const id = givenId ?? autoId;
  const [shown, setShown] = useState(false);
  const words = uiText(usePageLocale());
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = {
    id,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
  } as const;

  let control;
  if (props.multiline) {
    const { label: _l, hint: _h, error: _e, className: _c, multiline: _m, ...rest } = props;
    void [_l, _h, _e, _c, _m];
    control = <Textarea {...rest} {...described} />;
  } else {
    const { label: _l, hint: _h, error: _e, className: _c, multiline: _m, type = "text", ...rest } = props;
    void [_l, _h, _e, _c, _m];
    const isPassword = type === "password";
    control = (
      <div className="relative">
        <Input {...rest} {...described} type={isPassword && shown ? "text" : type} className={isPassword ? "pr-12" : ""} />
        {isPassword && (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            title={words.showPassword}
            className="absolute inset-y-1 right-1 grid w-10 place-items-center rounded text-ink-muted hover:bg-stone-warm hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {shown ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
            {/* Named without the word "password" so that the field's label stays the only match for it. */}
            <span className="sr-only">{words.showPassword}</span>
          </button>
        )}
      </div>
    );
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {control}
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
