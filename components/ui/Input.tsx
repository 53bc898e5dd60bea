import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

const look =
  "rounded-md border border-ink-muted/50 bg-white text-ink placeholder:text-ink-muted/70 hover:border-ink-muted focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-invalid:border-red-700";

/** The one text-input look (inputs and textareas); aria-invalid turns the border red. */
export const inputClass = `block min-h-11 w-full px-3 py-2.5 text-base shadow-[inset_0_1px_0_rgb(0_0_0/0.03)] ${look}`;

/** The same look at working density (the cut list's rows: many fields on a phone's screen); an invalid field is tinted too. */
export const denseInputClass = `min-h-11 px-2 py-1.5 text-[15px] aria-invalid:bg-red-50 ${look}`;

export function Input({ className = "", ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`${inputClass} ${className}`.trim()} {...props} />;
}

export function Textarea({ className = "", ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={`${inputClass} ${className}`.trim()} {...props} />;
}
