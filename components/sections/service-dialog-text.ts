import "server-only";
import { getTranslations } from "next-intl/server";
import { localHref, type Locale } from "@/lib/i18n/locales";
import type { ServiceDialogText } from "./ServiceDialog";

/** The words of the job-work service modal in `locale`, handed to the islands that open it (it loads no messages itself). */
export async function serviceDialogText(locale: Locale): Promise<ServiceDialogText> {
  const t = await getTranslations({ locale, namespace: "JobWork" });
  return {
    locale,
    download: t.raw("download") as string,
    quote: t("quote"),
    quoteText: t.raw("quoteText") as string,
    cutListOffer: t.raw("cutListOffer") as string,
    sheetOffer: t.raw("sheetOffer") as string,
    cutListHref: localHref(locale, "/cut-list"),
    ratesOffer: t.raw("ratesOffer") as string,
    ratesHref: `${localHref(locale, "/services")}#rates`,
  };
}
