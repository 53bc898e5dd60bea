import ChevronRight from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";

/**
 * The clickable line of a `<details>` (its parent needs the `group` class): a chevron that turns when it opens, so a
 * folded section shows that it opens (issue 55: "Saw settings" read as a plain heading). At least 44 px tall.
 */
export function Summary({ children, className = "font-semibold" }: { children: ReactNode; className?: string }) {
  return (
    <summary className={`flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm text-ink [&::-webkit-details-marker]:hidden ${className}`}>
      <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-brand-700 transition-transform group-open:rotate-90" />
      <span className="min-w-0">{children}</span>
    </summary>
  );
}
