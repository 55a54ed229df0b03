// The page's main-thread tasks while wheel-scrolling a list, by the CPU time each took (the trace's
// thread duration), not by its wall time: on a busy host another process's turn on the core
// lengthens a task's wall time but not its CPU time, so the count of tasks over 50 ms says the same at
// any load. The table and the Spending steps budget that count.
/* global requestAnimationFrame -- evaluate() callbacks run in the page */

const LONG_MS = 50;

/** The page's renderer main thread in a trace: its main frame's process, the thread named CrRendererMain. */
function mainThreadOf(events) {
  const frames = events.find((e) => e.name === "TracingStartedInBrowser")?.args?.data?.frames ?? [];
  const pid = frames.find((frame) => !frame.parent)?.processId;
  const thread = events.find(
    (e) => e.ph === "M" && e.name === "thread_name" && e.pid === pid && e.args?.name === "CrRendererMain",
  );
  if (!thread) throw new Error("the trace names no main thread for the page");
  return { pid: thread.pid, tid: thread.tid };
}

/**
 * Wheel-scrolls `scroller` down 40 notches and up 20, a frame apart, and returns the longest task of
 * the page's main thread meanwhile and how many took over 50 ms, in CPU ms (`wall` beside: the same
 * count by wall time, as information).
 * @param {import("@playwright/test").Browser} browser
 * @param {import("@playwright/test").Page} page
 * @param {import("@playwright/test").Locator} scroller
 */
export async function tasksWhileScrolling(browser, page, scroller) {
  const box = await scroller.boundingBox();
  if (!box) throw new Error("the list has no box to scroll");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
  });
  let events = [];
  try {
    for (let i = 0; i < 60; i++) {
      await page.mouse.wheel(0, i < 40 ? 1200 : -1200);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
    }
    await page.waitForTimeout(300);
  } finally {
    events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  }
  const main = mainThreadOf(events);
  const tasks = events.filter(
    (e) => e.ph === "X" && e.name === "RunTask" && e.pid === main.pid && e.tid === main.tid,
  );
  const cpu = tasks.map((e) => (e.tdur ?? e.dur) / 1000);
  return {
    longest: Math.round(Math.max(0, ...cpu)),
    count: cpu.filter((ms) => ms > LONG_MS).length,
    wall: tasks.filter((e) => e.dur / 1000 > LONG_MS).length,
  };
}
