import { services } from "@/lib/i18n/islands/services";

/**
 * The services collection's seed: the real job-work services with their artwork.
 * Seeding is idempotent (upsert by slug), so the owner's later edits to other
 * services are never overwritten and re-running adds nothing twice.
 */
export interface SeedService {
  slug: string;
  title: string;
  des: string;
  /** The card in Tamil (docs/GLOSSARY-TAMIL.md; the words are messages/islands/<locale>/services.json's). */
  titleTa: string;
  desTa: string;
  image: string;
  order: number;
}

const SLUGS = ["pasting", "cutting", "edge-banding", "boring", "routing"] as const;

export const seedServices: SeedService[] = SLUGS.map((slug, index) => ({
  slug,
  ...services("en").seed[slug],
  titleTa: services("ta").seed[slug].title,
  desTa: services("ta").seed[slug].des,
  image: `/images/services/${slug}.svg`,
  order: index + 1,
}));
