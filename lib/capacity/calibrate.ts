/**
 * The work standards measured on the floor (issue 70): every scan at a station is a sample of when it was made and
 * the standard minutes of the piece scanned (./work.ts `pieceMinutes`); the time between two successive scans at a
 * station is what that piece took there. The median of those times over the pieces' standard minutes is how the
 * floor compares with the standards (1.3: the station takes 30% longer than set). Gaps over GAP_MINUTES are a break,
 * a meal or the night, never work, and are left out. Pure and client-safe.
 */
export type ScanSample = [at: number, standardMinutes: number];

export const GAP_MINUTES = 20;
/** How many of a station's newest samples are kept. */
export const SAMPLES_KEPT = 500;

export interface Measured {
  /** The floor's time over the standard's (median); null with too few samples. */
  factor: number | null;
  /** How many intervals it rests on. */
  scans: number;
}

/** The fewest intervals a factor is given for. */
export const MIN_SCANS = 10;

export function measure(samples: readonly ScanSample[]): Measured {
  const sorted = [...samples].sort((a, b) => a[0] - b[0]);
  const ratios: number[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const gap = (sorted[i][0] - sorted[i - 1][0]) / 60_000;
    const standard = sorted[i][1];
    if (gap > 0 && gap <= GAP_MINUTES && standard > 0) ratios.push(gap / standard);
  }
  if (ratios.length < MIN_SCANS) return { factor: null, scans: ratios.length };
  ratios.sort((a, b) => a - b);
  const mid = ratios.length >> 1;
  const median = ratios.length % 2 ? ratios[mid] : (ratios[mid - 1] + ratios[mid]) / 2;
  return { factor: Math.round(median * 100) / 100, scans: ratios.length };
}
