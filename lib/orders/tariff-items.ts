/**
 * What the tariff prices, one entry per price: the console's form, the seed,
 * the estimate and the API's validation all read this list. Client-safe (no
 * server code). Prices are whole paise.
 */
import { BAND_THICKNESSES, type BandThickness } from "@/lib/cutting/list/types";
import type { PastingMethod } from "@/vocabulary/order";

export type TariffGroup = "cutting" | "banding" | "holes" | "pasting";

export interface TariffItem {
  key: string;
  group: TariffGroup;
  label: string;
  /** What one price buys: "per sheet", "per running metre", "per hole". */
  unit: string;
  /** The seeded example figure (paise): plausible Coimbatore job-work rates in 2026, to be replaced by the owner. */
  example: number;
}

/** Cutting is priced per sheet by board thickness; each band covers thicknesses up to `max` mm. */
export const CUTTING_BANDS = [
  { id: "upto-9", label: "Boards up to 9 mm", max: 9, example: 60_00 },
  { id: "10-15", label: "Boards 10 to 15 mm", max: 15, example: 80_00 },
  { id: "16-25", label: "Boards 16 mm and thicker", max: Infinity, example: 100_00 },
] as const;
export type CuttingBandId = (typeof CUTTING_BANDS)[number]["id"];

export function cuttingBandFor(thicknessMm: number): (typeof CUTTING_BANDS)[number] {
  return CUTTING_BANDS.find((b) => thicknessMm <= b.max) ?? CUTTING_BANDS[CUTTING_BANDS.length - 1];
}

const BANDING_EXAMPLE: Record<BandThickness, number> = { 0.45: 6_00, 0.8: 9_00, 1: 12_00, 2: 20_00 };

/** One entry for each of the order's pasting methods, in its order (tests/unit/vocabulary.test.ts holds them together). */
export const PASTING_METHODS = [
  { id: "hot-press", label: "Hot press", example: 350_00 },
  { id: "contact-adhesive", label: "Contact adhesive", example: 250_00 },
] as const satisfies readonly { id: PastingMethod; label: string; example: number }[];
export type { PastingMethod };

/** A pasting method's id as the catalogues' selects name it (`pastingMethod`, `linePasting`): "hot-press" → "hotPress". */
export const pastingWord = (id: PastingMethod) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

export const cuttingKey = (band: CuttingBandId | string) => `cutting.${band}`;
export const bandingKey = (t: BandThickness | number) => `banding.${t}`;
export const pastingKey = (m: PastingMethod | string) => `pasting.${m}`;
export const HINGE_CUP_KEY = "holes.hinge-cup";
export const OTHER_HOLE_KEY = "holes.other";

/** One tariff line per entry of `list`, all in one group and unit. */
function linesOf<T>(
  group: TariffGroup,
  unit: string,
  list: readonly T[],
  line: (x: T) => Pick<TariffItem, "key" | "label" | "example">,
): TariffItem[] {
  return list.map((x) => ({ group, unit, ...line(x) }));
}

export const TARIFF_ITEMS: readonly TariffItem[] = [
  ...linesOf("cutting", "per sheet", CUTTING_BANDS, (b) => ({
    key: cuttingKey(b.id),
    label: `Cutting: ${b.label.toLowerCase()}`,
    example: b.example,
  })),
  ...linesOf("banding", "per running metre", BAND_THICKNESSES, (t) => ({
    key: bandingKey(t),
    label: `Edge banding ${t} mm`,
    example: BANDING_EXAMPLE[t],
  })),
  { key: HINGE_CUP_KEY, group: "holes", label: "Hinge cup (Ø35 mm)", unit: "per hole", example: 10_00 },
  { key: OTHER_HOLE_KEY, group: "holes", label: "Other holes (shelf pins, dowels, cams)", unit: "per hole", example: 3_00 },
  ...linesOf("pasting", "per sheet", PASTING_METHODS, (p) => ({
    key: pastingKey(p.id),
    label: `Pasting: ${p.label.toLowerCase()}`,
    example: p.example,
  })),
];

export const TARIFF_KEYS = TARIFF_ITEMS.map((i) => i.key) as [string, ...string[]];

export const TARIFF_GROUPS: { id: TariffGroup; title: string; note: string }[] = [
  { id: "cutting", title: "Cutting", note: "Per sheet cut, by board thickness." },
  { id: "banding", title: "Edge banding", note: "Per running metre of band, by band thickness." },
  { id: "holes", title: "Boring", note: "Per hole." },
  { id: "pasting", title: "Pasting", note: "Per sheet pasted." },
];

/** One price as the estimate and the console read it. */
export interface TariffPrice {
  paise: number;
  /** ISO date-time of the last change. */
  changedAt: string;
  /** Still the seeded example figure (never saved by the owner). */
  example: boolean;
}
export type TariffPrices = Record<string, TariffPrice>;

/** One price as the console shows it: the item, its price, when and by whom it last changed. */
export interface TariffRow extends Pick<TariffItem, "key" | "group" | "label" | "unit"> {
  paise: number;
  changedAt: string;
  /** Still the seeded example figure. */
  example: boolean;
  changedBy: string;
}

/** GET and PATCH /api/admin/tariff's answer (one definition for the route and the console). */
export interface TariffAnswer {
  updatedAt: string;
  items: TariffRow[];
}

/** The answer for a tariff: every item, with its stored price (or example) and who changed it. */
export function tariffAnswer(view: { updatedAt: string; prices: TariffPrices; changedBy: Record<string, string> }): TariffAnswer {
  return {
    updatedAt: view.updatedAt,
    items: TARIFF_ITEMS.map((i) => ({
      key: i.key,
      group: i.group,
      label: i.label,
      unit: i.unit,
      ...view.prices[i.key],
      changedBy: view.changedBy[i.key] ?? "",
    })),
  };
}
