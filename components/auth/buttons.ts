/** Shared button looks for the auth dialogs (the header has its own, on green). */
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-brand-700/70";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-ink-muted/40 bg-white px-5 py-2.5 text-sm font-semibold text-ink hover:border-ink-muted hover:bg-stone-warm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
export const textButton =
  "rounded font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
