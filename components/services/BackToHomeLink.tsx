import ArrowLeft from "lucide-react/icons/arrow-left";

/** The spec's "Back to Home" button of the services section: a link to the landing page in the page's language, styled as a button. */
export function BackToHomeLink({ href, label }: { href: string; label: string }) {
  return (
    // A plain link: next/link's client code (about 2.5 KB) is not worth it for one link home.
    <a
      href={href}
      className="inline-flex items-center gap-2 rounded-md border border-brand-700 bg-white px-5 py-3 text-base font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {label}
    </a>
  );
}
