import { AccessNotice } from "@/components/admin/AccessNotice";
import { LabelSheets } from "@/components/orders/LabelSheets";
import { LabelsToolbar } from "@/components/orders/LabelsToolbar";
import { batchLabels } from "@/lib/batches/labels";
import { requestOrigin } from "@/lib/orders/origin";
import { pieceQrCodes } from "@/lib/orders/pack-labels";
import { loadAdminBatch } from "../../load-batch";

export const dynamic = "force-dynamic";
export const metadata = { title: "Batch part labels" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ layout?: string }> };

/** A batch's labels, sorted by order, each with its piece's code and the batch's sheet it is cut from. */
export default async function BatchLabelsPage({ params, searchParams }: Props) {
  const loaded = await loadAdminBatch(params, "production.view");
  if (loaded.denied) return <AccessNotice reason={loaded.denied} message={loaded.message} />;
  const { batch } = loaded;
  const roll = (await searchParams).layout === "roll";
  // No label for an order cancelled after the batch started: its pieces are not cut (issue 50).
  const labels = batchLabels({ ...batch, details: batch.details.filter((d) => !batch.cancelled.includes(d.reference)) });
  const origin = await requestOrigin();
  const qrOf = await pieceQrCodes(labels, origin);
  return (
    <div className="grid gap-4" data-testid={roll ? "labels-roll" : "labels-a4"}>
      <LabelsToolbar
        back={`/admin/batches/${batch.id}`}
        backLabel={`Batch ${batch.id}`}
        path={`/admin/batches/${batch.id}/labels`}
        count={labels.length}
        roll={roll}
      />
      <h1 className="sr-only">Part labels for batch {batch.id}</h1>
      {batch.cancelled.length > 0 && (
        <p className="text-sm font-semibold text-red-800 print:hidden" data-testid="batch-cancelled">
          Cancelled after the batch started, so not labelled: {batch.cancelled.join(", ")}. Do not cut their pieces.
        </p>
      )}
      <LabelSheets labels={labels} qrOf={(l) => qrOf.get(l.code)!} roll={roll} />
    </div>
  );
}
