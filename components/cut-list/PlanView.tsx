"use client";

import { memo, useEffect, useRef, useState } from "react";
import ZoomIn from "lucide-react/icons/zoom-in";
import ZoomOut from "lucide-react/icons/zoom-out";
import { Dialog } from "@/components/ui/Dialog";
import { bandMetres, formatMetres } from "@/lib/cutting/list/bands";
import type { MaterialPlan } from "@/lib/client/cut-list/use-plan";
import type { SheetPlan } from "@/lib/cutting/engine/types";
import { partName, partsOnSheet, partWords } from "@/lib/cutting/list/sheet-text";
import { boardsWords, ownWords, sourceOf, sourceWords } from "@/lib/cutting/list/plan-inputs";
import { ownNotNeeded } from "@/lib/cutting/list/own-use";
import { materialIn } from "@/lib/cutting/list/materials";
import type { OwnPiece } from "@/lib/cutting/list/types";
import { useCatalog } from "@/lib/client/cut-list/catalog";
import { BoardsUsedList } from "./BoardsUsedList";
import { SawFiles } from "./SawFiles";
import { CutSequence, SheetPartsList } from "./SheetDetails";
import { diagramFont, diagramMargin, SheetDiagram, type DiagramPart } from "./SheetDiagram";
import { useNearViewport } from "./use-near-viewport";
import { useCutListText, type CutListWords } from "./text-context";
import { fill } from "@/lib/i18n/template";

export const percent = (y: number) => `${Math.round(y * 100)}%`;

/**
 * The plan per material: sheets, yield, band metres, parts that do not fit, and the sheet diagrams.
 * Memoised (typing in the editor re-renders the page, not the plan), and each drawing is rendered
 * only near the screen (see SheetCard): a new plan of a 26-sheet list then costs a few drawings.
 */
export const PlanView = memo(function PlanView({ results, planning }: { results: MaterialPlan[]; planning: boolean }) {
  const [open, setOpen] = useState<{ m: number; s: number } | null>(null);
  const words = useCutListText();
  const { say } = words;
  const t = words.t.plan;
  if (!results.length) {
    return <p className="text-sm text-ink-muted">{planning ? t.working : t.empty}</p>;
  }
  const opened = open ? results[open.m] : null;
  return (
    <div className="space-y-8">
      {results.map((r, m) => {
        const bands = bandMetres(r.rows);
        const pieces = r.rows.reduce((n, row) => n + row.quantity, 0);
        return (
          <section key={r.material.id} aria-labelledby={`plan-${r.material.id}`} data-testid="plan-material">
            <h3 id={`plan-${r.material.id}`} className="text-lg font-semibold text-ink">
              {r.material.label}
            </h3>
            <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              <Stat term={t.sheets} value={say(boardsWords(r, r.plan))} testId="plan-sheets" />
              <Stat term={t.yield} value={percent(r.plan.summary.yield)} />
              <Stat term={t.pieces} value={String(pieces)} />
              <Stat term={t.cuts} value={`${r.plan.summary.cuts} (${r.plan.summary.cutLength.toFixed(1)} m)`} />
              {bands.map((b) => (
                <Stat key={b.thickness} term={fill(t.band, { t: b.thickness })} value={formatMetres(b.metres)} />
              ))}
            </dl>
            {r.plan.unplaced.length > 0 && (
              <ul className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
                {r.plan.unplaced.map((u) => (
                  <li key={u.part}>{fill(t.notPlanned, { name: say(partWords(r.input.parts[u.part])), n: u.quantity, reason: say(u.reason) })}</li>
                ))}
              </ul>
            )}
            {r.sources.length > 1 && <BoardsUsedList planned={r} />}
            <SawFiles planned={r} text={words.t.files} />
            <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {r.plan.sheets.map((sheet, s) => (
                <li key={s}>
                  <SheetCard
                    sheet={sheet}
                    index={s}
                    count={r.plan.sheets.length}
                    materialId={r.material.id}
                    materialLabel={r.material.label}
                    size={sourceOf(r, sheet)}
                    board={r.sources.length > 1 ? say(sourceWords(sourceOf(r, sheet))) : undefined}
                    parts={r.input.parts}
                    onOpen={setOpen}
                    materialIndex={m}
                    words={words}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {open && opened && opened.plan.sheets[open.s] && <SheetDialog result={opened} index={open.s} onClose={() => setOpen(null)} words={words} />}
    </div>
  );
});

/**
 * The customer's pieces of boards no part on the list is cut from: never used, so said so (issue 36). The pieces
 * of a planned material that the plan left out are in its boards list (BoardsUsedList).
 */
export function OwnNotPlanned({ own = [], results }: { own?: OwnPiece[]; results: MaterialPlan[] }) {
  const { t, say } = useCutListText();
  const catalog = useCatalog();
  const unused = ownNotNeeded(
    own.filter((p) => !results.some((r) => r.material.id === p.material)),
    [],
  );
  if (!unused.length) return null;
  const pieces = unused.map((p) => `${p.count} × ${say(ownWords(p))} (${materialIn(catalog, p.material)?.label ?? p.material})`).join(", ");
  return (
    <p className="mt-4 max-w-2xl text-sm text-ink-muted" data-testid="own-not-planned">
      {fill(t.plan.ownUnused, { pieces })}
    </p>
  );
}

function Stat({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="font-medium text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

const ZOOMS = [1, 1.5, 2, 3, 4];
/** The smallest size, in CSS px, a part's label opens at in the large view (issue 38: about 5 px at 390 px before). */
const READABLE_LABEL_PX = 12;

/** The first zoom at which the drawing's labels are at least READABLE_LABEL_PX in a box `boxWidth` px wide. */
function readableZoom(boxWidth: number, size: { length: number; width: number }): number {
  const margin = diagramMargin(size);
  const pxPerUnit = boxWidth / (size.length + 2 * margin);
  const i = ZOOMS.findIndex((z) => diagramFont(size) * pxPerUnit * z >= READABLE_LABEL_PX);
  return i < 0 ? ZOOMS.length - 1 : i;
}

function SheetDialog({ result, index, onClose, words }: { result: MaterialPlan; index: number; onClose: () => void; words: CutListWords }) {
  const { say } = words;
  const t = words.t.plan;
  const [zoom, setZoom] = useState(0);
  const [showCuts, setShowCuts] = useState(false);
  const sheet = result.plan.sheets[index];
  const parts = result.input.parts;
  const size = sourceOf(result, sheet);
  // On a phone the drawing opens zoomed in far enough to read its labels; it pans by scrolling or pinching.
  const scroller = useRef<HTMLDivElement>(null);
  const ownZoom = useRef(false);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    ownZoom.current = false;
    // Follows the drawing's box as the dialog opens (and the phone turns) until the person zooms themselves.
    const watch = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0 && !ownZoom.current) setZoom(readableZoom(entry.contentRect.width, size));
    });
    watch.observe(box);
    return () => watch.disconnect();
    // Once per sheet opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, result.material.id]);
  const zoomBy = (step: number) => {
    ownZoom.current = true;
    setZoom((z) => Math.min(ZOOMS.length - 1, Math.max(0, z + step)));
  };
  const zoomButton = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-rule disabled:opacity-40";
  return (
    <Dialog
      title={fill(t.sheetTitle, { material: result.material.label, n: index + 1, count: result.plan.sheets.length })}
      onClose={onClose}
      testId="sheet-dialog"
      className="sm:max-w-5xl"
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <button type="button" onClick={() => zoomBy(-1)} disabled={zoom === 0} className={zoomButton}>
          <ZoomOut aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.zoomOut}</span>
        </button>
        <button type="button" onClick={() => zoomBy(1)} disabled={zoom === ZOOMS.length - 1} className={zoomButton}>
          <ZoomIn aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.zoomIn}</span>
        </button>
        <span className="text-sm text-ink-muted" aria-live="polite">
          {Math.round(ZOOMS[zoom] * 100)}%
        </span>
        <label className="ml-2 inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={showCuts} onChange={(e) => setShowCuts(e.target.checked)} className="size-4 accent-brand-700" />
          {t.showCuts}
        </label>
        <span className="text-sm text-ink-muted sm:ml-auto" data-testid="sheet-stats">
          {fill(t.sheetStats, { pieces: sheet.placements.length, yield: percent(sheet.yield) })}
        </span>
      </div>
      <div
        ref={scroller}
        className="mt-2 max-h-[70vh] touch-pan-x touch-pan-y touch-pinch-zoom overflow-auto rounded-md border border-rule bg-white"
        tabIndex={0}
        aria-label={t.drawingScroll}
      >
        <div style={{ width: `${ZOOMS[zoom] * 100}%` }}>
          <SheetDiagram
            id={`big-${result.material.id}-${index}`}
            sheet={sheet}
            size={size}
            parts={result.input.parts.map((p) => ({ ...p, name: say(partWords(p)) }))}
            title={fill(t.drawingLarge, { n: index + 1 })}
            cuts={showCuts}
            className="block h-auto w-full"
          />
        </div>
      </div>
      <div className={`mt-3 grid gap-4 text-sm ${showCuts ? "sm:grid-cols-2" : ""}`}>
        <div>
          <h3 className="font-semibold text-ink">{t.partsOnSheet}</h3>
          <SheetPartsList
            lines={partsOnSheet(
              sheet.placements,
              (p) => `${p + 1} ${say(partName(parts[p]))}`,
              (n) => fill(t.turned, { n }),
            )}
            className="mt-1 space-y-0.5"
          />
        </div>
        {showCuts && (
          <div>
            <h3 className="font-semibold text-ink">{t.cutOrder}</h3>
            <CutSequence cuts={sheet.cuts} className="mt-1 space-y-0.5" say={say} />
          </div>
        )}
      </div>
    </Dialog>
  );
}

type SheetCardProps = {
  sheet: SheetPlan;
  index: number;
  count: number;
  materialIndex: number;
  materialId: string;
  materialLabel: string;
  size: { length: number; width: number };
  /** The board's name, when the material is planned on several ("6 × 4 ft", "Your board 1200 × 600 mm"). */
  board?: string;
  parts: DiagramPart[];
  onOpen: (which: { m: number; s: number }) => void;
  words: CutListWords;
};

/**
 * One sheet's button. The drawing is rendered only near the screen; elsewhere
 * an empty box of the drawing's exact proportions keeps the page's height, so
 * nothing moves when drawings appear while scrolling.
 */
const SheetCard = memo(function SheetCard({
  sheet,
  index,
  count,
  materialIndex,
  materialId,
  materialLabel,
  size,
  board,
  parts,
  onOpen,
  words,
}: SheetCardProps) {
  const { say } = words;
  const t = words.t.plan;
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const margin = diagramMargin(size);
  return (
    <button
      type="button"
      onClick={() => onOpen({ m: materialIndex, s: index })}
      className="block w-full rounded-lg border border-rule bg-white p-2 text-left [contain:layout_paint] hover:border-brand-400"
      data-testid="sheet-card"
    >
      {/* The card is named by what it shows (WCAG 2.5.3), with the sheet count and material for a screen reader. */}
      <span className="flex justify-between gap-2 text-xs text-ink-muted">
        <span>
          {fill(t.cardSheet, { n: index + 1 })}
          <span className="sr-only">{fill(t.cardContext, { count, material: materialLabel })}</span>
          {board && <span className="text-ink"> · {board}</span>}
        </span>
        <span>{fill(t.cardStats, { pieces: sheet.placements.length, yield: percent(sheet.yield) })}</span>
      </span>
      <div ref={box} className="mt-1" aria-hidden="true" style={{ aspectRatio: `${size.length + 2 * margin} / ${size.width + 2 * margin}` }}>
        {near && (
          <SheetDiagram
            id={`d-${materialId}-${index}`}
            sheet={sheet}
            size={size}
            parts={parts.map((p) => ({ ...p, name: say(partWords(p)) }))}
            title={fill(t.drawing, { n: index + 1 })}
            className="block h-auto w-full"
          />
        )}
      </div>
      {/* Readable at any width: the drawing's labels shrink with the card, this list does not. */}
      <span className="mt-1 block text-xs leading-snug text-ink" data-testid="sheet-card-parts">
        {partsOnSheet(
          sheet.placements,
          (p) => `${p + 1} ${parts[p] ? say(partName(parts[p])) : ""}`,
          (n) => fill(t.turned, { n }),
        ).join(" · ")}
      </span>
      <span className="sr-only">{t.cardOpen}</span>
    </button>
  );
}, sameSheetCard);

/** A card is drawn again only when what it shows changed: a new plan often keeps most sheets as they were. */
function sameSheetCard(a: SheetCardProps, b: SheetCardProps): boolean {
  return (
    a.index === b.index &&
    a.count === b.count &&
    a.materialIndex === b.materialIndex &&
    a.materialId === b.materialId &&
    a.materialLabel === b.materialLabel &&
    a.onOpen === b.onOpen &&
    a.words === b.words &&
    a.size.length === b.size.length &&
    a.size.width === b.size.width &&
    a.board === b.board &&
    sameLayout(a.sheet, a.parts, b.sheet, b.parts)
  );
}

function sameLayout(a: SheetPlan, aParts: DiagramPart[], b: SheetPlan, bParts: DiagramPart[]): boolean {
  if (a === b && aParts === bParts) return true;
  if (a.placements.length !== b.placements.length || a.offcuts.length !== b.offcuts.length || a.yield !== b.yield) return false;
  for (let i = 0; i < a.placements.length; i++) {
    const p = a.placements[i];
    const q = b.placements[i];
    if (p.part !== q.part || p.x !== q.x || p.y !== q.y || p.length !== q.length || p.width !== q.width || p.rotated !== q.rotated) return false;
    const [ap, bp] = [aParts[p.part], bParts[q.part]];
    if (ap?.name !== bp?.name || ap?.grain !== bp?.grain || ap?.run !== bp?.run) return false;
  }
  for (let i = 0; i < a.offcuts.length; i++) {
    const o = a.offcuts[i];
    const k = b.offcuts[i];
    if (o.x !== k.x || o.y !== k.y || o.length !== k.length || o.width !== k.width) return false;
  }
  return true;
}
