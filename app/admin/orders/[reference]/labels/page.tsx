import { AccessNotice } from "@/components/admin/AccessNotice";
import { CutInBatch } from "@/components/orders/CutInBatch";
import { loadAdminOrder } from "../load-order";
import { LabelSheets } from "@/components/orders/LabelSheets";
import { LabelsToolbar } from "@/components/orders/LabelsToolbar";
import { requestOrigin } from "@/lib/orders/origin";
import { partLabels, pieceQrCodes } from "@/lib/orders/pack-labels";

export const dynamic = "force-dynamic";
export const metadata = { title: "Part labels" };

type Props = { params: Promise<{ reference: string }>; searchParams: Promise<{ layout?: string }> };

/** Part labels for the workshop: `?layout=roll` for a 100 × 50 mm label printer, otherwise 24 to an A4 sheet. */
export default async function LabelsPage({ params, searchParams }: Props) {
  const loaded = await loadAdminOrder(params, "production.view");
  if (loaded.denied) return <AccessNotice reason={loaded.denied} message={loaded.message} />;
  const { found } = loaded;
  const reference = found.order.reference;
  if (found.order.batch) return <CutInBatch reference={reference} batch={found.order.batch} what="labels" />;
  const roll = (await searchParams).layout === "roll";
  const labels = partLabels(found.order);
  const origin = await requestOrigin();
  // One code per piece (issue 40): the scan page reads which piece it is; a phone's camera opens its order (app/p/).
  const qrOf = await pieceQrCodes(labels, origin);
  return (
    <div className="grid gap-4" data-testid={roll ? "labels-roll" : "labels-a4"}>
      <LabelsToolbar
        back={`/admin/orders/${reference}`}
        backLabel={`Order ${reference}`}
        path={`/admin/orders/${reference}/labels`}
        count={labels.length}
        roll={roll}
      />
      <h1 className="sr-only">Part labels for {reference}</h1>
      <LabelSheets labels={labels} qrOf={(l) => qrOf.get(l.code)!} roll={roll} />
    </div>
  );
}
