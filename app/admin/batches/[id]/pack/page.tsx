import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { PrintButton } from "@/components/orders/PrintButton";
import { PACK_CSS, WorkshopPack } from "@/components/orders/WorkshopPack";
import { batchRowLabel } from "@/lib/batches/labels";
import { partName } from "@/lib/cutting/list/sheet-text";
import { loadAdminBatch } from "../../load-batch";
import { batchSawFileHref } from "@/lib/client/api/links";
import { inEnglish } from "@/lib/i18n/refusal-text";

export const dynamic = "force-dynamic";
export const metadata = { title: "Batch workshop pack" };

type Props = { params: Promise<{ id: string }> };

/** A batch's workshop pack: its sheets with their numbered cuts, each part named with its order, then banding and boring. */
export default async function BatchPackPage({ params }: Props) {
  const loaded = await loadAdminBatch(params, "production.view");
  if (loaded.denied) return <AccessNotice reason={loaded.denied} message={loaded.message} />;
  const { batch } = loaded;
  const rowOf = batchRowLabel(batch.origin);
  // An order cancelled after the batch started: its pieces stay on the sheets (the boards are already cut to the
  // plan), each marked not to be cut (issue 50).
  const dropped = new Set(batch.cancelled);
  const names = batch.cutList.rows.map(
    (r, i) =>
      `${dropped.has(batch.origin[i].order) ? "DO NOT CUT · " : ""}${rowOf(i + 1)} ${inEnglish(partName({ name: r.name, run: r.run?.trim() }))}`,
  );
  const heading = (
    <p className="text-sm">
      <strong className="tabular">Batch {batch.id}</strong> ·{" "}
      {batch.details.map((d) => (d.customer ? `${d.reference} (${d.customer})` : d.reference)).join(", ")} · kerf {batch.cutList.saw.kerf} mm, trim{" "}
      {batch.cutList.saw.trim} mm
      {dropped.size > 0 && (
        <strong className="block" data-testid="batch-cancelled">
          Cancelled after the batch started: {[...dropped].join(", ")}. Do not cut their pieces (marked DO NOT CUT).
        </strong>
      )}
    </p>
  );
  return (
    <div className="grid grid-cols-1 gap-6 text-black" data-testid="workshop-pack">
      <style>{PACK_CSS}</style>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link href={`/admin/batches/${batch.id}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          ← Batch {batch.id}
        </Link>
        <PrintButton label="Print the workshop pack" />
        {/* The beam saw's file (issue 53); it names the customers, so not on the floor's phones. */}
        {!loaded.floor && (
          <a
            href={batchSawFileHref(batch.id)}
            download
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Saw file (.ptx)
          </a>
        )}
        <p className="text-sm text-ink-muted">
          A4 landscape: one page per sheet, each part with its order, then the edge-banding list and the boring notes.
        </p>
      </div>
      <h1 className="sr-only">Workshop pack for batch {batch.id}</h1>
      <WorkshopPack heading={heading} cutList={batch.cutList} plans={batch.plans} materials={batch.names} names={names} rowLabel={rowOf} />
    </div>
  );
}
