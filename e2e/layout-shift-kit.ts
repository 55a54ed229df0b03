import type { Page, Route } from "@playwright/test";

interface ShiftEntry {
  value: number;
  moved: string[];
}

/**
 * Records the layout shifts the user did not cause, as the browser reports them (what Lighthouse
 * scores as CLS), with the elements that moved, from before the page's first script.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { e2eShifts: shifts });
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const describe = ({ node, previousRect: a, currentRect: b }: Shift["sources"][number]) =>
      `${node?.nodeName ?? "?"} "${(node?.textContent ?? "").slice(0, 40)}" ${a.x},${a.y} → ${b.x},${b.y}`;
    const keep = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[])
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map(describe) });
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // Entries reach the observer a task after their frame: the reader takes those still queued.
    Object.assign(window, { e2eShiftFlush: () => keep(observer.takeRecords()) });
  });
}

/** The shift so far and, for a failure's message, what moved. */
export async function layoutShift(page: Page): Promise<{ total: number; moved: string }> {
  // Two frames first, so a change already in the DOM has been laid out and painted (and scored).
  const shifts = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const page = window as unknown as { e2eShifts: ShiftEntry[]; e2eShiftFlush: () => void };
    page.e2eShiftFlush();
    return page.e2eShifts;
  });
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.map((s) => `${s.value.toFixed(4)}: ${s.moved.join("; ")}`).join("\n"),
  };
}

/** Holds every request to `path` until `release()`; `requested` resolves once one is held. */
export async function holdRequests(page: Page, path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => (seen = resolve));
  const handler = async (route: Route) => {
    seen();
    await held;
    await route.fallback();
  };
  const matches = (url: URL) => url.pathname.endsWith(path);
  await page.route(matches, handler);
  return {
    requested,
    release: async () => {
      release();
      await page.unroute(matches, handler);
    },
  };
}
