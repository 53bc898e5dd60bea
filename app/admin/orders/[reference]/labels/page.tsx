import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { loadAdminOrder } from "../load-order";
import { PrintButton } from "@/components/orders/PrintButton";
import { a4SheetsText, LabelSheets, ROLL_TEXT } from "@/components/orders/LabelSheets";
import { requestOrigin } from "@/lib/orders/origin";
import { partLabels, partQrSvg, piecePath } from "@/lib/orders/pack-labels";

export const dynamic = "force-dynamic";
export const metadata = { title: "Part labels" };

type Props = { params: Promise<{ reference: string }>; searchParams: Promise<{ layout?: string }> };

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
  return (
    <div className="grid gap-4" data-testid={roll ? "labels-roll" : "labels-a4"}>
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
        <p className="w-full text-sm text-ink-muted">{roll ? ROLL_TEXT : a4SheetsText(labels.length)}</p>
      </div>
      <h1 className="sr-only">Part labels for {reference}</h1>
      <LabelSheets labels={labels} qrOf={(l) => qrOf.get(l.code)!} roll={roll} />
    </div>
  );
}
