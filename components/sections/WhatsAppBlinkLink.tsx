import { whatsappLink } from "@/lib/site";

/**
 * A saffron pulse that keeps the text at full contrast (ink on saffron or
 * cream). Inlined into the <head> by React 19, deduplicated by href.
 */
const blinkCss = `
.whatsapp-blink{animation:whatsapp-blink 1.2s ease-in-out infinite}
.whatsapp-blink .whatsapp-dot{animation:whatsapp-dot 1.2s ease-in-out infinite}
@keyframes whatsapp-blink{0%,100%{background-color:var(--color-accent-300,#f7c46b);border-color:var(--color-accent-500,#ee8a12)}50%{background-color:#fff5e3;border-color:var(--color-accent-300,#f7c46b)}}
@keyframes whatsapp-dot{0%,100%{opacity:1}50%{opacity:.2}}
@media (prefers-reduced-motion: reduce){.whatsapp-blink,.whatsapp-blink .whatsapp-dot{animation:none}}`;

/** The spec's blinking link to the business chat; the blink stops under prefers-reduced-motion. */
export function WhatsAppBlinkLink({ className = "" }: { className?: string }) {
  return (
    <>
      <style href="whatsapp-blink" precedence="default">
        {blinkCss}
      </style>
      <a
        href={whatsappLink()}
        target="_blank"
        rel="noopener noreferrer"
        className={`whatsapp-blink inline-flex items-center gap-3 rounded-full border border-accent-500 bg-accent-300 px-4 py-2.5 text-sm font-semibold text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
      >
        <span aria-hidden="true" className="whatsapp-dot size-2.5 shrink-0 rounded-full bg-accent-700" />
        Click here to connect WhatsApp
      </a>
    </>
  );
}
