import { afterEach, describe, expect, it, vi } from "vitest";
import { whenInView } from "@/lib/client/when-in-view";

/** A stand-in IntersectionObserver that the test drives by hand. */
function fakeObserver() {
  const made: Array<{
    fire: (isIntersecting: boolean) => void;
    options: IntersectionObserverInit | undefined;
    disconnect: ReturnType<typeof vi.fn>;
  }> = [];
  class FakeIO {
    disconnect = vi.fn();
    constructor(cb: (entries: Array<{ isIntersecting: boolean }>) => void, options?: IntersectionObserverInit) {
      made.push({ fire: (isIntersecting) => cb([{ isIntersecting }]), options, disconnect: this.disconnect });
    }
    observe() {}
  }
  vi.stubGlobal("window", { IntersectionObserver: FakeIO });
  vi.stubGlobal("IntersectionObserver", FakeIO);
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe("whenInView", () => {
  it("runs the task once, on the first intersection, and stops watching", () => {
    const observers = fakeObserver();
    const task = vi.fn();
    whenInView({} as Element, task, "800px 0px");
    expect(observers[0].options).toEqual({ rootMargin: "800px 0px" });
    observers[0].fire(false);
    expect(task).not.toHaveBeenCalled();
    observers[0].fire(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers[0].disconnect).toHaveBeenCalled();
  });

  it("cancelling stops watching before anything runs", () => {
    const observers = fakeObserver();
    const task = vi.fn();
    whenInView({} as Element, task)();
    expect(observers[0].disconnect).toHaveBeenCalled();
  });

  it("without IntersectionObserver, runs the task at once", () => {
    vi.stubGlobal("window", {});
    const task = vi.fn();
    whenInView({} as Element, task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
