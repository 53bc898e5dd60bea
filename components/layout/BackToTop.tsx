"use client";

import { useEffect, useState } from "react";
import ArrowUp from "lucide-react/icons/arrow-up";
import { drawLowerSectionsWhenIdle, scrollToY } from "@/lib/client/scroll";
import { useEditingField } from "@/lib/client/editing-field";

/** The spec's threshold: shown once the page is scrolled more than 200 px. */
export const BACK_TO_TOP_THRESHOLD = 200;

/** How long it stays after the page stops scrolling: then it steps aside, so it never sits over what is being read. */
export const BACK_TO_TOP_IDLE_MS = 3000;

/**
 * Shown past the threshold while the page is being scrolled, and for a few seconds after (issue 55: resting in the
 * corner it covered the estimate's amounts, the sheet's yield and the Tamil error box); never while a field is
 * being typed in: it never covers the field or its label. After the typing it comes back with the next scroll, not
 * at once: popping up under the finger that just left the field for a nearby button would take that tap.
 */
export function BackToTop({ label }: { label: string }) {
  const [scrolled, setScrolled] = useState(false);
  const editing = useEditingField();
  const [typedSinceScroll, setTypedSinceScroll] = useState(false);
  const [resting, setResting] = useState(false);
  if (editing && !typedSinceScroll) setTypedSinceScroll(true);
  const visible = scrolled && !editing && !typedSinceScroll && !resting;

  useEffect(() => {
    let frame = 0;
    let idle: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD);
      setTypedSinceScroll(false);
      setResting(false);
      clearTimeout(idle);
      idle = setTimeout(() => setResting(true), BACK_TO_TOP_IDLE_MS);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    onScroll(); // where a reload left the page
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(idle);
    };
  }, []);

  // Every page has this button once: it also finishes drawing the landing page's lower sections after the load.
  useEffect(drawLowerSectionsWhenIdle, []);

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        void scrollToY(0).then(() => {
          // Keyboard users continue from the top of the page, not from a hidden button.
          document.querySelector<HTMLElement>("header a[href]")?.focus({ preventScroll: true });
        });
      }}
      className={`fixed right-4 bottom-[calc(1rem+var(--bottom-bar,0px))] z-30 grid size-12 place-items-center rounded-full border border-brand-900/20 bg-brand-700 text-white shadow-lg transition-[opacity,transform,visibility] duration-200 hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:right-6 sm:bottom-[calc(1.5rem+var(--bottom-bar,0px))] ${
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0"
      }`}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
