import { getSite } from "@/lib/business/site-facts-store";

/** Under the gallery: the next step for a visitor who liked what they saw. */
/** Its words in the page's language (messages/*.json, About.work). */
export async function WhatsAppNote({ text }: { text: { want: string; send: string; whatsappText: string; opensNewTab: string } }) {
  const site = await getSite();
  return (
    <p className="mt-8 text-base text-ink-muted">
      {text.want}{" "}
      <a
        href={site.whatsappLink(text.whatsappText)}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-4 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {text.send}
        <span className="sr-only">{text.opensNewTab}</span>
      </a>
    </p>
  );
}
