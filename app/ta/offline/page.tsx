import { offlineMetadata } from "@/lib/seo/twin-metadata";
import { OfflineNotice } from "@/components/offline/OfflineNotice";

export const generateMetadata = () => offlineMetadata("ta");

/** The offline notice of the Tamil pages (lib/offline/service-worker.ts answers /ta/… with it). */
export default function TamilOfflinePage() {
  return <OfflineNotice locale="ta" />;
}
