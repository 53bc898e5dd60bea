import { PRINT_CHROME } from "@/components/orders/print";
import type { PartLabel } from "@/lib/orders/pack-labels";

/** 24 labels of 70 × 37 mm on A4 (3 across, 8 down: the common 24-up label sheet). */
const A4_CSS = `
@page { size: A4 portrait; margin: 0; }
.label-sheet { display: grid; grid-template-columns: repeat(3, 70mm); grid-auto-rows: 37mm; width: 210mm; }
.label-sheet + .label-sheet { margin-top: 8mm; }
.label { width: 70mm; height: 37mm; padding: 2.5mm 3mm; overflow: hidden; outline: 1px dashed #bbb; font-size: 7.5pt; line-height: 1.2; }
.label-qr { width: 15mm; height: 15mm; }
@media print {
  .label-sheet { break-after: page; page-break-after: always; padding-top: 0.5mm; }
  .label-sheet + .label-sheet { margin-top: 0; }
  .label { outline: 0; }
}
${PRINT_CHROME}`;

/** One 100 × 50 mm label per page for a label printer. */
const ROLL_CSS = `
@page { size: 100mm 50mm; margin: 0; }
.label-roll { display: grid; gap: 4mm; }
.label { width: 100mm; height: 50mm; padding: 3.5mm 4mm; overflow: hidden; outline: 1px dashed #bbb; font-size: 10pt; line-height: 1.25; }
.label-qr { width: 24mm; height: 24mm; }
@media print {
  .label-roll { gap: 0; }
  .label { outline: 0; break-after: page; page-break-after: always; }
  .label:last-child { break-after: auto; }
}
${PRINT_CHROME}`;

/**
 * One piece's label: the order and the part, its size, grain, board, band and
 * boring, the sheet it is cut from and the customer, and a QR code naming the
 * piece: the scan page records it at a station, a phone's camera opens the part
 * in the order for the staff. The code is printed too, to type when a label is torn.
 */
export function Label({ l, qr, large }: { l: PartLabel; qr: string; large: boolean }) {
  return (
    <div className="label flex gap-2 bg-white text-black" data-testid="part-label">
      <div className="min-w-0 flex-1">
        <p className={`tabular flex justify-between gap-1 font-bold ${large ? "text-[11pt]" : "text-[8pt]"}`}>
          <span>{l.reference}</span>
          <span>
            #{l.row}
            {l.copy && ` · ${l.copy}`}
          </span>
        </p>
        <p className={`truncate font-semibold ${large ? "text-[13pt]" : "text-[10pt]"}`}>{l.name}</p>
        <p className="tabular">
          {l.size}
          {l.grain && " · grain ↕"}
        </p>
        {l.run && <p className="truncate font-semibold">{l.run}</p>}
        <p className="truncate">{l.material}</p>
        <p className="truncate">Band: {l.banding}</p>
        {l.boring && <p className="truncate">Boring: {l.boring}</p>}
        {l.note && <p className="truncate">Note: {l.note}</p>}
        {/* The floor's labels carry no customer: no dangling "·" then (walk 6, K9). */}
        <p className="truncate">{[l.sheet, l.customer].filter(Boolean).join(" · ")}</p>
        <p className="tabular truncate font-mono" data-testid="part-label-code">
          {l.code}
        </p>
      </div>
      {/* Server-made SVG of the part's address: no QR code library reaches the browser. */}
      <span className="label-qr shrink-0 [&>svg]:h-full [&>svg]:w-full" data-testid="part-label-qr" dangerouslySetInnerHTML={{ __html: qr }} />
    </div>
  );
}

/** The labels as printed: 24 to an A4 sheet, or one per page for a 100 × 50 mm label printer (`roll`); `qrOf` gives each piece's code as SVG. */
export function LabelSheets({ labels, qrOf, roll }: { labels: PartLabel[]; qrOf: (l: PartLabel) => string; roll: boolean }) {
  const sheets: PartLabel[][] = [];
  for (let i = 0; i < labels.length; i += 24) sheets.push(labels.slice(i, i + 24));
  return (
    <>
      <style>{roll ? ROLL_CSS : A4_CSS}</style>
      {/* The labels are drawn at their printed size: on a narrow screen they scroll sideways instead of widening the page. */}
      <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label="Labels at printed size, scrolls sideways">
        {roll ? (
          <div className="label-roll">
            {labels.map((l, i) => (
              <Label key={i} l={l} qr={qrOf(l)} large />
            ))}
          </div>
        ) : (
          sheets.map((s, i) => (
            <div key={i} className="label-sheet">
              {s.map((l, k) => (
                <Label key={k} l={l} qr={qrOf(l)} large={false} />
              ))}
            </div>
          ))
        )}
      </div>
    </>
  );
}

/** The A4 sheets a number of labels takes, as the page says it. */
export const a4SheetsText = (count: number) => {
  const n = Math.ceil(count / 24);
  return `${n} A4 sheet${n === 1 ? "" : "s"} of 24 labels (70 × 37 mm): print at “actual size”, no margins.`;
};

export const ROLL_TEXT = "One 100 × 50 mm label per page: choose the label printer and “actual size”.";
