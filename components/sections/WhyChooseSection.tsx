import type { LucideIcon } from "lucide-react";
import { UnitText } from "@/components/ui/UnitText";
import BadgeCheck from "lucide-react/icons/badge-check";
import Cpu from "lucide-react/icons/cpu";
import Hammer from "lucide-react/icons/hammer";
import Handshake from "lucide-react/icons/handshake";
import Layers from "lucide-react/icons/layers";
import Leaf from "lucide-react/icons/leaf";
import { Reveal } from "@/components/motion/Reveal";
import { SectionHeading, SubHeading, type SectionLevel } from "./SectionHeading";

export interface WhyChooseEntry {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The spec's six entries, in its order. */
export const whyChooseEntries: WhyChooseEntry[] = [
  {
    title: "Unmatched Quality",
    description:
      "Cuts held to ±0.5 mm, square corners and chip-free laminate faces. The first part of every job is measured before the rest are run.",
    icon: BadgeCheck,
  },
  {
    title: "Innovative Technology",
    description:
      "Beam saw, automatic edge bander with pre-milling, hot press, multi-spindle boring and a CNC router: machine accuracy on every order.",
    icon: Cpu,
  },
  {
    title: "Skilled Craftsmanship",
    description:
      "Operators who have handled panels for years read a cutting list like a carpenter, and flag a wrong grain direction before the saw does.",
    icon: Hammer,
  },
  {
    title: "Customer-Centric Service",
    description: "Orders on WhatsApp, a turnaround agreed before we start, and parts labelled by cabinet so your team fits them without guessing.",
    icon: Handshake,
  },
  {
    title: "Comprehensive Services",
    description: "Pasting, cutting, edge banding, boring and routing under one roof: one order, one pickup, no boards carried between workshops.",
    icon: Layers,
  },
  {
    title: "Sustainable Practices",
    description: "Nested cutting lists that waste less board, offcuts returned or reused, and dust extraction on every machine.",
    icon: Leaf,
  },
];

/** Why Choose Us: six entries with title, description and icon. */
export function WhyChooseSection({ level = 2 }: { level?: SectionLevel }) {
  return (
    <section id="whychoose" aria-labelledby="whychoose-title" className="scroll-mt-20 bg-paper">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <SectionHeading id="whychoose-title" level={level} eyebrow="Why us" title="Why Choose Us">
          <p>What carpenters and designers tell us brings them back, job after job.</p>
        </SectionHeading>
        <ul className="mt-12 grid grid-cols-1 gap-px overflow-hidden rounded-lg border border-rule bg-rule sm:grid-cols-2 lg:grid-cols-3">
          {whyChooseEntries.map(({ title, description, icon: Icon }, index) => (
            <li key={title} className="bg-paper">
              <Reveal delayMs={(index % 3) * 100} className="h-full p-6 sm:p-7">
                <span className="flex size-11 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" strokeWidth={1.75} />
                </span>
                <SubHeading level={level} className="mt-5 text-lg font-semibold text-brand-900">
                  {title}
                </SubHeading>
                <p className="mt-2 text-[15px] leading-relaxed text-ink-muted">
                  <UnitText text={description} />
                </p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
