"use client";

import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * True while the page is being printed (or shown with print media). The print
 * layout draws every sheet again; rendering it only for printing halves the
 * work of each new plan on screen. `beforeprint` renders synchronously, so the
 * browser prints the drawings (Ctrl+P included); the media query covers print
 * emulation and browsers that switch media first.
 */
export function usePrinting(): boolean {
  // Nothing to print before the first plan arrives, so the server's `false` and a print-media `true` render the same.
  const [printing, setPrinting] = useState(() => typeof window !== "undefined" && window.matchMedia("print").matches);
  useEffect(() => {
    const media = window.matchMedia("print");
    const sync = () => setPrinting(media.matches);
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(media.matches);
    media.addEventListener("change", sync);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      media.removeEventListener("change", sync);
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  return printing;
}
