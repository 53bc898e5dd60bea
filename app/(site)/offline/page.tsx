import type { Metadata } from "next";
import { OfflineNotice } from "@/components/offline/OfflineNotice";

export const metadata: Metadata = {
  title: "No network",
  robots: { index: false },
};

/** Shown by the service worker, under the address asked for, when a page that needs the server is opened with no network. */
export default function OfflinePage() {
  return <OfflineNotice locale="en" />;
}
