import type { SelectHTMLAttributes } from "react";

/** A native select (the phone's own picker), in the inputs' look at working density. */
export function Select({ className = "", ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={`min-h-11 rounded-md border border-ink-muted/50 bg-white px-2 text-sm text-ink hover:border-ink-muted focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-60 ${className}`.trim()}
      {...props}
    />
  );
}
