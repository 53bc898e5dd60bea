import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { a4SheetsText, LabelSheets, ROLL_TEXT } from "@/components/orders/LabelSheets";
import { PrintButton } from "@/components/orders/PrintButton";
import { batchLabels } from "@/lib/batches/labels";
import { requestOrigin } from "@/lib/orders/origin";
import { partQrSvg, piecePath } from "@/lib/orders/pack-labels";
import { loadAdminBatch } from "../../load-batch";

export const dynamic = "force-dynamic";
export const metadata = { title: "Batch part labels" };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ layout?: string }> };

/** A batch's labels, sorted by order, each with its piece's code and the batch's sheet it is cut from. */
export default async function BatchLabelsPage({ params, searchParams }: Props) {
  const loaded = await loadAdminBatch(params);
  if (loaded.denied) return <AccessNotice reason={loaded.denied} />;
  const { batch } = loaded;
  const roll = (await searchParams).layout === "roll";
  const labels = batchLabels(batch);
  const origin = await requestOrigin();
  const qrOf = new Map<string, string>();
  for (const l of labels) qrOf.set(l.code, await partQrSvg(`${origin}${piecePath(l.code)}`));
  return (
    <div className="grid gap-4" data-testid={roll ? "labels-roll" : "labels-a4"}>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link href={`/admin/batches/${batch.id}`} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          ← Batch {batch.id}
        </Link>
        <PrintButton label={`Print ${labels.length} labels`} />
        <Link
          href={`/admin/batches/${batch.id}/labels${roll ? "" : "?layout=roll"}`}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {roll ? "A4 sheet of 24 instead" : "100 × 50 mm label printer instead"}
        </Link>
        <p className="w-full text-sm text-ink-muted">{roll ? ROLL_TEXT : a4SheetsText(labels.length)}</p>
      </div>
      <h1 className="sr-only">Part labels for batch {batch.id}</h1>
      <LabelSheets labels={labels} qrOf={(l) => qrOf.get(l.code)!} roll={roll} />
    </div>
  );
}
