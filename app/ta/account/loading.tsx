import { getTranslations } from "next-intl/server";
import { PageLoading } from "@/components/errors/PageLoading";

export default async function TamilAccountLoading() {
  const t = await getTranslations({ locale: "ta", namespace: "Auth" });
  return <PageLoading label={t("accountLoading")} />;
}
