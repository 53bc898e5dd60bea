import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OfflineNotice } from "@/components/offline/OfflineNotice";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: "ta", namespace: "Offline" });
  return { title: t("metaTitle"), robots: { index: false } };
}

/** The offline notice of the Tamil pages (lib/offline/service-worker.ts answers /ta/… with it). */
export default function TamilOfflinePage() {
  return <OfflineNotice locale="ta" />;
}
