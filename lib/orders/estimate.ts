/**
 * The itemised estimate of a cut list: pure arithmetic in whole paise (no
 * floating-point rupees), used by the server for /api/orders/estimate and for
 * every order. The browser only ever shows what the server computed.
 */
import { BAND_THICKNESSES, EDGE_KEYS, type CutList } from "@/lib/cutting/list/types";
import { hsnOfMaterial, materialIn, type Catalog } from "@/lib/cutting/list/materials";
import { type Material } from "@/vocabulary/boards";
import { holesOf } from "@/lib/cutting/list/holes";
import { ownNotNeeded } from "@/lib/cutting/list/own-use";
import { ownLabel, ownWords } from "@/lib/cutting/list/plan-inputs";
import { joined, said, type Refusal, type TextValue } from "@/lib/i18n/refusal";
import type { MaterialSheets } from "@/lib/cutting/list/by-material";
import type { BoardsBy, PastingChoice } from "@/vocabulary/order";
import {
  bandingKey,
  cuttingBandFor,
  cuttingKey,
  HINGE_CUP_KEY,
  OTHER_HOLE_KEY,
  PASTING_METHODS,
  pastingKey,
  pastingWord,
  type TariffPrices,
} from "./tariff-items";
import { basisPoints, mulDivRound, taxOfLine } from "@/lib/tax/gst";

export const GST_PERCENT = 18;

export interface EstimateOptions {
  boardsBy: BoardsBy;
  /** Laminate pasting on every sheet of the job (pre-laminated boards excepted). */
  pasting: PastingChoice;
}

export type EstimateGroup = "boards" | "cutting" | "banding" | "holes" | "pasting";

export interface EstimateLine {
  group: EstimateGroup;
  /** The tariff key the rate comes from. */
  key: string;
  /** The line in English: the API's, the console's, the export's and a tax invoice's words. */
  label: string;
  /** The same line keyed (lib/i18n/refusal.ts), said in the customer's language; absent on estimates stored before it was kept. */
  said?: Refusal;
  /** Sheets, metres (two decimals) or holes. */
  quantity: number;
  unit: "sheet" | "metre" | "hole";
  ratePaise: number;
  amountPaise: number;
  /** A board's own HSN (its material's, issue 65); absent on other lines and on estimates stored before it was kept. */
  hsn?: string;
}

export interface Estimate {
  lines: EstimateLine[];
  subtotalPaise: number;
  gstPercent: number;
  gstPaise: number;
  totalPaise: number;
  /** Running metres of band per thickness, two decimals (an array: stored field names may not contain dots). */
  bandMetres: { thickness: number; metres: number }[];
  holes: { hingeCups: number; otherHoles: number };
  sheets: MaterialSheets[];
  options: EstimateOptions;
  /** Plain-words remarks shown under the lines (e.g. which boards were not pasted), in English. */
  remarks: string[];
  /** The same remarks keyed, one for one; absent on estimates stored before they were kept. */
  remarkWords?: Refusal[];
  /** What planning on the customer's own pieces at the workshop saves them (issue 54), paise; absent when none was used. */
  shelfSavingPaise?: number;
  /**
   * The day (YYYY-MM-DD, India) the list would be ready if placed now, behind the work confirmed (issue 70): given by
   * POST /api/orders/estimate; an order's promise is its own `promisedOn`, fixed at confirmation.
   */
  readyBy?: string;
}

/** Sizes are whole mm or one decimal: tenths of a mm as an integer. */
const tenths = (mm: number) => Math.round(mm * 10);

function rate(prices: TariffPrices, key: string): number {
  const p = prices[key];
  if (!p) throw new Error(`The tariff has no price for ${key}`);
  return p.paise;
}

/**
 * What the tariff charges for every sheet of a material the saw cuts, whoever supplies the board: cutting by the
 * board's thickness, and pasting when the job has it (pre-laminated boards are not pasted again). The optimiser
 * adds it to every board's price (lib/cutting/list/plan-inputs.ts), so a leftover or a customer's board is used
 * only when it lowers what the customer pays (issue 36). A price the tariff lacks counts 0 here; the estimate
 * refuses it.
 */
export function perSheetPaise(material: Pick<Material, "thickness" | "kind">, prices: TariffPrices, pasting: PastingChoice): number {
  const cutting = prices[cuttingKey(cuttingBandFor(material.thickness).id)]?.paise ?? 0;
  const pasted = pasting !== "none" && material.kind !== "prelaminated" ? (prices[pastingKey(pasting)]?.paise ?? 0) : 0;
  return cutting + pasted;
}

/** perSheetPaise for every material of the catalog, by id: what planning a list adds to each board. */
export function sheetCharges(catalog: Pick<Catalog, "materials">, prices: TariffPrices, pasting: PastingChoice): Record<string, number> {
  return Object.fromEntries(catalog.materials.map((m) => [m.id, perSheetPaise(m, prices, pasting)]));
}

/**
 * The estimate's GST: each line taxed on its own amount at GST_PERCENT inside the state, each half rounded, as the
 * quotation and the invoice tax it (the one rule, lib/tax/gst.ts), so the estimate's total is the papers' total.
 */
export function gstOfLines(lines: Pick<EstimateLine, "amountPaise">[]): number {
  return lines.reduce((n, l) => n + taxOfLine(l.amountPaise, basisPoints(GST_PERCENT), true), 0);
}

export function computeEstimate(
  cutList: CutList,
  sheets: MaterialSheets[],
  prices: TariffPrices,
  options: EstimateOptions,
  catalog: Catalog,
): Estimate {
  const lines: EstimateLine[] = [];
  const remarks: string[] = [];
  const remarkWords: Refusal[] = [];
  // Each remark in English and keyed, side by side (tests/unit/estimate-words.test.ts holds them equal).
  const remark = (english: string, words: Refusal, first = false) => {
    if (first) {
      remarks.unshift(english);
      remarkWords.unshift(words);
    } else {
      remarks.push(english);
      remarkWords.push(words);
    }
  };
  const used = sheets.filter((s) => s.sheets > 0);
  const labelOf = (id: string) => materialIn(catalog, id)?.label ?? id;
  // A keyed sentence names the board in both languages, so a Tamil page and paper say the rack's Tamil name (C22).
  const nameOf = (id: string): TextValue => {
    const m = materialIn(catalog, id);
    return { en: m?.label ?? id, ta: m?.labelTa || m?.label || id };
  };

  // Boards: the workshop's boards and stored offcuts at the price the plan used (the catalog's); the customer's own pieces are never charged.
  for (const s of used) {
    const boards = s.boards ?? [];
    if (options.boardsBy === "workshop") {
      for (const b of boards) {
        if (b.kind === "own") continue;
        lines.push({
          group: "boards",
          key: b.offcut ? `offcut.${b.offcut}` : `board.${s.material}.${b.label}`,
          label: b.kind === "offcut" ? `${b.label}: ${labelOf(s.material)}` : `Board: ${labelOf(s.material)}, ${b.label}`,
          said: said(b.kind === "offcut" ? "lineOffcut" : "lineBoard", { board: b.words ?? b.label, material: nameOf(s.material) }),
          quantity: b.count,
          unit: "sheet",
          ratePaise: b.pricePaise,
          amountPaise: b.pricePaise * b.count,
          ...(hsnOfMaterial(materialIn(catalog, s.material)) ? { hsn: hsnOfMaterial(materialIn(catalog, s.material)) } : {}),
        });
      }
    } else {
      const toBring = boards.filter((b) => b.kind === "board");
      const own = boards.filter((b) => b.kind === "own").reduce((n, b) => n + b.count, 0);
      if (own && toBring.length)
        remark(
          `${labelOf(s.material)}: your boards are not enough; also bring ${toBring.map((b) => `${b.count} × ${b.label}`).join(" and ")}.`,
          said("remarkBringMore", {
            material: nameOf(s.material),
            boards: joined(
              toBring.map((b) => said("boardCount", { n: String(b.count), board: b.words ?? b.label })),
              "listAnd",
            ),
          }),
        );
    }
  }
  if (options.boardsBy !== "workshop") remark("Boards supplied by you: no board price included.", said("remarkCustomerBoards"), true);
  // The customer's pieces the plan did not need (issue 36), said so that nobody brings or looks for them.
  const usedBoards = sheets.flatMap((s) => (s.boards ?? []).map((b) => ({ material: s.material, kind: b.kind, label: b.label, count: b.count })));
  for (const p of ownNotNeeded(cutList.own ?? [], usedBoards))
    remark(
      `Not needed for this list: ${p.count} × ${ownLabel(p)}, ${labelOf(p.material)}.`,
      said("remarkNotNeeded", { n: String(p.count), what: ownWords(p), material: nameOf(p.material) }),
    );

  for (const s of used) {
    const m = materialIn(catalog, s.material);
    const band = cuttingBandFor(m?.thickness ?? 18);
    const key = cuttingKey(band.id);
    const r = rate(prices, key);
    lines.push({
      group: "cutting",
      key,
      label: `Cutting: ${m?.label ?? s.material}`,
      said: said("lineCutting", { material: nameOf(s.material) }),
      quantity: s.sheets,
      unit: "sheet",
      ratePaise: r,
      amountPaise: r * s.sheets,
    });
  }

  // Edge band: each banded edge's length times the quantity, per band thickness.
  const bandTenths = new Map<number, number>();
  let hingeCups = 0;
  let otherHoles = 0;
  for (const row of cutList.rows) {
    for (const edge of EDGE_KEYS) {
      const t = row.edges[edge];
      if (t == null) continue;
      const side = edge.startsWith("l") ? row.length : row.width;
      bandTenths.set(t, (bandTenths.get(t) ?? 0) + tenths(side) * row.quantity);
    }
    const h = holesOf(row);
    hingeCups += h.hingeCups * row.quantity;
    otherHoles += h.otherHoles * row.quantity;
  }
  const bandMetres: Estimate["bandMetres"] = [];
  for (const t of BAND_THICKNESSES) {
    const total = bandTenths.get(t) ?? 0;
    if (!total) continue;
    const key = bandingKey(t);
    const r = rate(prices, key);
    // 1 m = 10 000 tenths of a mm. Charged by the centimetre shown (3.68 m × ₹9.00 is ₹33.12, as printed), not by the tenth of a mm.
    const centimetres = Math.round(total / 100);
    const metres = centimetres / 100;
    bandMetres.push({ thickness: t, metres });
    lines.push({
      group: "banding",
      key,
      label: `Edge banding ${t} mm`,
      said: said("lineBanding", { thickness: String(t) }),
      quantity: metres,
      unit: "metre",
      ratePaise: r,
      amountPaise: mulDivRound(centimetres, r, 100),
    });
  }

  const holes = (key: string, label: string, words: Refusal, count: number) => {
    if (!count) return;
    const r = rate(prices, key);
    lines.push({ group: "holes", key, label, said: words, quantity: count, unit: "hole", ratePaise: r, amountPaise: r * count });
  };
  holes(HINGE_CUP_KEY, "Hinge cups (Ø35 mm)", said("lineHingeCups"), hingeCups);
  holes(OTHER_HOLE_KEY, "Other holes", said("lineOtherHoles"), otherHoles);

  if (options.pasting !== "none") {
    const method = PASTING_METHODS.find((p) => p.id === options.pasting)!;
    const key = pastingKey(method.id);
    const r = rate(prices, key);
    const pasted = used.filter((s) => materialIn(catalog, s.material)?.kind !== "prelaminated");
    const count = pasted.reduce((n, s) => n + s.sheets, 0);
    if (count)
      lines.push({
        group: "pasting",
        key,
        label: `Pasting: ${method.label.toLowerCase()}`,
        said: said("linePasting", { method: pastingWord(method.id) }),
        quantity: count,
        unit: "sheet",
        ratePaise: r,
        amountPaise: r * count,
      });
    if (pasted.length < used.length) remark("Pre-laminated boards are not pasted again.", said("remarkNotPasted"));
  }

  const subtotalPaise = lines.reduce((n, l) => n + l.amountPaise, 0);
  const gstPaise = gstOfLines(lines);
  return {
    lines,
    subtotalPaise,
    gstPercent: GST_PERCENT,
    gstPaise,
    totalPaise: subtotalPaise + gstPaise,
    bandMetres,
    holes: { hingeCups, otherHoles },
    sheets: used.map((s) => ({ ...s })),
    options: { ...options },
    remarks,
    remarkWords,
  };
}
