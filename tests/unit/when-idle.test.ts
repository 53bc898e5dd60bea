import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdleAfterLoad } from "@/lib/client/when-idle";

/** A minimal window and document: enough for the scheduler, nothing more. */
function fakeBrowser({ readyState, idle }: { readyState: DocumentReadyState; idle: boolean }) {
  const listeners = new Map<string, () => void>();
  const idleCallbacks: Array<() => void> = [];
  const win = {
    addEventListener: vi.fn((type: string, fn: () => void) => listeners.set(type, fn)),
    removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    ...(idle
      ? {
          requestIdleCallback: vi.fn((fn: () => void) => idleCallbacks.push(fn)),
          cancelIdleCallback: vi.fn(),
        }
      : {}),
  };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", { readyState });
  return { win, fireLoad: () => listeners.get("load")?.(), runIdle: () => idleCallbacks.splice(0).forEach((f) => f()) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdleAfterLoad", () => {
  it("waits for the load event, then for idle time", () => {
    const b = fakeBrowser({ readyState: "interactive", idle: true });
    const task = vi.fn();
    whenIdleAfterLoad(task);
    b.runIdle();
    expect(task).not.toHaveBeenCalled();
    b.fireLoad();
    expect(task).not.toHaveBeenCalled();
    b.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("asks for idle time at once when the page has already loaded", () => {
    const b = fakeBrowser({ readyState: "complete", idle: true });
    const task = vi.fn();
    whenIdleAfterLoad(task, 1500);
    expect(b.win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    b.runIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("never runs a cancelled task (an effect cleaned up before idle time)", () => {
    const b = fakeBrowser({ readyState: "complete", idle: true });
    const task = vi.fn();
    const cancel = whenIdleAfterLoad(task);
    cancel();
    b.runIdle();
    expect(task).not.toHaveBeenCalled();
    expect(b.win.cancelIdleCallback).toHaveBeenCalled();
  });

  it("falls back to a timer where requestIdleCallback is missing (Safari)", () => {
    vi.useFakeTimers();
    fakeBrowser({ readyState: "complete", idle: false });
    const task = vi.fn();
    whenIdleAfterLoad(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
