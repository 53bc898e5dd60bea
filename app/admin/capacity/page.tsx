import { cookies } from "next/headers";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { CapacityConsole } from "@/components/admin/CapacityConsole";
import { FloorLanguageSwitch } from "@/components/admin/FloorLanguageSwitch";
import { adminAccess } from "@/lib/auth/dal";
import { can } from "@/vocabulary/roles";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { FLOOR_LANGUAGE_COOKIE, floorLocaleOf } from "@/lib/i18n/floor-language";
import { capacityText } from "@/lib/i18n/islands/capacity";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";

export const dynamic = "force-dynamic";
export const metadata = { title: "Capacity" };

/** The Capacity page (issue 70): owner and office, in the console's language the reader chose. */
export default async function CapacityPage() {
  const access = await adminAccess("orders.read");
  if (!access.ok)
    return <AccessNotice reason={access.reason} message={access.permission ? refusalInEnglish(refusalFor(access.permission)) : undefined} />;
  const locale = floorLocaleOf((await cookies()).get(FLOOR_LANGUAGE_COOKIE)?.value);
  return (
    <div className="grid gap-4">
      <FloorLanguageSwitch locale={locale} label={capacityText(locale).language} />
      <CapacityConsole key={locale} locale={locale} canSet={!!access.user && can(access.user.role, "stations.manage")} />
    </div>
  );
}
