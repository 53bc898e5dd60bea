import Link from "next/link";
import { notFound } from "next/navigation";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { PrintButton } from "@/components/orders/PrintButton";
import { adminAccess } from "@/lib/auth/dal";
import { materialName } from "@/lib/cutting/list/materials";
import { formatDate, formatWhen } from "@/lib/format/date";
import { partQrSvg } from "@/lib/orders/pack-labels";
import { requestOrigin } from "@/lib/orders/origin";
import { getCatalog } from "@/lib/rack/catalog";
import { OFFCUT_ID } from "@/lib/rack/offcut-schema";
import { getOffcut } from "@/lib/rack/offcuts";

export const dynamic = "force-dynamic";
export const metadata = { title: "Offcut label" };

/** The label stuck on a stored piece: its id large enough to read across the rack, with material, size and where it came from. */
export default async function OffcutLabelPage({ params }: { params: Promise<{ id: string }> }) {
  const access = await adminAccess("offcuts.manage");
  if (!access.ok) return <AccessNotice reason={access.reason} />;
  const { id } = await params;
  const piece = OFFCUT_ID.test(id) ? await getOffcut(id) : null;
  if (!piece) notFound();
  const catalog = await getCatalog();
  const label = catalog.materials.find((m) => m.id === piece.material)?.label ?? materialName(piece.material);
  // The QR code opens this piece in the console, as a part's opens the part (server-made SVG: no QR library in the browser).
  const qr = await partQrSvg(`${await requestOrigin()}/admin/offcuts/${piece.id}/label`);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <Link href="/admin/offcuts" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          ← Offcuts
        </Link>
        <PrintButton label="Print the label" />
      </div>
      <h1 className="sr-only">Label of offcut {piece.id}</h1>
      <div className="flex w-[90mm] gap-3 rounded-md border-2 border-ink bg-white p-4 text-ink" data-testid="offcut-label">
        <div className="min-w-0 flex-1">
          <p className="font-mono text-5xl font-bold tracking-widest">{piece.id}</p>
          {piece.owner && (
            <p className="mt-1 text-lg font-bold" data-testid="offcut-label-owner">
              {piece.owner.name}&apos;s piece · keep until {formatDate(piece.keepUntil!)}
            </p>
          )}
          <p className="mt-2 text-lg font-semibold">{label}</p>
          <p className="tabular text-lg">
            {piece.length} × {piece.width} mm <span className="text-sm">(length along the grain)</span>
          </p>
          <p className="mt-1 text-sm">
            Stored {formatWhen(piece.addedAt)}
            {piece.from && ` · from ${piece.from.split("/")[0]}, sheet ${piece.from.split("/")[1]}`}
          </p>
          {piece.note && <p className="text-sm">{piece.note}</p>}
        </div>
        <span className="size-[24mm] shrink-0 [&>svg]:h-full [&>svg]:w-full" data-testid="offcut-label-qr" dangerouslySetInnerHTML={{ __html: qr }} />
      </div>
    </div>
  );
}
