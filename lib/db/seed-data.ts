import en from "@/messages/islands/en/services-seed.json";
import ta from "@/messages/islands/ta/services-seed.json";

/**
 * The services collection's seed: the real job-work services with their artwork.
 * Seeding is idempotent (upsert by slug), so the owner's later edits to other
 * services are never overwritten and re-running adds nothing twice.
 */
export interface SeedService {
  slug: string;
  title: string;
  des: string;
  /** The card in Tamil (docs/GLOSSARY-TAMIL.md; the words are messages/islands/<locale>/services-seed.json's, apart from the
   * job-work words the pages' islands carry). */
  titleTa: string;
  desTa: string;
  image: string;
  order: number;
}

const SLUGS = ["pasting", "cutting", "edge-banding", "boring", "routing"] as const;

export const seedServices: SeedService[] = SLUGS.map((slug, index) => ({
  slug,
  ...en[slug],
  titleTa: ta[slug].title,
  desTa: ta[slug].des,
  image: `/images/services/${slug}.svg`,
  order: index + 1,
}));
