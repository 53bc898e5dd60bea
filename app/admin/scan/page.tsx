import Link from "next/link";
import { adminPage } from "@/components/admin/admin-page";
import { ScanStation } from "@/components/admin/ScanStation";

export const dynamic = "force-dynamic";
export const metadata = { title: "Scan pieces" };

/** The phone at a station (issue 40): choose the station once, then scan each piece's label as it passes. */
export default adminPage(function ScanPage({ admin }) {
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-semibold text-ink">Scan pieces</h1>
        <p className="mt-1 text-sm text-ink-muted">
          Each label read is recorded at once; with no signal it waits on this phone. The order moves into production at its first piece and is ready
          when its last piece has passed.{" "}
          <Link href="/admin/stations" className="font-medium text-brand-700 underline underline-offset-2">
            Edit the stations
          </Link>
        </p>
      </div>
      <ScanStation account={admin._id} />
    </div>
  );
});
