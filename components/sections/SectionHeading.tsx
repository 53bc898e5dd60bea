import type { ReactNode } from "react";

/** A section's heading is h2 on the landing page, and h1 on its own route (/about, /services...). */
export type SectionLevel = 1 | 2;

/** The heading one level below a section's heading. */
export function subHeading(level: SectionLevel) {
  return level === 1 ? "h2" : "h3";
}

/** Eyebrow, heading and intro shared by the sections, so they read as one system. */
export function SectionHeading({
  id,
  level,
  eyebrow,
  title,
  children,
  align = "left",
  tone = "light",
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  level: SectionLevel;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "left" | "center";
  tone?: "light" | "dark";
}) {
  const H = level === 1 ? "h1" : "h2";
  const dark = tone === "dark";
  return (
    <div className={`max-w-2xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      <p
        className={`flex items-center gap-3 text-xs font-semibold tracking-[0.18em] uppercase ${dark ? "text-accent-300" : "text-accent-700"} ${align === "center" ? "justify-center" : ""}`}
      >
        <span aria-hidden="true" className={`h-px w-8 ${dark ? "bg-accent-300" : "bg-accent-500"}`} />
        {eyebrow}
      </p>
      <H id={id} className={`mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl ${dark ? "text-white" : "text-brand-900"}`}>
        {title}
      </H>
      {children && <div className={`mt-4 text-base leading-relaxed sm:text-lg ${dark ? "text-brand-100" : "text-ink-muted"}`}>{children}</div>}
    </div>
  );
}

/** A heading one level below its section's heading. */
export function SubHeading({ level, className, children }: { level: SectionLevel; className?: string; children: ReactNode }) {
  const Tag = level === 1 ? "h2" : "h3";
  return <Tag className={className}>{children}</Tag>;
}
