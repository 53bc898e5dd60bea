import { whatsappLink } from "@/lib/site";

/** Under the gallery: the next step for a visitor who liked what they saw. */
export function WhatsAppNote() {
  return (
    <p className="mt-8 text-base text-ink-muted">
      Want parts like these?{" "}
      <a
        href={whatsappLink("Hello, I saw your work on the website and would like a quote.")}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Send us your cutting list on WhatsApp
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
