import type { Metadata } from "next";
import WifiOff from "lucide-react/icons/wifi-off";
import { TryAgain } from "@/components/offline/TryAgain";

export const metadata: Metadata = {
  title: "No network",
  robots: { index: false },
};

/**
 * Shown by the service worker (lib/offline/service-worker.ts), under the address asked for,
 * when a page that needs the server is opened with no network.
 */
export default function OfflinePage() {
  return (
    <section aria-labelledby="offline-title" className="bg-paper">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.18em] text-accent-700 uppercase">
          <WifiOff aria-hidden="true" className="size-4" />
          No network
        </p>
        <h1 id="offline-title" className="mt-4 text-3xl font-semibold tracking-tight text-balance text-brand-900 sm:text-4xl">
          This page needs the network
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-muted">
          This phone has no connection just now, and this page comes from the workshop&apos;s server. It will open when the signal is back.
        </p>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">
          Your cut list works without a network: edit it, see the plan and the estimate, and place the order. It waits on this phone and is sent by
          itself when the network is back.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {/* A plain link: with no network a client-side navigation would fail before the worker could answer. */}
          <a
            href="/cut-list"
            className="inline-flex min-h-12 items-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Open the cut list
          </a>
          <TryAgain label="Try again" />
        </div>
      </div>
    </section>
  );
}
