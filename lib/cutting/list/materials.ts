/**
 * The boards the workshop cuts: materials and, for each, the board sizes on its
 * rack with a price per board. The workshop keeps this list in its console
 * (lib/rack, stored as one document); the cut-list page, the plans, estimates,
 * orders, the pack and the labels all read the same `Catalog`. Client-safe:
 * pure types and helpers, no server code.
 *
 * Ids never change and a material is never deleted, only retired: orders keep
 * naming it, and a retired material stays readable on them but is not offered
 * for new lists.
 */

import { DEFAULT_KERF_MM, DEFAULT_TRIM_MM } from "@/lib/cutting/engine/types";
import type { SawSettings } from "@/vocabulary/boards";
import type { MaterialKind, BoardSize, Material, SawFileSettings } from "@/vocabulary/boards";

export const MATERIAL_KIND_LABEL: Record<MaterialKind, string> = {
  plywood: "Plywood",
  mdf: "MDF",
  hdhmr: "HDHMR",
  "particle-board": "Particle board",
  prelaminated: "Pre-laminated board",
  other: "Other",
};

/**
 * The HSN of each kind of board (GST tariff chapter 44): plywood 4412, MDF and HDHMR are fibreboard 4411, particle
 * board 4410. A pre-laminated board is its core's, and most sold here are particle board (4410): a pre-laminated MDF
 * sets its own on the Boards page. "Other" has none: the business's boards code prints (docs/MONEY.md).
 */
export const KIND_HSN: Partial<Record<MaterialKind, string>> = {
  plywood: "4412",
  mdf: "4411",
  hdhmr: "4411",
  "particle-board": "4410",
  prelaminated: "4410",
};

/** A board's HSN: its own, else its kind's, else undefined (the business's boards code then). */
export const hsnOfMaterial = (m: Pick<Material, "hsn" | "kind"> | undefined): string | undefined => (m ? m.hsn || KIND_HSN[m.kind] : undefined);

/** The whole list as the server sends it; `version` changes with every save (it keys cached plans). */
export interface Catalog {
  materials: Material[];
  version: number;
  /** The workshop's saw (console): every plan that is priced or ordered uses it. Absent: the defaults. */
  saw?: SawSettings;
  /** What the saw's file tells the beam saw (issue 53). Absent: the defaults. */
  sawFile?: SawFileSettings;
}

/** The catalog as the console reads and saves it (GET and PUT /api/admin/materials): with who changed it last. */
export interface CatalogView extends Catalog {
  updatedAt: string | null;
  updatedBy: string;
}

/** The saw before the owner sets one in the console: the beam saw's 4 mm kerf and 10 mm trim on each edge. */
export const DEFAULT_SAW: SawSettings = { kerf: DEFAULT_KERF_MM, trim: DEFAULT_TRIM_MM };

/** The workshop's kerf and trim (issue 36: a request's own are never priced). */
export const workshopSaw = (catalog: Pick<Catalog, "saw">): SawSettings => catalog.saw ?? DEFAULT_SAW;

/** The most boards a beam saw's book holds here (its pressure beam's height over 18 mm boards, with room). */
export const MAX_SAW_BOOK = 10;
export const SAW_FILE_FORMATS = ["ptx", "csv"] as const;
/** Until the owner says otherwise: one board at a time, no head cuts, the plan itself (PTX). */
export const DEFAULT_SAW_FILE: SawFileSettings = { book: 1, headCuts: false, format: "ptx" };
export const sawFileSettings = (catalog: Pick<Catalog, "sawFile">): SawFileSettings => ({ ...DEFAULT_SAW_FILE, ...catalog.sawFile });

/** `list` with the workshop's saw in place of whatever it carried. */
export function withWorkshopSaw<T extends { saw: SawSettings }>(list: T, catalog: Pick<Catalog, "saw">): T {
  const saw = workshopSaw(catalog);
  return list.saw.kerf === saw.kerf && list.saw.trim === saw.trim ? list : { ...list, saw };
}

export const MAX_MATERIALS = 60;
export const MAX_BOARDS_PER_MATERIAL = 8;
export const MATERIAL_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Common sizes in feet, as the trade names them (2440 mm is "8 ft"). */
const FEET: Record<number, number> = { 3660: 12, 3050: 10, 2745: 9, 2440: 8, 2135: 7, 1830: 6, 1525: 5, 1220: 4, 915: 3, 610: 2 };

/** "8 × 4 ft" for the trade's sizes, else "2100 × 1000 mm". */
export function boardName(b: Pick<BoardSize, "length" | "width">): string {
  const l = FEET[b.length];
  const w = FEET[b.width];
  return l && w ? `${l} × ${w} ft` : `${b.length} × ${b.width} mm`;
}

export const boardsInStock = (m: Material): BoardSize[] => m.boards.filter((b) => b.inStock);

/** The standard board: the first in stock (the first listed when none is). */
export function standardBoard(m: Material): BoardSize {
  return boardsInStock(m)[0] ?? m.boards[0];
}

/** The largest board in stock by area: what a part must fit. */
export function largestBoard(m: Material): BoardSize {
  const list = boardsInStock(m).length ? boardsInStock(m) : m.boards;
  return list.reduce((a, b) => (b.length * b.width > a.length * a.width ? b : a));
}

/** Offered for new lists: not retired and at least one board in stock. */
export const isOffered = (m: Material) => !m.retired && m.boards.some((b) => b.inStock);

export function offeredMaterials(catalog: Catalog): Material[] {
  return catalog.materials.filter(isOffered);
}

/** Any material ever listed, retired ones too (old orders name them). */
export function materialIn(catalog: Catalog, id: string): Material | undefined {
  return catalog.materials.find((m) => m.id === id);
}

/** The seed's first material: what a new list starts with until the page knows the catalog. */
export const DEFAULT_MATERIAL = "bwp-ply-18";

/** The material a new row starts with: the first offered. */
export function defaultMaterial(catalog: Catalog): string {
  return offeredMaterials(catalog)[0]?.id ?? catalog.materials[0]?.id ?? "";
}

const EIGHT_BY_FOUR = (pricePaise: number): BoardSize[] => [{ length: 2440, width: 1220, pricePaise, inStock: true }];
const seed = (id: string, label: string, thickness: number, kind: MaterialKind, grain: boolean, pricePaise: number): Material => ({
  id,
  label,
  thickness,
  kind,
  grain,
  retired: false,
  boards: EIGHT_BY_FOUR(pricePaise),
});

/**
 * What a new database starts with: the ten boards the site has always offered,
 * on 8 × 4 ft boards, at example prices (plausible Coimbatore rates in 2026)
 * for the owner to replace.
 */
export const SEED_MATERIALS: readonly Material[] = [
  seed("bwp-ply-18", "18 mm BWP plywood", 18, "plywood", true, 3_600_00),
  seed("mr-ply-18", "18 mm MR plywood", 18, "plywood", true, 2_600_00),
  seed("mdf-18", "18 mm MDF", 18, "mdf", false, 1_900_00),
  seed("hdhmr-18", "18 mm HDHMR", 18, "hdhmr", false, 2_800_00),
  seed("prelam-pb-18", "18 mm pre-laminated particle board", 18, "prelaminated", true, 1_900_00),
  seed("prelam-pb-16", "16 mm pre-laminated particle board", 16, "prelaminated", true, 1_700_00),
  seed("ply-12", "12 mm plywood", 12, "plywood", true, 2_000_00),
  seed("mdf-12", "12 mm MDF", 12, "mdf", false, 1_350_00),
  seed("ply-6", "6 mm plywood", 6, "plywood", true, 1_100_00),
  seed("mdf-6", "6 mm MDF", 6, "mdf", false, 800_00),
];

/** The seed as a catalog (tests, and a page rendered before the database answers). */
export const SEED_CATALOG: Catalog = { materials: SEED_MATERIALS.map((m) => ({ ...m, boards: m.boards.map((b) => ({ ...b })) })), version: 0 };

/** Material names by id, as an order carries them (the labels they had when it was placed). */
export type MaterialNames = Record<string, string>;

/**
 * A material's name: from `names` (an order's own), else the seed's (orders
 * placed before the catalog became data named only seed materials), else the id.
 */
export function materialName(id: string, names?: MaterialNames): string {
  return names?.[id] ?? SEED_MATERIALS.find((m) => m.id === id)?.label ?? id;
}

/** Each board's HSN by material id, from the rack as it is (`hsnOfMaterial`). */
export const boardHsnOf =
  (catalog: Catalog) =>
  (id: string): string | undefined =>
    hsnOfMaterial(materialIn(catalog, id));

/** The names of the materials a list uses, from the catalog: English, or the Tamil names the rack has (issue 67, C22). */
export function namesFor(catalog: Catalog, ids: Iterable<string>, locale: "en" | "ta" = "en"): MaterialNames {
  const out: MaterialNames = {};
  for (const id of ids) {
    const m = materialIn(catalog, id);
    if (locale === "ta") {
      if (m?.labelTa) out[id] = m.labelTa;
    } else out[id] = m?.label ?? materialName(id);
  }
  return out;
}

/** An order's names in `locale`: the Tamil names it was placed with over the English ones, for a Tamil reader. */
export const namesIn = (names: MaterialNames | undefined, namesTa: MaterialNames | undefined, locale: "en" | "ta"): MaterialNames =>
  locale === "ta" ? { ...names, ...namesTa } : { ...names };

/** A material's name in both languages, for a keyed sentence read later in either (`TextValue`). */
export function materialText(id: string, names?: MaterialNames, namesTa?: MaterialNames): { en: string; ta: string } {
  const en = materialName(id, names);
  return { en, ta: namesTa?.[id] || en };
}
