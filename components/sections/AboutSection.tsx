import type { ReactNode } from "react";
import { Img } from "@/components/ui/Img";
import { UnitParagraphs, UnitText } from "@/components/ui/UnitText";
import { Reveal } from "@/components/motion/Reveal";
import { site } from "@/lib/site";
import { SectionHeading, SubHeading, type SectionLevel } from "./SectionHeading";

interface AboutBlock {
  title: "About Us" | "Our Story" | "Our Mission";
  image: string;
  alt: string;
  paragraphs: string[];
  points: string[];
}

const blocks: AboutBlock[] = [
  {
    title: "About Us",
    image: "/images/about-us.svg",
    alt: "Drawing of the workshop: a stack of laminated plywood sheets on a pallet, measured along its height and length, beside an upright edge-banded panel with two rows of System-32 holes",
    paragraphs: [
      `${site.name} is a panel processing workshop in ${site.address.street}, ${site.city}. We turn MDF, HDHMR and plywood sheets into accurate, finished parts for interiors: pasting, cutting, edge banding, boring and CNC routing, under one roof.`,
      "We work for interior designers, architects, builders, interior contractors, showroom owners and carpenters, people who would rather spend their day on site than at a saw.",
    ],
    points: [
      "Beam saw and sliding-table saw with scoring blade",
      "Automatic edge bander with pre-milling and corner rounding",
      "Hot press for face and back laminates",
      "Hinge boring, line boring and a CNC router",
    ],
  },
  {
    title: "Our Story",
    image: "/images/our-story.svg",
    alt: "A sheet drawn as a cutting plan, five labelled parts and a hatched offcut with a saw blade on the cut line; below it a timeline from 2009 on which the stacks of sheets grow taller",
    paragraphs: [
      `We started in ${site.foundedYear} with one sliding-table saw, cutting plywood for carpenters in ${site.city}. As modular kitchens and wardrobes took over interiors, our customers asked for more: laminate pressed flat, edges banded by machine, hinge cups bored in the same place every time.`,
      `Over about ${site.experienceYears} years we added a hot press, an automatic edge bander, boring machines and a CNC router, each one because a customer needed it. Many carpenters who came to us in the first years still send us their cutting lists today.`,
    ],
    points: [
      `${site.foundedYear}: first sliding-table saw`,
      "Hot press and edge bander as modular work grew",
      "Boring and CNC routing for ready-to-fit parts",
    ],
  },
  {
    title: "Our Mission",
    image: "/images/our-mission.svg",
    alt: "A laminated panel of pressed plies with a row of holes 32 mm apart along its face, and a close-up circle of its rounded, edge-banded corner",
    paragraphs: [
      "To give every interior maker in the region factory precision without owning a factory. A two-person carpentry team should be able to hand over a kitchen with clean, tight edges, and a designer should be able to promise a handover date and keep it.",
      "That means measured work, turnaround times stated before we start, and order sheets that make it hard to get a size wrong.",
    ],
    points: [
      "±0.5 mm on every cut, checked on the first part",
      "Turnaround agreed before we start, usually the next working day for cutting",
      "Every part labelled by cabinet; offcuts returned on request",
    ],
  },
];

/**
 * About: three alternating text-and-image blocks, revealed as they scroll in,
 * then "Our work" (`work`: the strip on the landing page, the full gallery on /about).
 */
export function AboutSection({ level = 2, work }: { level?: SectionLevel; work?: ReactNode }) {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-stone-warm">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <SectionHeading id="about-title" level={level} eyebrow="About" title={`A panel workshop in ${site.city} since ${site.foundedYear}`}>
          <p>
            About <span className="tabular">{site.experienceYears}</span> years of cutting, pasting, banding and boring for the people who build
            interiors.
          </p>
        </SectionHeading>

        <div className="mt-12 space-y-16 lg:mt-16 lg:space-y-24">
          {blocks.map((block, index) => (
            <Reveal key={block.title}>
              <article className="grid grid-cols-1 items-center gap-8 md:grid-cols-2 md:gap-10 lg:gap-16">
                <div className={index % 2 === 1 ? "md:order-2" : undefined}>
                  <figure className="overflow-hidden rounded-lg border border-rule bg-paper">
                    <Img src={block.image} alt={block.alt} width={800} height={600} className="h-auto w-full" />
                  </figure>
                </div>
                <div>
                  <p className="tabular text-sm font-semibold text-accent-700" aria-hidden="true">
                    {String(index + 1).padStart(2, "0")} / 03
                  </p>
                  <SubHeading level={level} className="mt-2 text-2xl font-semibold tracking-tight text-brand-900 sm:text-3xl">
                    {block.title}
                  </SubHeading>
                  <UnitParagraphs texts={block.paragraphs} className="mt-4 space-y-4 text-base leading-relaxed text-ink" />
                  <ul className="mt-6 divide-y divide-rule border-y border-rule">
                    {block.points.map((point) => (
                      <li key={point} className="tabular flex gap-3 py-2.5 text-sm text-ink-muted">
                        <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-500" />
                        <UnitText text={point} />
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </Reveal>
          ))}
        </div>
        {work}
      </div>
    </section>
  );
}
