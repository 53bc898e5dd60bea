import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { loadAdminOrder } from "../load-order";
import { PrintButton } from "@/components/orders/PrintButton";
import { PRINT_CHROME } from "@/components/orders/print";
import { SheetDiagram } from "@/components/cut-list/SheetDiagram";
import { CutSequence, SheetPartsList } from "@/components/cut-list/SheetDetails";
import { partName, partsOnSheet } from "@/lib/cutting/list/sheet-text";
import { sourceOf, storedGroup } from "@/lib/cutting/list/plan-inputs";
import { formatDay } from "@/lib/format/date";
import { bandingList, boringList, materialLabel } from "@/lib/orders/pack";

export const dynamic = "force-dynamic";
export const metadata = { title: "Workshop pack" };

type Props = { params: Promise<{ reference: string }> };

const PACK_CSS = `
@page { size: A4 landscape; margin: 10mm; }
.pack-page { break-after: page; page-break-after: always; }
.pack-page th, .pack-page td { padding: 2px 8px 2px 0; }
@media print {
  .pack-sheet-body { grid-template-columns: 1fr 88mm !important; }
  .pack-cuts { font-size: 7pt; line-height: 1.25; }
  .pack-cuts.long { column-count: 2; column-gap: 4mm; }
}
.pack-page:last-child { break-after: auto; page-break-after: auto; }
@media print { .pack-page { border: 0 !important; padding: 0 !important; } }
${PRINT_CHROME}`;

/** The workshop pack (A4 landscape): one page per sheet with its numbered cut sequence, then the edge-banding list by band and the boring notes. */
export default async function WorkshopPackPage({ params }: Props) {
  const loaded = await loadAdminOrder(params);
  if (loaded.denied) return <AccessNotice reason={loaded.denied} />;
  const { found } = loaded;
  const o = found.order;
  const names = o.cutList.rows.map((r, i) => `${i + 1} ${partName({ name: r.name, run: r.run?.trim() })}`);
  const totalSheets = o.plans.reduce((n, p) => n + p.plan.sheets.length, 0);
  const banding = bandingList(o.cutList, o.materials);
  const boring = boringList(o.cutList, o.materials);
  // Sheets numbered across materials: 1 … totalSheets.
  const sheetPages = o.plans.flatMap((p) => p.plan.sheets.map((s, i) => ({ p, s, i })));
  const heading = (
    <p className="text-sm">
      <strong className="tabular">{o.reference}</strong> · {o.customer.name}, {o.customer.phone}
      {o.site && ` · ${o.site}`} · required by {formatDay(o.requiredBy)} · {o.fulfilment} · boards by {o.boardsBy} · kerf {o.cutList.saw.kerf} mm,
      trim {o.cutList.saw.trim} mm
    </p>
  );

  return (
    <div className="grid grid-cols-1 gap-6 text-black" data-testid="workshop-pack">
      <style>{PACK_CSS}</style>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link href={`/admin/orders/${o.reference}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          ← Order {o.reference}
        </Link>
        <PrintButton label="Print the workshop pack" />
        <p className="text-sm text-ink-muted">A4 landscape: one page per sheet, then the edge-banding list and the boring notes.</p>
      </div>
      <h1 className="sr-only">Workshop pack for {o.reference}</h1>

      {sheetPages.map(({ p, s, i }, index) => {
        const sheetNo = index + 1;
        const sheet = sourceOf(storedGroup(o.cutList, p, ""), s);
        const board =
          sheet.kind === "offcut"
            ? `${sheet.label}, pull it from the offcut store`
            : sheet.kind === "own"
              ? `${sheet.label} (the customer's)`
              : `${sheet.length} × ${sheet.width} mm`;
        const title = `Sheet ${sheetNo} of ${totalSheets}: ${materialLabel(p.material, o.materials)} ${board} (${i + 1} of ${p.plan.sheets.length} in this material)`;
        return (
          <section
            key={`${p.material}-${i}`}
            className="pack-page grid gap-2 rounded-lg border border-rule bg-white p-4"
            aria-label={title}
            data-testid="pack-sheet"
          >
            {heading}
            <h2 className="text-lg font-semibold">{title}</h2>
            <div className="pack-sheet-body grid gap-4 lg:grid-cols-[1fr_18rem]">
              <SheetDiagram
                id={`pack-${p.material}-${i}`}
                sheet={s}
                size={sheet}
                parts={p.rows.map((row, part) => ({ name: names[row] ?? `Part ${part + 1}`, grain: o.cutList.rows[row]?.grain ?? false }))}
                title={title}
                cuts
                tone="print"
                className="block h-auto max-h-[150mm] w-full"
              />
              <div>
                <h3 className="font-semibold">Cut sequence</h3>
                <CutSequence cuts={s.cuts} className={`pack-cuts mt-1 text-xs ${s.cuts.length > 24 ? "long" : ""}`} />
                <h3 className="mt-3 font-semibold">Parts on this sheet</h3>
                <SheetPartsList
                  lines={partsOnSheet(s.placements, (part) => names[p.rows[part]] ?? `Part ${part + 1}`)}
                  className="pack-cuts mt-1 text-xs"
                />
              </div>
            </div>
          </section>
        );
      })}

      <PackSection id="banding" title="Edge-banding list" heading={heading}>
        {banding.length === 0 && <p>No edge banding on this order.</p>}
        {banding.map((g) => (
          <table key={g.thickness} className="tabular w-full text-xs sm:text-sm">
            <caption className="text-left font-semibold">
              Band {g.thickness} mm: {(g.totalMm / 1000).toFixed(2)} running metres
            </caption>
            <thead>
              <tr className="border-b border-black text-left">
                <th className="py-1">#</th>
                <th>Part</th>
                <th>Material</th>
                <th>Edges</th>
                <th className="text-right">Edge length (mm)</th>
                <th className="text-right">Edges to band</th>
                <th className="text-right">Metres</th>
              </tr>
            </thead>
            <tbody>
              {g.items.map((x, k) => (
                <tr key={k} className="border-b border-rule">
                  <td className="py-1">{x.row}</td>
                  <td>{x.name}</td>
                  <td>{x.material}</td>
                  <td>{x.edges.join(" ")}</td>
                  <td className="text-right">{x.edgeLength}</td>
                  <td className="text-right">{x.pieces}</td>
                  <td className="text-right">{(x.totalMm / 1000).toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </PackSection>

      <PackSection id="boring" title="Boring and notes" heading={heading}>
        {boring.length === 0 ? (
          <p>No notes on any part.</p>
        ) : (
          <table className="tabular w-full text-xs sm:text-sm">
            <thead>
              <tr className="border-b border-black text-left">
                <th className="py-1">#</th>
                <th>Part</th>
                <th>Size (mm)</th>
                <th className="text-right">Qty</th>
                <th className="text-right">Hinge cups / piece</th>
                <th className="text-right">Other holes / piece</th>
                <th>Note</th>
              </tr>
            </thead>
            <tbody>
              {boring.map((b) => (
                <tr key={b.row} className="border-b border-rule align-top">
                  <td className="py-1">{b.row}</td>
                  <td>{b.name}</td>
                  <td>{b.size}</td>
                  <td className="text-right">{b.quantity}</td>
                  <td className="text-right">{b.hingeCups}</td>
                  <td className="text-right">{b.otherHoles}</td>
                  <td>{b.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {o.notes && <p>Order notes: {o.notes}</p>}
      </PackSection>
    </div>
  );
}

/** A printed page of the pack after the sheets: the order's heading, a title and its table. */
function PackSection({ id, title, heading, children }: { id: string; title: string; heading: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="pack-page grid gap-3 rounded-lg border border-rule bg-white p-4" aria-labelledby={`${id}-title`} data-testid={`pack-${id}`}>
      {heading}
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
