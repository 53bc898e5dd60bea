import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { loadAdminOrder } from "../load-order";
import { PrintButton } from "@/components/orders/PrintButton";
import { PRINT_CHROME } from "@/components/orders/print";
import { requestOrigin } from "@/lib/orders/origin";
import { partLabels, partQrSvg, piecePath, type PartLabel } from "@/lib/orders/pack-labels";

export const dynamic = "force-dynamic";
export const metadata = { title: "Part labels" };

type Props = { params: Promise<{ reference: string }>; searchParams: Promise<{ layout?: string }> };

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
function Label({ l, qr, large }: { l: PartLabel; qr: string; large: boolean }) {
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
          {l.grain && " · grain ↔"}
        </p>
        {l.run && <p className="truncate font-semibold">{l.run}</p>}
        <p className="truncate">{l.material}</p>
        <p className="truncate">Band: {l.banding}</p>
        {l.boring && <p className="truncate">Boring: {l.boring}</p>}
        <p className="truncate">
          {l.sheet && <span className="tabular">{l.sheet} · </span>}
          {l.customer}
        </p>
        <p className="tabular truncate font-mono" data-testid="part-label-code">
          {l.code}
        </p>
      </div>
      {/* Server-made SVG of the part's address: no QR code library reaches the browser. */}
      <span className="label-qr shrink-0 [&>svg]:h-full [&>svg]:w-full" data-testid="part-label-qr" dangerouslySetInnerHTML={{ __html: qr }} />
    </div>
  );
}

/** Part labels for the workshop: `?layout=roll` for a 100 × 50 mm label printer, otherwise 24 to an A4 sheet. */
export default async function LabelsPage({ params, searchParams }: Props) {
  const loaded = await loadAdminOrder(params);
  if (loaded.denied) return <AccessNotice reason={loaded.denied} />;
  const { found } = loaded;
  const reference = found.order.reference;
  const roll = (await searchParams).layout === "roll";
  const labels = partLabels(found.order);
  const origin = await requestOrigin();
  // One code per piece (issue 40): the scan page reads which piece it is; a phone's camera opens its order (app/p/).
  const qrOf = new Map<string, string>();
  for (const l of labels) qrOf.set(l.code, await partQrSvg(`${origin}${piecePath(l.code)}`));
  const sheets: PartLabel[][] = [];
  for (let i = 0; i < labels.length; i += 24) sheets.push(labels.slice(i, i + 24));
  return (
    <div className="grid gap-4" data-testid={roll ? "labels-roll" : "labels-a4"}>
      <style>{roll ? ROLL_CSS : A4_CSS}</style>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link href={`/admin/orders/${reference}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          ← Order {reference}
        </Link>
        <PrintButton label={`Print ${labels.length} labels`} />
        <Link
          href={`/admin/orders/${reference}/labels${roll ? "" : "?layout=roll"}`}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {roll ? "A4 sheet of 24 instead" : "100 × 50 mm label printer instead"}
        </Link>
        <p className="w-full text-sm text-ink-muted">
          {roll
            ? "One 100 × 50 mm label per page: choose the label printer and “actual size”."
            : `${sheets.length} A4 sheet${sheets.length === 1 ? "" : "s"} of 24 labels (70 × 37 mm): print at “actual size”, no margins.`}
        </p>
      </div>
      <h1 className="sr-only">Part labels for {reference}</h1>
      {/* The labels are drawn at their printed size: on a narrow screen they scroll sideways instead of widening the page. */}
      <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label="Labels at printed size, scrolls sideways">
        {roll ? (
          <div className="label-roll">
            {labels.map((l, i) => (
              <Label key={i} l={l} qr={qrOf.get(l.code)!} large />
            ))}
          </div>
        ) : (
          sheets.map((s, i) => (
            <div key={i} className="label-sheet">
              {s.map((l, k) => (
                <Label key={k} l={l} qr={qrOf.get(l.code)!} large={false} />
              ))}
            </div>
          ))
        )}
      </div>
    </div>
  );
}
