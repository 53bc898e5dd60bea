import type { ReactNode } from "react";

/** What a list shows while it has nothing in it: one dashed box with the way to fill it, in words. */
export function EmptyState({ children, className = "", testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <p
      className={`rounded-lg border border-dashed border-rule bg-white px-4 py-5 text-center text-sm text-ink-muted ${className}`}
      data-testid={testId}
    >
      {children}
    </p>
  );
}
