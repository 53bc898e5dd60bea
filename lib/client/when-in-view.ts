/**
 * Calls `task` once, the first time `el` comes within `rootMargin` of the
 * viewport, then stops watching. Without IntersectionObserver (very old
 * browsers) it calls `task` at once: the content then simply shows or loads.
 * Returns a cancel function, so it can be the whole body of a React effect.
 */
import "client-only";
export function whenInView(el: Element, task: () => void, rootMargin = "0px"): () => void {
  if (!("IntersectionObserver" in window)) {
    task();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin },
  );
  observer.observe(el);
  return () => observer.disconnect();
}
