import { afterEach, describe, expect, test, vi } from "vitest";
import { DESCRIPTION_TIMING } from "../../features/tools/model/description-timing";
import { afterDescriptionShown, FALLBACK_MS } from "./runner-after-text";

type Deliver = (identifiers: string[]) => void;

/** A PerformanceObserver that reports element timing; `deliver` hands it entries as the browser would. */
function fakeElementTiming(): { deliver: Deliver; observed: () => number } {
  const callbacks: PerformanceObserverCallback[] = [];
  let observed = 0;
  class FakeObserver {
    static supportedEntryTypes = ["element", "largest-contentful-paint"];
    private live = false;
    constructor(private readonly callback: PerformanceObserverCallback) {}
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: "element", buffered: true });
      this.live = true;
      observed++;
      callbacks.push((list, observer) => this.live && this.callback(list, observer));
    }
    disconnect() {
      this.live = false;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    observed: () => observed,
    deliver: (identifiers) => {
      const entries = identifiers.map((identifier) => ({ entryType: "element", identifier }));
      const list = { getEntries: () => entries } as unknown as PerformanceObserverEntryList;
      for (const callback of callbacks) callback(list, {} as PerformanceObserver);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the runner after the tool's text", () => {
  test("starts once the description is reported on screen, not on another element", () => {
    vi.useFakeTimers();
    const timing = fakeElementTiming();
    const start = vi.fn();
    afterDescriptionShown(start);
    expect(timing.observed()).toBe(1);
    timing.deliver(["something-else"]);
    expect(start).not.toHaveBeenCalled();
    timing.deliver([DESCRIPTION_TIMING]);
    expect(start).toHaveBeenCalledTimes(1);
    // Neither a second report nor the fallback starts it again.
    timing.deliver([DESCRIPTION_TIMING]);
    vi.advanceTimersByTime(FALLBACK_MS * 2);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("starts after the fallback when the description is never reported", () => {
    vi.useFakeTimers();
    fakeElementTiming();
    const start = vi.fn();
    afterDescriptionShown(start);
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test("a cancelled wait never starts", () => {
    vi.useFakeTimers();
    const timing = fakeElementTiming();
    const start = vi.fn();
    afterDescriptionShown(start)();
    timing.deliver([DESCRIPTION_TIMING]);
    vi.advanceTimersByTime(FALLBACK_MS * 2);
    expect(start).not.toHaveBeenCalled();
  });

  test("starts at once where the browser reports no element timing", () => {
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static supportedEntryTypes = ["paint"];
      },
    );
    const start = vi.fn();
    afterDescriptionShown(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
