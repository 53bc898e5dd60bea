import type { ReactNode } from "react";
import { AuthProviders } from "@/components/auth/AuthProviders";
import { OutboxSender } from "@/components/orders/OutboxSender";
import { BackToTop } from "./BackToTop";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { ServiceWorker } from "./ServiceWorker";

/**
 * Everything around a public page: skip link, header, the page's <main>,
 * footer, back-to-top, the auth dialogs (with their client state) and the
 * sender of orders placed with no network and the offline worker's registration. Used by
 * the (site) route group's layout and by the 404 page.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <AuthProviders>
      <a
        href="#main"
        data-skip-link
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <BackToTop />
      <OutboxSender />
      <ServiceWorker />
    </AuthProviders>
  );
}
