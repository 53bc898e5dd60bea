"use client";

import { useEffect, useState, type RefObject } from "react";

const NO_OBSERVER = typeof window !== "undefined" && !("IntersectionObserver" in window);

/**
 * Whether an element is on screen or within `margin` of it. A plan of a big
 * list has dozens of sheet drawings; drawing only those near the screen keeps
 * each new plan's render short on a slow phone. Without IntersectionObserver
 * everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = "600px"): boolean {
  const [near, setNear] = useState(NO_OBSERVER);
  useEffect(() => {
    const el = ref.current;
    if (!el || NO_OBSERVER) return;
    const io = new IntersectionObserver(([entry]) => setNear(entry.isIntersecting), { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin]);
  return near;
}
