"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { whenIdleAfterLoad } from "@/lib/client/when-idle";
import { whenInView } from "@/lib/client/when-in-view";

/**
 * Hidden before the reveal only when scripts run and motion is welcome: with
 * JavaScript off, or under prefers-reduced-motion, the content simply shows.
 * Inlined by React 19 into the <head> once per page (deduplicated by href):
 * no extra stylesheet request for 150 bytes of CSS.
 */
const revealCss =
  "@media (scripting: enabled) and (prefers-reduced-motion: no-preference){.reveal-on-scroll:not([data-revealed]){opacity:0;transform:translateY(24px)}}";

/**
 * framer-motion's animation code loads after the first paint (at idle time, or
 * when a block first scrolls in, whichever comes first): every Reveal on the
 * site sits below the first screen, so none of it belongs in the first load.
 */
let animateModule: Promise<typeof import("framer-motion/dom/mini")> | undefined;
const loadAnimate = () => (animateModule ??= import("framer-motion/dom/mini"));
let preloadScheduled = false;
/** Once per page, however many Reveals it has. */
function preloadAnimateWhenIdle() {
  if (preloadScheduled) return;
  preloadScheduled = true;
  whenIdleAfterLoad(() => void loadAnimate().catch(() => undefined));
}

/** The spec's page-reveal duration. */
const REVEAL_DURATION_S = 1;

/**
 * Fades its content in with a short rise the first time it scrolls into view
 * (1000 ms, once), and does nothing under prefers-reduced-motion.
 *
 * Why framer-motion's mini `animate` (the Web Animations API, about 6 KB, and
 * loaded on demand) and
 * not `LazyMotion` + `m.div`: the `domAnimation` feature bundle that
 * `whileInView` needs is about 25 KB gzipped, more than half of the site's
 * whole JavaScript budget, for one fade. The element is server-rendered as a
 * plain div that CSS hides until the reveal (only when scripts run and motion
 * is welcome), so nothing shifts and nothing is lost without JavaScript.
 */
export function Reveal({
  children,
  className = "",
  delayMs = 0,
}: {
  children: ReactNode;
  className?: string;
  /** Wait this long after the element enters the viewport (for a gentle stagger). */
  delayMs?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const show = () => el.setAttribute("data-revealed", "");
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || !("IntersectionObserver" in window)) {
      show();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stop: (() => void) | undefined;
    let disposed = false;
    preloadAnimateWhenIdle();
    const run = () => {
      loadAnimate().then(
        ({ animate }) => {
          if (disposed) return;
          // Started in the same task as the attribute, so the final state never flashes first.
          show();
          const controls = animate(
            el,
            { opacity: [0, 1], transform: ["translateY(24px)", "translateY(0)"] },
            { duration: REVEAL_DURATION_S, ease: [0.22, 1, 0.36, 1] },
          );
          stop = () => controls.stop();
        },
        // No animation code (offline, a failed chunk): show the content as it is.
        () => !disposed && show(),
      );
    };
    const cancelView = whenInView(
      el,
      () => {
        if (delayMs > 0) timer = setTimeout(run, delayMs);
        else run();
      },
      "0px 0px -8% 0px",
    );
    return () => {
      disposed = true;
      cancelView();
      clearTimeout(timer);
      stop?.();
    };
  }, [delayMs]);

  return (
    <>
      <style href="reveal-on-scroll" precedence="default">
        {revealCss}
      </style>
      <div ref={ref} className={`reveal-on-scroll ${className}`}>
        {children}
      </div>
    </>
  );
}
