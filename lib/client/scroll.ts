/**
 * Smooth scrolling for the section links and the back-to-top button: the
 * spec's 500 ms and -70 px (the sticky header's height), with our own
 * requestAnimationFrame easing so the duration is exact in every browser
 * (CSS `scroll-behavior: smooth` has no duration). Instant when the visitor
 * prefers reduced motion.
 */
import "client-only";
import { whenIdleAfterLoad } from "./when-idle";

const SECTION_SCROLL_MS = 500;
/** The sticky header bar is 70 px tall; sections stop just below it. */
const SECTION_SCROLL_OFFSET = -70;

let frame = 0;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** Scrolls the window to `targetY` over `duration` ms; resolves when it gets there. */
export function scrollToY(targetY: number, duration = SECTION_SCROLL_MS): Promise<void> {
  cancelAnimationFrame(frame);
  const maxY = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const to = Math.min(Math.max(0, Math.round(targetY)), maxY);
  const from = window.scrollY;
  if (duration <= 0 || prefersReducedMotion() || Math.abs(to - from) < 2) {
    window.scrollTo(0, to);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / duration);
      window.scrollTo(0, from + (to - from) * easeInOutCubic(t));
      if (t < 1) frame = requestAnimationFrame(step);
      else resolve();
    };
    frame = requestAnimationFrame(step);
  });
}

/**
 * Draws the sections left undrawn for the first paint (app/globals.css .drawn-near-screen), one per idle moment
 * after the page has loaded: the first frame stays small on a slow phone, and the page is whole before anyone
 * scrolls far (positions exact, nothing left to draw mid-scroll, a full-page screenshot or a print complete).
 */
export function drawLowerSectionsWhenIdle(): () => void {
  const pending = [...document.querySelectorAll(".drawn-near-screen:not([data-drawn])")];
  let cancel = () => {};
  const next = () => {
    const el = pending.shift();
    if (!el) return;
    el.setAttribute("data-drawn", "");
    cancel = whenIdleAfterLoad(next);
  };
  cancel = whenIdleAfterLoad(next);
  return () => cancel();
}

/**
 * Scrolls to the section with this id (500 ms, -70 px), puts `#id` in the
 * address bar without adding a history entry, and moves keyboard focus to the
 * section so that Tab continues from there. Returns false when the page has
 * no such section (the caller then navigates to `/#id`).
 */
export function scrollToSection(id: string, { offset = SECTION_SCROLL_OFFSET, duration = SECTION_SCROLL_MS } = {}): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  // The sections not yet drawn have an estimated height (app/globals.css .drawn-near-screen): draw them all first, so
  // the position measured below is the one the scroll ends at.
  document.documentElement.setAttribute("data-all-drawn", "");
  const y = el.getBoundingClientRect().top + window.scrollY + offset;
  window.history.replaceState(window.history.state, "", `#${id}`);
  void scrollToY(y, duration).then(() => {
    if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
    el.focus({ preventScroll: true });
  });
  return true;
}
