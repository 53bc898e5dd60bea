import type { Locale } from "@/lib/i18n/locales";
import type { JobWorkKey } from "./key";
import { services } from "@/lib/i18n/islands/services";

export type { JobWorkKey } from "./key";

/**
 * The four job-work services of the home section's "Job Work Services" column,
 * each with its order-sheet spreadsheet. Routing is offered too (footer, contact,
 * the services collection) but has no order sheet of its own.
 */
export interface JobWorkService {
  key: JobWorkKey;
  /** Button label, upper case as in the spec. */
  name: string;
  /** Public path of the job-work order sheet. */
  file: string;
  /** Paragraphs of the description shown in the service modal. */
  content: string[];
  /** The name and the description on the Tamil pages (the words as docs/GLOSSARY-TAMIL.md says them, from the Tamil catalogue). */
  tamil: { name: string; content: string[] };
}

/**
 * A service's name and description in a page's language, and its name as a sentence writes it (English buttons say
 * "EDGE BANDING", a sentence "edge banding"; Tamil has no case).
 */
export function jobWorkText(service: JobWorkService, locale: Locale): { name: string; inSentence: string; content: string[] } {
  const { name, content } = locale === "ta" ? service.tamil : service;
  return { name, inSentence: name.toLowerCase(), content };
}

/**
 * Every service the workshop names in the footer and the Contact section: the
 * four job-work services and routing, in that order (the spec: "The footer and
 * contact parts also name routing among the services").
 */
export function serviceNames(locale: Locale = "en"): string[] {
  const routing = services(locale).routing;
  if (locale === "ta") return [...jobWorkServices.map((s) => s.tamil.name), routing];
  return [...jobWorkServices.map((s) => s.name.charAt(0) + s.name.slice(1).toLowerCase()), routing];
}

const FILES: Record<JobWorkKey, string> = {
  pasting: "/sheets/pasting-order-sheet.xlsx",
  cutting: "/sheets/cutting-order-sheet.xlsx",
  "edge-banding": "/sheets/edge-banding-order-sheet.xlsx",
  boring: "/sheets/boring-order-sheet.xlsx",
};

/** A service's words in one language, from its catalogue (messages/islands/<locale>/services.json). */
function textOf(locale: Locale, key: JobWorkKey): { name: string; content: string[] } {
  const { name, p1, p2, p3 } = services(locale).jobWork[key];
  return { name, content: [p1, p2, p3] };
}

export const jobWorkServices: JobWorkService[] = (Object.keys(FILES) as JobWorkKey[]).map((key) => ({
  key,
  file: FILES[key],
  ...textOf("en", key),
  tamil: textOf("ta", key),
}));
