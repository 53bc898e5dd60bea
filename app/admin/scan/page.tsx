import { ownHosts } from "@/lib/orders/origin";
import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { PairPhone } from "@/components/admin/PairPhone";
import { ScanStation } from "@/components/admin/ScanStation";
import { adminAccess } from "@/lib/auth/dal";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { can, refusalFor } from "@/lib/auth/roles";

export const dynamic = "force-dynamic";
export const metadata = { title: "Scan pieces" };

type Props = { searchParams: Promise<{ pair?: string }> };

/**
 * The phone at a station (issue 40): choose the station once, then scan each piece's label as it passes. A paired
 * station phone scans at its own stations only; a phone with nobody signed in is offered pairing by the console's
 * one-time code (issue 51), which its QR code's link (`?pair=`) brings with it.
 */
export default async function ScanPage({ searchParams }: Props) {
  const access = await adminAccess("scan");
  const { pair } = await searchParams;
  if (!access.ok) {
    if (access.reason === "signed-out") return <PairPhone initialCode={pair?.slice(0, 40)} />;
    return <AccessNotice reason={access.reason} message={access.permission ? refusalInEnglish(refusalFor(access.permission)) : undefined} />;
  }
  const editStations = !!access.user && can(access.user.role, "stations.manage");
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink">Scan pieces</h1>
        <p className="mt-1 text-sm text-ink-muted">
          {access.device ? `This phone is ${access.device.name}. ` : ""}
          Each label read is recorded at once; with no signal it waits on this phone. The order moves into production at its first piece and is ready
          when its last piece has passed.{" "}
          {editStations && (
            <Link href="/admin/stations" className="font-medium text-brand-700 underline underline-offset-2">
              Edit the stations
            </Link>
          )}
        </p>
      </div>
      <ScanStation account={access.user ? access.user._id : `device:${access.device.id}`} only={access.device?.stations} hosts={await ownHosts()} />
    </div>
  );
}
