/**
 * The workshop's stations (issue 40): where a piece is scanned on its way through the shop, in the order it
 * passes them. Kept in the console (lib/production/stations-store.ts); these are the defaults. Client-safe: the
 * scan page, the console and the customer's order page read the same list.
 */
import { z } from "@/lib/validation/z";
import { textProblem } from "@/lib/validation/text";
import { checkInZod, type Field } from "@/lib/i18n/field";
import type { Locale } from "@/lib/i18n/locales";
import { words as vocabulary } from "@/lib/i18n/islands/words";
import type { TextValue } from "@/lib/i18n/refusal";
import { STATION_NEEDS, type Station } from "@/vocabulary/stations";

export const DEFAULT_STATIONS: readonly Station[] = (
  [
    ["cut", "all"],
    ["band", "bands"],
    ["bore", "holes"],
    ["pack", "all"],
  ] as const
).map(([id, needs]) => ({
  id,
  name: vocabulary("en").stations[id].name,
  nameTamil: vocabulary("ta").stations[id].name,
  past: vocabulary("en").stations[id].past,
  pastTamil: vocabulary("ta").stations[id].past,
  needs,
}));

export const MAX_STATIONS = 8;

export const stationName = (s: Pick<Station, "name" | "nameTamil">, locale: Locale) => (locale === "ta" ? s.nameTamil : s.name);

/** A station's name as a refusal's value, said in the answer's language (small letters inside an English sentence). */
export const stationInRefusal = (s: Pick<Station, "name" | "nameTamil">): TextValue => ({ en: s.name.toLowerCase(), ta: s.nameTamil });

/**
 * A station's word: the staff-text rules of every stored text (no control, invisible or text-direction character)
 * and, as customers read it on their order's page and it is printed, letters the documents' fonts carry: no emoji.
 */
const words = (label: Field, max: number) =>
  z
    .string({ error: checkInZod("fieldRequired", label) })
    .trim()
    .min(1, checkInZod("fieldRequired", label))
    .max(max, checkInZod("fieldTooLong", label, { n: max }))
    .superRefine((v, ctx) => {
      const problem = textProblem(label, v, false, true);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

export const stationSchema = z.strictObject({
  id: z
    .string({ error: "Id is required" })
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,11}$/, "Id must be 1 to 12 small letters, digits or hyphens, starting with a letter"),
  name: words("name", 30),
  nameTamil: words("stationNameTamil", 40),
  past: words("doneWord", 20),
  pastTamil: words("doneWordTamil", 40),
  needs: z.enum(STATION_NEEDS, { error: "Choose which pieces pass the station" }),
});

/** PUT /api/admin/stations: the whole list, in the order the pieces pass, with the version it was read at. */
export const stationsSchema = z.strictObject({
  stations: z
    .array(stationSchema, { error: "Stations must be a list" })
    .min(1, "Keep at least one station")
    .max(MAX_STATIONS, `At most ${MAX_STATIONS} stations`)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((s, i) => {
        if (seen.has(s.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: `Id “${s.id}” is used twice` });
        seen.add(s.id);
      });
    }),
  version: z.number({ error: "Version must be a number" }).int().min(0),
});
export type StationsInput = z.infer<typeof stationsSchema>;

/** The stations as GET and PUT /api/admin/stations answer them. */
export interface StationsView {
  stations: Station[];
  version: number;
  updatedAt: string | null;
  updatedBy: string;
}
