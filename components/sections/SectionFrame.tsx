import type { ReactNode } from "react";
import { SectionHeading, type SectionLevel } from "./SectionHeading";

/**
 * A landing section's frame, one for all: its anchor (the header's links scroll to `#id`, clear of the sticky
 * header), the page's width and rhythm, and its heading (eyebrow, title and intro) labelling the section.
 * `aside` stands beside the heading on wide screens (the services' links).
 */
export function SectionFrame({
  id,
  className,
  level,
  eyebrow,
  title,
  intro,
  tone,
  aside,
  children,
}: {
  id: string;
  /** The section's background and borders. */
  className: string;
  level: SectionLevel;
  eyebrow: string;
  title: ReactNode;
  intro: ReactNode;
  tone?: "light" | "dark";
  aside?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <SectionHeading id={`${id}-title`} level={level} eyebrow={eyebrow} title={title} tone={tone}>
      <p>{intro}</p>
    </SectionHeading>
  );
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        {aside ? (
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            {heading}
            {aside}
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </section>
  );
}
