"use client";

import type { InputHTMLAttributes, ReactNode } from "react";
import { denseInputClass } from "@/components/ui/Input";

/** The attributes that tie a dense console input to its error (read with it by screen readers). */
export const denseAttrs = (error: string | undefined, id: string) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby": error ? `${id}-error` : undefined,
});

/** A dense input's error, under it. */
export function DenseError({ error, id }: { error?: string; id: string }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
      {error}
    </p>
  ) : null;
}

/** A labelled dense input of a console form (the Boards page), its error under it. */
export function DenseInput({
  label,
  id,
  error,
  className = "",
  ...input
}: { label: ReactNode; id: string; error?: string; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input {...input} {...denseAttrs(error, id)} className={`w-full ${denseInputClass} ${className}`.trim()} />
      <DenseError error={error} id={id} />
    </div>
  );
}
