import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { CutInBatch } from "@/components/orders/CutInBatch";
import { loadAdminOrder } from "../load-order";
import { PrintButton } from "@/components/orders/PrintButton";
import { PACK_CSS, WorkshopPack } from "@/components/orders/WorkshopPack";
import { partName } from "@/lib/cutting/list/sheet-text";
import { formatDay } from "@/lib/format/date";
import { orderSawFileHref } from "@/lib/client/api/links";
import { inEnglish } from "@/lib/i18n/refusal-text";

export const dynamic = "force-dynamic";
export const metadata = { title: "Workshop pack" };

type Props = { params: Promise<{ reference: string }> };

/** The workshop pack (A4 landscape): one page per sheet with its numbered cut sequence, then the edge-banding list by band and the boring notes. */
export default async function WorkshopPackPage({ params }: Props) {
  const loaded = await loadAdminOrder(params, "production.view");
  if (loaded.denied) return <AccessNotice reason={loaded.denied} message={loaded.message} />;
  const { found } = loaded;
  const o = found.order;
  if (o.batch) return <CutInBatch reference={o.reference} batch={o.batch} what="pack" />;
  const names = o.cutList.rows.map((r, i) => `${i + 1} ${inEnglish(partName({ name: r.name, run: r.run?.trim() }))}`);
  const heading = (
    <p className="text-sm">
      <strong className="tabular">{o.reference}</strong>
      {/* The floor's pack names no customer (issue 51). */}
      {!loaded.floor && ` · ${o.customer.name}, ${o.customer.phone}`}
      {o.site && ` · ${o.site}`} · required by {formatDay(o.requiredBy)} · {o.fulfilment} · boards by {o.boardsBy} · kerf {o.cutList.saw.kerf} mm,
      trim {o.cutList.saw.trim} mm
    </p>
  );

  return (
    <div className="grid grid-cols-1 gap-6 text-black" data-testid="workshop-pack">
      <style>{PACK_CSS}</style>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        {!loaded.floor && (
          <Link href={`/admin/orders/${o.reference}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            ← Order {o.reference}
          </Link>
        )}
        <PrintButton label="Print the workshop pack" />
        {/* The beam saw's file (issue 53); it names the customer, so not on the floor's phones. */}
        {!loaded.floor && (
          <a
            href={orderSawFileHref(o.reference)}
            download
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Saw file (.ptx)
          </a>
        )}
        <p className="text-sm text-ink-muted">A4 landscape: one page per sheet, then the edge-banding list and the boring notes.</p>
      </div>
      <h1 className="sr-only">Workshop pack for {o.reference}</h1>

      <WorkshopPack
        heading={heading}
        cutList={o.cutList}
        plans={o.plans}
        materials={o.materials}
        names={names}
        rowLabel={String}
        notes={o.notes && `Order notes: ${o.notes}`}
      />
    </div>
  );
}
