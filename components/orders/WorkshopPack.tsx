import { SheetDiagram } from "@/components/cut-list/SheetDiagram";
import { CutSequence, SheetPartsList } from "@/components/cut-list/SheetDetails";
import { PRINT_CHROME } from "@/components/orders/print";
import type { MaterialPlan } from "@/lib/cutting/list/by-material";
import type { MaterialNames } from "@/lib/cutting/list/materials";
import { shelfBoardName, sourceOf, storedGroup } from "@/lib/cutting/list/plan-inputs";
import type { CutList } from "@/lib/cutting/list/types";
import { partsOnSheet } from "@/lib/cutting/list/sheet-text";
import { bandingList, boringList, materialLabel } from "@/lib/orders/pack";
import { messagesIn } from "@/lib/i18n/server-messages";

/** The workshop's papers are in English (docs/LANGUAGES.md). */
const inEnglish = messagesIn("en");

export const PACK_CSS = `
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

/**
 * The workshop pack's pages (A4 landscape), for one order or a cutting batch: one page per sheet with its drawing,
 * its numbered cut sequence and its parts, then the edge-banding list by band and the boring notes. `names` are the
 * rows' names as the sheets show them; `rowLabel` the row as the lists show it ("3", or "KPW-2026-0042 #3" in a batch).
 */
export function WorkshopPack({
  heading,
  cutList,
  plans,
  materials,
  names,
  rowLabel,
  notes,
}: {
  heading: React.ReactNode;
  cutList: CutList;
  plans: MaterialPlan[];
  materials?: MaterialNames;
  names: string[];
  rowLabel: (row: number) => string;
  notes?: string;
}) {
  const totalSheets = plans.reduce((n, p) => n + p.plan.sheets.length, 0);
  const banding = bandingList(cutList, materials);
  const boring = boringList(cutList, materials);
  // Sheets numbered across materials: 1 … totalSheets.
  const sheetPages = plans.flatMap((p) => p.plan.sheets.map((s, i) => ({ p, s, i })));
  return (
    <>
      {sheetPages.map(({ p, s, i }, index) => {
        const sheetNo = index + 1;
        const sheet = sourceOf(storedGroup(cutList, p, ""), s);
        const board =
          sheet.kind === "offcut" && sheet.shelf && sheet.offcut
            ? `${shelfBoardName(sheet.shelf.owner, sheet.offcut, sheet.length, sheet.width)}, pull it from the customer's shelf`
            : sheet.kind === "offcut"
              ? `${sheet.label}, pull it from the offcut store`
              : sheet.kind === "own"
                ? `${sheet.label} (the customer's)`
                : `${sheet.length} × ${sheet.width} mm`;
        const title = `Sheet ${sheetNo} of ${totalSheets}: ${materialLabel(p.material, materials)} ${board} (${i + 1} of ${p.plan.sheets.length} in this material)`;
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
                parts={p.rows.map((row, part) => ({ name: names[row] ?? `Part ${part + 1}`, grain: cutList.rows[row]?.grain ?? false }))}
                title={title}
                cuts
                tone="print"
                className="block h-auto max-h-[150mm] w-full"
              />
              <div>
                <h3 className="font-semibold">Cut sequence</h3>
                <CutSequence cuts={s.cuts} className={`pack-cuts mt-1 text-xs ${s.cuts.length > 24 ? "long" : ""}`} say={inEnglish} />
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
                  <td className="py-1">{rowLabel(x.row)}</td>
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
                  <td className="py-1">{rowLabel(b.row)}</td>
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
        {notes && <p>{notes}</p>}
      </PackSection>
    </>
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
