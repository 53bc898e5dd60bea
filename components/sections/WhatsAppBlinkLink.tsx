/**
 * A saffron pulse that keeps the text at full contrast (ink on saffron or
 * cream). Only opacity animates (a cream layer under the text fades in and
 * out), so the compositor runs the blink: animating background-color would
 * restyle and repaint the link on the main thread 60 times a second, for as
 * long as the page is open, on the phones this site is for. Inlined into the
 * <head> by React 19, deduplicated by href.
 */
const blinkCss = `
.whatsapp-blink{position:relative;isolation:isolate}
.whatsapp-blink::before{content:"";position:absolute;inset:0;z-index:-1;border-radius:inherit;background:#fff5e3;opacity:0;animation:whatsapp-blink 1.2s ease-in-out infinite}
.whatsapp-blink .whatsapp-dot{animation:whatsapp-dot 1.2s ease-in-out infinite}
@keyframes whatsapp-blink{0%,100%{opacity:0}50%{opacity:1}}
@keyframes whatsapp-dot{0%,100%{opacity:1}50%{opacity:.2}}
@media (prefers-reduced-motion: reduce){.whatsapp-blink::before,.whatsapp-blink .whatsapp-dot{animation:none}}`;

/** The spec's blinking link to the business chat; the blink stops under prefers-reduced-motion. */
export function WhatsAppBlinkLink({ label, href, className = "" }: { label: string; href: string; className?: string }) {
  return (
    <>
      <style href="whatsapp-blink" precedence="default">
        {blinkCss}
      </style>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={`whatsapp-blink inline-flex items-center gap-3 rounded-full border border-accent-500 bg-accent-300 px-4 py-2.5 text-sm font-semibold text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
      >
        <span aria-hidden="true" className="whatsapp-dot size-2.5 shrink-0 rounded-full bg-accent-700" />
        {label}
      </a>
    </>
  );
}
