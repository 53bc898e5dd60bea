/**
 * Edge band in running metres per band thickness: L1/L2 run along a part's
 * length, W1/W2 along its width, times the quantity. No allowance for trimming
 * the band's ends is added here (the workshop adds its own); docs/CUT-LIST.md.
 */
import { BAND_THICKNESSES, EDGE_KEYS, type BandThickness, type CutListRow } from "./types";

export type BandMetres = { thickness: BandThickness; metres: number }[];

export function bandMetres(rows: readonly CutListRow[]): BandMetres {
  const mm = new Map<BandThickness, number>();
  for (const row of rows) {
    for (const edge of EDGE_KEYS) {
      const t = row.edges[edge];
      if (t === null) continue;
      const side = edge.startsWith("l") ? row.length : row.width;
      mm.set(t, (mm.get(t) ?? 0) + side * row.quantity);
    }
  }
  return BAND_THICKNESSES.filter((t) => mm.has(t)).map((t) => ({ thickness: t, metres: Math.round(mm.get(t)!) / 1000 }));
}

/** "12.35 m" with two decimals (band is sold by the metre; centimetres are enough). */
export function formatMetres(m: number): string {
  return `${m.toFixed(2)} m`;
}
