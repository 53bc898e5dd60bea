/**
 * An order's progress on the floor in words (issue 40), for the customer's page and list in both languages and the
 * scan page: "38 of 40 pieces cut, 12 of 20 banded". Client-safe; the words are the shared vocabulary's
 * (messages/islands/<locale>/words.json), the Tamil after docs/GLOSSARY-TAMIL.md, like the statuses.
 */
import type { Locale } from "@/lib/i18n/locales";
import { fill } from "@/lib/i18n/template";
import { words } from "@/lib/i18n/islands/words";
import type { StationProgress } from "@/vocabulary/stations";

/** One station's count: "38 of 40 pieces cut". (No import of ./stations: its schema would bring zod to the customer's pages.) */
export const stationLine = (s: StationProgress, locale: Locale) =>
  fill(words(locale).progress, { done: s.done, of: s.of, past: locale === "ta" ? s.pastTamil : s.past });

/** Every station's count, in the order the pieces pass them. */
export const progressLine = (stations: readonly StationProgress[], locale: Locale) => stations.map((s) => stationLine(s, locale)).join(", ");

/** The console's short form: "cut 38/40 · banded 12/20". */
export const progressShort = (stations: readonly StationProgress[]) => stations.map((s) => `${s.past} ${s.done}/${s.of}`).join(" · ");
