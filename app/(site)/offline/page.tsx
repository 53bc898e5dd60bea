import { offlineMetadata } from "@/lib/seo/twin-metadata";
import { OfflineNotice } from "@/components/offline/OfflineNotice";

export const generateMetadata = () => offlineMetadata("en");

/** Shown by the service worker, under the address asked for, when a page that needs the server is opened with no network. */
export default function OfflinePage() {
  return <OfflineNotice locale="en" />;
}
