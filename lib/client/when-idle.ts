/**
 * Runs `task` once the page has finished loading and the main thread is idle
 * (at the latest `timeoutMs` after the load event). Returns a cancel function,
 * so it can be the whole body of a React effect.
 *
 * Why: on a mid-range phone the first seconds belong to the HTML, the CSS and
 * hydration. Work that can wait (a background refresh and the library behind
 * it) should not compete with them for the network or the CPU.
 */
import "client-only";
export function whenIdleAfterLoad(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a macrotask after load is close enough.
    if (typeof window.requestIdleCallback === "function") idleId = window.requestIdleCallback(run, { timeout: timeoutMs });
    else timer = setTimeout(run, 1);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    clearTimeout(timer);
  };
}
