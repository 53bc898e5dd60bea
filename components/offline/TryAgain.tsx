"use client";

import RotateCw from "lucide-react/icons/rotate-cw";

/** Loads the page that was asked for again (the offline page keeps its address). */
export function TryAgain({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="inline-flex min-h-12 items-center gap-2 rounded-md border border-rule bg-white px-5 text-sm font-semibold text-brand-800 hover:border-brand-600"
    >
      <RotateCw aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
