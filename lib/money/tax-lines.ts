/**
 * The taxed lines of a quotation, invoice or credit note: pure arithmetic in
 * whole paise, client-safe. Each estimate line is taxed at the rate of its
 * group (boards sold: their HSN and rate; everything else is job work: its SAC
 * and rate). Inside the workshop's state the tax is CGST and SGST in equal
 * halves, to another state it is IGST.
 *
 * With a `total` (the confirmed price, GST included) the lines are scaled so
 * that their totals add up to exactly that figure: the price is shared out in
 * proportion to each line's estimated amount with its tax (largest remainder,
 * so no paisa is lost); each line's taxable value is then chosen so that its
 * CGST and SGST are exactly half its rate of its own taxable value, rounded
 * once (or its IGST the rate), the few paise of rounding absorbed by the
 * taxable values (absorbRounding; docs/MONEY.md). Without one (a quotation
 * before the price is confirmed) the estimate's amounts are the taxable values.
 */
import type { EstimateGroup } from "@/lib/orders/estimate";
import type { Business } from "@/vocabulary/business";
import type { TaxGroup, TaxLine, TaxTotals } from "@/vocabulary/money";
import { basisPoints, lineTax, mulDivRound } from "@/lib/tax/gst";
import { said, type Refusal } from "@/lib/i18n/refusal";

export interface SourceLine {
  group: EstimateGroup;
  label: string;
  /** The line keyed, said in the paper's language (lib/orders/estimate.ts). */
  said?: Refusal;
  quantity: number;
  unit: string;
  amountPaise: number;
  /** A board's own HSN; absent: its group's code from the business's settings. */
  hsn?: string;
}

const bp = basisPoints;
const big = BigInt;

/** Shares `total` out in proportion to `weights` (non-negative integers), exactly (largest remainder). */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const parts = weights.map((w) => (big(total) * big(w)) / big(sum));
  const rests = weights.map((w, i) => ({ i, rest: big(total) * big(w) - parts[i] * big(sum) }));
  let left = big(total) - parts.reduce((s, p) => s + p, 0n);
  rests.sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const r of rests) {
    if (left <= 0n) break;
    parts[r.i] += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}

const taxOn = lineTax;

/** A taxable value with its tax added: what the line totals. */
const grossOf = (taxable: number, rate: number, intraState: boolean) => {
  const t = taxOn(taxable, rate, intraState);
  return t.taxable + t.cgst + t.sgst + t.igst;
};

/** The largest taxable value whose total with its own tax is at most `gross`. */
function taxableWithin(gross: number, rate: number, intraState: boolean): number {
  let t = Math.floor((gross * 10_000) / (10_000 + rate));
  while (t > 0 && grossOf(t, rate, intraState) > gross) t--;
  while (grossOf(t + 1, rate, intraState) <= gross) t++;
  return t;
}

/** How far a line's taxable value may move to absorb the rounding, each way. */
const REACH = 3;

/**
 * Taxable values for lines whose totals (with their own tax) add up to exactly `total`: each starts at the largest
 * value within its share, then the paise left over are absorbed by moving some taxable values up or down a few
 * paise (a subset sum over the small moves, fewest paise moved). Null when no such split exists (a single line whose
 * share no taxable value reaches exactly: its tax is then derived from the share, docs/MONEY.md).
 */
function absorbRounding(grosses: number[], rates: number[], intraState: boolean, total: number): number[] | null {
  const base = grosses.map((g, i) => taxableWithin(g, rates[i], intraState));
  const baseSum = base.reduce((n, t, i) => n + grossOf(t, rates[i], intraState), 0);
  const left = total - baseSum;
  if (left === 0) return base;
  // reach[s] = the moves (per line) that add s to the total with the fewest paise moved.
  let reach = new Map<number, { cost: number; moves: number[] }>([[0, { cost: 0, moves: [] }]]);
  base.forEach((t, i) => {
    const next = new Map<number, { cost: number; moves: number[] }>();
    for (let k = -REACH; k <= REACH; k++) {
      if (t + k < 0) continue;
      const delta = grossOf(t + k, rates[i], intraState) - grossOf(t, rates[i], intraState);
      for (const [sum, v] of reach) {
        const s2 = sum + delta;
        const cost = v.cost + Math.abs(k);
        const had = next.get(s2);
        if (!had || cost < had.cost) next.set(s2, { cost, moves: [...v.moves, k] });
      }
    }
    reach = next;
  });
  const hit = reach.get(left);
  return hit ? base.map((t, i) => t + hit.moves[i]) : null;
}

/** Splits a share with tax into taxable value and tax when no exact split exists: the tax from the share, the rest taxable. */
function splitGross(gross: number, rate: number, intraState: boolean) {
  if (intraState) {
    const half = mulDivRound(gross, rate, 2 * (10_000 + rate));
    return { taxable: gross - 2 * half, cgst: half, sgst: half, igst: 0 };
  }
  const igst = mulDivRound(gross, rate, 10_000 + rate);
  return { taxable: gross - igst, cgst: 0, sgst: 0, igst };
}

export const taxGroupOf = (group: EstimateGroup): TaxGroup => (group === "boards" ? "boards" : "services");

/**
 * The board lines with their HSN: stored on the line since issue 65; an estimate stored before names its material
 * in the line's key (`board.<material>.<size>`), read from the rack as it is now. An offcut's line of an old estimate
 * keeps the business's boards code.
 */
export type HsnOf = (material: string) => string | undefined;

export function withBoardHsn<L extends SourceLine & { key?: string }>(lines: L[], hsnOf: HsnOf): L[] {
  return lines.map((l) => {
    if (l.group !== "boards" || l.hsn) return l;
    const material = /^board\.([a-z0-9-]+)\./.exec(l.key ?? "")?.[1];
    const hsn = material ? hsnOf(material) : undefined;
    return hsn ? { ...l, hsn } : l;
  });
}

export function taxLines(source: SourceLine[], tax: Business["tax"], intraState: boolean, total?: number): TaxTotals {
  let lines = source.filter((l) => l.amountPaise > 0);
  if (!lines.length)
    lines = [{ group: "cutting", label: "Job work as confirmed", said: said("lineJobWork"), quantity: 1, unit: "job", amountPaise: total ?? 0 }];
  const rates = lines.map((l) => bp(tax[taxGroupOf(l.group)].ratePercent));
  const grosses =
    total === undefined
      ? null
      : // In proportion to each line's own total with its tax (the one rule, lib/tax/gst.ts): the estimate's own total
        // shares out to exactly its lines, so the invoice of an order confirmed at its estimate prints the estimate's
        // lines; only a different price moves them.
        shareOut(
          total,
          lines.map((l, i) => grossOf(l.amountPaise, rates[i], intraState)),
        );

  const exact = grosses ? absorbRounding(grosses, rates, intraState, total!) : null;
  const out: TaxLine[] = lines.map((l, i) => {
    const g = taxGroupOf(l.group);
    const parts = !grosses
      ? taxOn(l.amountPaise, rates[i], intraState)
      : exact
        ? taxOn(exact[i], rates[i], intraState)
        : splitGross(grosses[i], rates[i], intraState);
    return {
      description: l.label,
      ...(l.said ? { said: l.said } : {}),
      taxGroup: g,
      code: (g === "boards" && l.hsn) || tax[g].code,
      quantity: l.quantity,
      unit: l.unit,
      taxablePaise: parts.taxable,
      ratePercent: tax[g].ratePercent,
      cgstPaise: parts.cgst,
      sgstPaise: parts.sgst,
      igstPaise: parts.igst,
      totalPaise: parts.taxable + parts.cgst + parts.sgst + parts.igst,
    };
  });
  const sum = (k: "taxablePaise" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise") => out.reduce((s, l) => s + l[k], 0);
  return {
    lines: out,
    taxablePaise: sum("taxablePaise"),
    cgstPaise: sum("cgstPaise"),
    sgstPaise: sum("sgstPaise"),
    igstPaise: sum("igstPaise"),
    totalPaise: sum("totalPaise"),
  };
}
