/**
 * A cut list → one optimiser input per material. Pure (no DOM, no Node): the
 * page's Web Worker, the plan summary and orders all group the same way.
 * Rows keep their order inside a material; `rows[i]` is the cut-list row
 * behind `input.parts[i]` (so a placement's `part` index leads back to a row).
 *
 * The boards a material is planned on (its `sources`): first the pieces the
 * customer brings (free, as many as they said), then, when the workshop
 * confirms an order, the stored offcuts it reserves (lib/rack/offcuts), then
 * every board size in stock (at its price, as many as needed). With one
 * source the plan is today's single-size plan; with several it is the
 * least-cost plan on all of them (planStock), where a board's cost is its
 * price plus the tariff's charges for every sheet cut (`charges`): what the
 * customer pays, so a free leftover that saves no board is not used (issue 36).
 */
import type { Plan, PlanInput, SheetPlan, StockPlanInput, StockSpec } from "@/lib/cutting/engine/types";
import { boardName, boardsInStock, materialIn, offeredMaterials, standardBoard, workshopSaw, type Catalog } from "./materials";
import { type Material } from "@/vocabulary/boards";
import type { CutList, CutListRow, OwnPiece } from "./types";
import { joined, said, type Refusal } from "@/lib/i18n/refusal";

/** One kind of board a material's plan may use. */
export interface BoardSource {
  kind: "own" | "offcut" | "board";
  /** "8 × 4 ft", "Your board 1200 × 600 mm", "Stored offcut 900 × 600 mm (K7Q2)": English (the machines' files, the keys). */
  label: string;
  /** How the customer reads it, when whoever named it said so (a piece on their shelf); else `sourceWords` works it out. */
  words?: Refusal | string;
  length: number;
  width: number;
  /** Price of one, in paise (0 for the customer's own pieces). */
  pricePaise: number;
  /** How many exist; null: as many as needed. */
  quantity: number | null;
  /** The stored offcut's id (kind "offcut"). */
  offcut?: string;
  /**
   * A piece on a customer's shelf at the workshop (issue 54): whose it is, as the workshop's papers name it, and the
   * order it was left over from (absent on plans stored before it was kept: read from the label then).
   */
  shelf?: { owner: string; from?: string };
}

export interface MaterialPlanInput {
  material: Material;
  input: PlanInput | StockPlanInput;
  /** The boards behind the input: one for a single-size plan, else one per `input.stock` row. */
  sources: BoardSource[];
  rows: CutListRow[];
  /** The tariff's charge for every sheet of this material (paise), part of each board's cost. */
  charge: number;
}

/** The cheapest plan of the same parts on the workshop's full boards alone: what a plan's saving is measured against. */
export interface FullBoardsPlan {
  /** "5 × 8 × 4 ft + 1 × 6 × 4 ft", keyed. */
  boards: Refusal | string;
  /** Its boards' prices plus the per-sheet charges, paise. */
  totalPaise: number;
}

/** A material's input with the plan made of it (the page's view of a plan). */
export interface PlannedMaterial extends MaterialPlanInput {
  plan: Plan;
  /** The same parts on the workshop's full boards alone, when the plan could use other boards (the saving shown). */
  fullBoards?: FullBoardsPlan;
}

export const isStockInput = (input: PlanInput | StockPlanInput): input is StockPlanInput => "stock" in input;

/** The board behind one sheet of a plan. */
export function sourceOf(group: Pick<MaterialPlanInput, "sources">, sheet: Pick<SheetPlan, "stock">): BoardSource {
  return group.sources[sheet.stock ?? 0] ?? group.sources[0];
}

/** The workshop's boards of a material: the sizes in stock, standard first. */
export function rackSources(material: Material): BoardSource[] {
  const inStock = boardsInStock(material);
  return (inStock.length ? inStock : [standardBoard(material)]).map((b) => ({
    kind: "board",
    label: boardName(b),
    length: b.length,
    width: b.width,
    pricePaise: b.pricePaise,
    quantity: null,
  }));
}

/** How the workshop's papers (the pack, the saw's file) name a piece from a customer's shelf (issue 54): theirs, by its label's id. */
export const shelfBoardName = (owner: string, id: string, length: number, width: number): string =>
  `${owner ? `${owner}'s` : "The customer's"} board ${id} (${length} x ${width} mm)`;

/** How a customer's piece is named on the plan and in the estimate (English: the label, the key, the export). */
export const ownLabel = (p: Pick<OwnPiece, "length" | "width">) => `Your board ${p.length} × ${p.width} mm`;

/** A customer's piece as they read it, in their language. */
export const ownWords = (p: Pick<OwnPiece, "length" | "width">): Refusal => said("boardYours", { length: String(p.length), width: String(p.width) });

/** A size as a shelf writes it, grouped the Indian way: 1,900. */
const grouped = (n: number) => n.toLocaleString("en-IN");

/**
 * A board as the customer reads it, in their language (keyed, lib/i18n/refusal.ts), from what it is rather than from
 * its English label: the workshop's board by the console's name; the customer's own; a piece from the store; a piece
 * of their own kept at the workshop.
 */
export function sourceWords(s: Pick<BoardSource, "kind" | "label" | "words" | "length" | "width" | "offcut" | "shelf">): Refusal | string {
  if (s.words) return s.words;
  const size = { length: String(s.length), width: String(s.width) };
  if (s.kind === "board") return s.label;
  if (s.kind === "own") return ownWords(s);
  if (s.shelf) {
    const reference = s.shelf.from ?? /, from (\S+)$/.exec(s.label)?.[1];
    const shelfSize = { length: grouped(s.length), width: grouped(s.width) };
    return reference ? said("shelfPieceFrom", { ...shelfSize, reference }) : said("shelfPiece", shelfSize);
  }
  return s.offcut ? said("boardStoredOffcut", { ...size, id: s.offcut }) : said("boardFromStore", size);
}

function ownSources(list: CutList, material: string): BoardSource[] {
  return (list.own ?? [])
    .filter((p) => p.material === material)
    .map((p) => ({
      kind: "own",
      label: ownLabel(p),
      length: p.length,
      width: p.width,
      pricePaise: 0,
      quantity: p.count,
    }));
}

/**
 * Trim is taken off the workshop's full boards (factory edges) and off the
 * customer's pieces the size of a full board; a leftover or a stored offcut
 * already has sawn edges and is used whole.
 */
export function sourceTrim(source: BoardSource, sources: BoardSource[], trim: number): number {
  if (source.kind === "board") return trim;
  return sources.some((b) => b.kind === "board" && b.length === source.length && b.width === source.width) ? trim : 0;
}

/**
 * The optimiser input for a material's parts on its sources; `charge` (paise) is added to every board's cost,
 * the tariff's per-sheet work (cutting, pasting).
 */
export function inputFor(sources: BoardSource[], list: Pick<CutList, "saw">, parts: PlanInput["parts"], charge = 0): PlanInput | StockPlanInput {
  const kerf = list.saw.kerf;
  if (sources.length === 1 && sources[0].quantity === null) {
    const s = sources[0];
    return { sheet: { length: s.length, width: s.width, trim: sourceTrim(s, sources, list.saw.trim) }, kerf, parts };
  }
  const stock: StockSpec[] = sources.map((s) => ({
    // A piece from a customer's shelf is named on the drawing as that customer's board (issue 54), as the pack names it.
    label: s.shelf && s.offcut ? shelfBoardName(s.shelf.owner, s.offcut, s.length, s.width) : s.label,
    length: s.length,
    width: s.width,
    trim: sourceTrim(s, sources, list.saw.trim),
    price: s.pricePaise + charge,
    quantity: s.quantity,
  }));
  return { stock, kerf, parts };
}

/**
 * Groups rows by material (in catalog order), with the boards each is planned
 * on and the list's saw settings. Rows whose material the catalog does not
 * know are skipped here (the planner reports them). An empty name becomes
 * "Part n" (its 1-based position in the whole list) so diagrams stay labelled.
 * `extra` adds sources before the rack's boards (the stored offcuts an order reserves); `charges` is the
 * tariff's per-sheet charge of each material, by id (lib/orders/estimate.ts `sheetCharges`).
 */
export function planInputsByMaterial(
  list: CutList,
  catalog: Catalog,
  { extra = () => [], charges = {} }: { extra?: (material: Material) => BoardSource[]; charges?: Record<string, number> } = {},
): MaterialPlanInput[] {
  const groups = new Map<string, { row: CutListRow; index: number }[]>();
  list.rows.forEach((row, index) => {
    if (!materialIn(catalog, row.material)) return;
    const g = groups.get(row.material);
    if (g) g.push({ row, index });
    else groups.set(row.material, [{ row, index }]);
  });
  const out: MaterialPlanInput[] = [];
  // Planned on the workshop's saw, whatever kerf and trim the list carries (issue 36).
  const saw = { saw: workshopSaw(catalog) };
  // Offered materials first, in the console's order; a retired one (an old order re-planned) after them.
  const offered = offeredMaterials(catalog);
  const order = [...offered, ...catalog.materials.filter((m) => !offered.includes(m))];
  for (const material of order) {
    const g = groups.get(material.id);
    if (!g) continue;
    const sources = [...ownSources(list, material.id), ...extra(material), ...rackSources(material)];
    const charge = charges[material.id] ?? 0;
    out.push({ material, rows: g.map((e) => e.row), sources, charge, input: inputFor(sources, saw, partsOf(g), charge) });
  }
  return out;
}

function partsOf(g: { row: CutListRow; index: number }[]): PlanInput["parts"] {
  return g.map(({ row, index }) => ({
    name: row.name.trim() || `Part ${index + 1}`,
    ...(row.name.trim() ? {} : { numbered: index + 1 }),
    length: row.length,
    width: row.width,
    quantity: row.quantity,
    grain: row.grain,
    ...(row.run?.trim() ? { run: row.run.trim() } : {}),
  }));
}

/** The boards of an order placed before the rack was data: every plan was on one 8 × 4 ft board. */
const LEGACY_SOURCES: BoardSource[] = [{ kind: "board", label: "8 × 4 ft", length: 2440, width: 1220, pricePaise: 0, quantity: null }];

/**
 * A stored plan (an order's) with what drawing it and its files need, from the
 * order's own list: no catalog, so an order keeps showing its plan whatever
 * the workshop changes or retires later.
 */
export function storedGroup(
  list: CutList,
  stored: { material: string; rows: number[]; plan: Plan; sources?: BoardSource[] },
  label: string,
): Pick<PlannedMaterial, "input" | "plan" | "sources" | "rows"> & { material: { id: string; label: string } } {
  const sources = stored.sources ?? LEGACY_SOURCES;
  const g = stored.rows.map((index) => ({ row: list.rows[index], index }));
  return {
    material: { id: stored.material, label },
    rows: g.map((e) => e.row),
    sources,
    plan: stored.plan,
    input: inputFor(sources, list, partsOf(g)),
  };
}

/** The price of a plan's boards (paise), from its sources. */
export function boardsPrice(group: Pick<MaterialPlanInput, "sources">, plan: Plan): number {
  return plan.sheets.reduce((n, s) => n + sourceOf(group, s).pricePaise, 0);
}

/** The area of a plan's boards, mm². */
export function boardArea(group: Pick<MaterialPlanInput, "sources">, plan: Plan): number {
  return plan.sheets.reduce((n, s) => {
    const b = sourceOf(group, s);
    return n + b.length * b.width;
  }, 0);
}

/** Boards used, by source, in source order: what the page lists and the estimate prices. */
export function boardsUsed(group: Pick<MaterialPlanInput, "sources">, plan: Plan): { source: BoardSource; count: number }[] {
  const counts = new Map<number, number>();
  for (const s of plan.sheets) counts.set(s.stock ?? 0, (counts.get(s.stock ?? 0) ?? 0) + 1);
  return group.sources.map((source, i) => ({ source, count: counts.get(i) ?? 0 })).filter((u) => u.count > 0);
}

/** "3 × 2440 × 1220 mm" on one board size; "2 × 8 × 4 ft + 1 × 6 × 4 ft + 1 × Your board 1200 × 600 mm" on several (English: the export). */
export function boardsText(group: Pick<MaterialPlanInput, "sources">, plan: Plan): string {
  const used = boardsUsed(group, plan);
  if (group.sources.length === 1 || used.length === 0) {
    const s = group.sources[0];
    return `${plan.sheets.length} × ${s.length} × ${s.width} mm`;
  }
  return used.map((u) => `${u.count} × ${u.source.label}`).join(" + ");
}

/** The boards a plan uses as the customer reads them, in their language: boardsText's words, keyed. */
export function boardsWords(group: Pick<MaterialPlanInput, "sources">, plan: Plan): Refusal | string {
  const used = boardsUsed(group, plan);
  if (group.sources.length === 1 || used.length === 0) return boardsText(group, plan);
  return countedBoards(used);
}

const countedBoards = (used: { source: BoardSource; count: number }[]) =>
  joined(
    used.map((u) => said("boardCount", { n: String(u.count), board: sourceWords(u.source) })),
    "listPlus",
  );

/** A customer's own board counts at the price of the workshop's board of its size (it is theirs: no saving); a leftover of another size at nothing. */
function worthOf(source: BoardSource, sources: BoardSource[]): number {
  if (source.kind !== "own") return source.pricePaise;
  return sources.find((b) => b.kind === "board" && b.length === source.length && b.width === source.width)?.pricePaise ?? 0;
}

/**
 * A plan's total, like with like for its saving (issue 36): every sheet's per-sheet charge, the workshop's boards
 * and offcuts at their price, a customer's full-size board at the workshop's price of that size.
 */
export function likeForLikePaise(group: Pick<MaterialPlanInput, "sources" | "charge">, plan: Plan): number {
  return plan.sheets.reduce((n, s) => n + worthOf(sourceOf(group, s), group.sources) + group.charge, 0);
}

/** The workshop's own boards among a material's sources (the rack's sizes). */
export const rackOf = (group: Pick<MaterialPlanInput, "sources">): BoardSource[] => group.sources.filter((s) => s.kind === "board");

/**
 * The same parts on the workshop's full boards alone, each at its price plus the per-sheet charge: null when the
 * plan can use nothing else (then there is nothing to compare).
 */
export function fullBoardsInput(group: MaterialPlanInput): PlanInput | StockPlanInput | null {
  const rack = rackOf(group);
  if (rack.length === group.sources.length) return null;
  const i = group.sources.indexOf(rack[0]);
  const trim = isStockInput(group.input) ? group.input.stock[i].trim : group.input.sheet.trim;
  return inputFor(rack, { saw: { kerf: group.input.kerf, trim } }, group.input.parts, group.charge);
}

/** The full-boards plan's boards and total; undefined when it left parts out. */
export function fullBoardsOf(group: Pick<MaterialPlanInput, "sources" | "charge">, full: Plan): FullBoardsPlan | undefined {
  if (full.unplaced.length || !full.sheets.length) return undefined;
  const rack = { sources: rackOf(group), charge: group.charge };
  return {
    boards: countedBoards(boardsUsed(rack, full)),
    totalPaise: likeForLikePaise(rack, full),
  };
}
