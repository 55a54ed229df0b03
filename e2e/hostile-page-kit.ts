import type { Page } from "@playwright/test";

// What the hostile-content specs share: summaries injected into the service's real search answer
// (as search-safety.spec.ts does), and the page's own timings of what it rendered and validated.

/** Summaries the next searches answer with, in order; a search past the queue keeps its own. */
export const summaryQueue: string[] = [];

export async function routeSummaries(page: Page): Promise<void> {
  await page.route("**/chat/v1/search", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, summary: summaryQueue.shift() ?? body.summary } });
  });
}

/**
 * How long the page took to parse and transform summaries of `length` characters: MarkdownSummary
 * marks each with a "markdown-summary" User Timing entry (the step that froze the tab for 90 s).
 */
export const summaryTimes = (page: Page, length: number) =>
  page.evaluate(
    (chars) =>
      performance
        .getEntriesByName("markdown-summary")
        .filter((entry) => {
          const detail = (entry as PerformanceMeasure).detail as { length?: number } | null;
          return detail?.length === chars;
        })
        .map((entry) => entry.duration),
    length,
  );

/** Durations of the page's schema validations ("schema-check" User Timing entries) from `from` on. */
export const schemaChecks = (page: Page, from: number) =>
  page.evaluate(
    (index) =>
      performance
        .getEntriesByName("schema-check")
        .slice(index)
        .map((entry) => entry.duration),
    from,
  );

/** The longest task the page ran from `since` (performance.now()) on, by a long-task observer. */
export const longestTaskSince = (page: Page, since: number) =>
  page.evaluate((start) => {
    const tasks =
      (window as unknown as { e2eLongTasks?: { start: number; duration: number }[] }).e2eLongTasks ?? [];
    return Math.max(0, ...tasks.filter((task) => task.start >= start).map((task) => task.duration));
  }, since);

export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { e2eLongTasks: typeof tasks }).e2eLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
}

export async function search(page: Page, query: string): Promise<void> {
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill(query);
  await form.getByRole("button", { name: "Search" }).click();
}
