import { ownHosts } from "@/lib/orders/origin";
import Link from "next/link";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { PairPhone } from "@/components/admin/PairPhone";
import { ScanStation } from "@/components/admin/ScanStation";
import { adminAccess } from "@/lib/auth/dal";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { can } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { cookies } from "next/headers";
import { FloorLanguageSwitch } from "@/components/admin/FloorLanguageSwitch";
import { FLOOR_LANGUAGE_COOKIE, floorLocaleOf } from "@/lib/i18n/floor-language";
import { floorText } from "@/lib/i18n/islands/floor";
import { fill } from "@/lib/i18n/template";

export const dynamic = "force-dynamic";
export const metadata = { title: "Scan pieces" };

type Props = { searchParams: Promise<{ pair?: string; code?: string }> };

/**
 * The phone at a station (issue 40): choose the station once, then scan each piece's label as it passes. A paired
 * station phone scans at its own stations only; a phone with nobody signed in is offered pairing by the console's
 * one-time code (issue 51), which its QR code's link (`?pair=`) brings with it.
 */
export default async function ScanPage({ searchParams }: Props) {
  const access = await adminAccess("scan");
  const { pair, code } = await searchParams;
  // The phone's own language (walk C5): chosen on the pairing screen or here, kept on the phone.
  const locale = floorLocaleOf((await cookies()).get(FLOOR_LANGUAGE_COOKIE)?.value);
  if (!access.ok) {
    if (access.reason === "signed-out") return <PairPhone initialCode={pair?.slice(0, 40)} initialLocale={locale} />;
    return <AccessNotice reason={access.reason} message={access.permission ? refusalInEnglish(refusalFor(access.permission)) : undefined} />;
  }
  const t = floorText(locale).scan;
  const editStations = !!access.user && can(access.user.role, "stations.manage");
  return (
    <div className="grid gap-4" lang={locale === "ta" ? "ta" : "en"}>
      <FloorLanguageSwitch locale={locale} label={t.language} />
      <div>
        <h1 className="text-2xl font-semibold text-ink">{t.title}</h1>
        <p className="mt-1 text-sm text-ink-muted">
          {access.device ? `${fill(t.thisPhone, { name: access.device.name })} ` : ""}
          {t.intro}{" "}
          {editStations && (
            <Link href="/admin/stations" className="font-medium text-brand-700 underline underline-offset-2">
              {t.editStations}
            </Link>
          )}
        </p>
      </div>
      <ScanStation
        account={access.user ? access.user._id : `device:${access.device.id}`}
        only={access.device?.stations}
        hosts={await ownHosts()}
        locale={locale}
        initialCode={code?.slice(0, 40) ?? ""}
      />
    </div>
  );
}
