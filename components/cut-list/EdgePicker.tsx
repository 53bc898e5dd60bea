"use client";

import { BAND_THICKNESSES, type BandThickness, type EdgeBands, type EdgeKey } from "@/lib/cutting/list/types";
import { fill } from "@/lib/i18n/template";
import { useCutListText } from "./text-context";

const CYCLE: (BandThickness | null)[] = [null, ...BAND_THICKNESSES];

/** The next band in the cycle none → 0.45 → 0.8 → 1 → 2 → none. */
export function nextBand(t: BandThickness | null): BandThickness | null {
  return CYCLE[(CYCLE.indexOf(t) + 1) % CYCLE.length];
}

/**
 * The part drawn with its four edges, each a button: a tap (or Enter) moves
 * that edge's band through none, 0.45, 0.8, 1 and 2 mm. L1 and L2 are the long
 * edges (along the length), W1 and W2 the short ones, where a carpenter expects
 * them on the drawing; every button says its edge and band in words.
 */
export function EdgePicker({
  edges,
  part,
  onChange,
  idPrefix,
}: {
  edges: EdgeBands;
  part: number;
  onChange: (e: EdgeBands) => void;
  idPrefix: string;
}) {
  const { t: all } = useCutListText();
  const t = all.row;
  const edge = (key: EdgeKey, place: string) => {
    const band = edges[key];
    // The name starts with the words on the button (WCAG 2.5.3: a voice user says what they see).
    const visible = `${key.toUpperCase()} ${band === null ? "–" : band}`;
    return (
      <button
        type="button"
        id={`${idPrefix}-${key}`}
        data-edge={key}
        onClick={() => onChange({ ...edges, [key]: nextBand(band) })}
        aria-label={fill(t.edgeButton, {
          visible,
          edge: key.toUpperCase(),
          n: part,
          place: t.edgePlaces[key],
          band: band === null ? t.edgeNone : `${band} mm`,
        })}
        className={`${place} min-h-11 min-w-11 rounded px-1 text-[11px] leading-tight font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-brand-600 ${
          band === null ? "text-ink-muted hover:bg-stone-warm" : "bg-accent-300/40 text-ink hover:bg-accent-300/60"
        }`}
      >
        {visible}
      </button>
    );
  };
  // A banded edge is drawn solid in the band's colour, an open one dashed.
  const side = (key: EdgeKey) => (edges[key] === null ? "3px dashed #c9bfae" : "3px solid #c96f06");
  return (
    <fieldset className="min-w-0" data-testid="edge-picker">
      <legend className="sr-only">{fill(t.edgeLegend, { n: part })}</legend>
      <div className="grid grid-cols-[2.75rem_1fr_2.75rem] grid-rows-[auto_2.75rem_auto] items-center gap-0.5">
        {edge("l1", "col-start-2 row-start-1 justify-self-center")}
        {edge("w1", "col-start-1 row-start-2")}
        <div
          aria-hidden="true"
          className="col-start-2 row-start-2 h-full rounded-sm bg-[#d7ecd9]"
          style={{ borderTop: side("l1"), borderBottom: side("l2"), borderLeft: side("w1"), borderRight: side("w2") }}
        />
        {edge("w2", "col-start-3 row-start-2")}
        {edge("l2", "col-start-2 row-start-3 justify-self-center")}
      </div>
    </fieldset>
  );
}
