import { expect, type Page } from "@playwright/test";

const STEP_MS = 100;
const INTERVAL_MS = 250;
/** How long a check inside a step may wait for the page; the page's timers do not fire meanwhile. */
const QUICK = { timeout: 100 };

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded): from here on
 * no timer of the page fires, a poll included, unless the test moves the clock. Returns the page's
 * time at the pause.
 */
export async function pauseClock(page: Page): Promise<number> {
  // The installed clock has followed the real one since the install, from Node's time then, so it is
  // never ahead of Node's time; pausing a second later never asks it to go back.
  const at = Date.now() + 1_000;
  await page.clock.pauseAt(at);
  return at;
}

/**
 * With the page's clock paused, moves it on by 100 ms at a time until `check` passes. The page's own
 * work still needs its timers (TanStack Query hands results to React in a `setTimeout(…, 0)`), and
 * they fire at each step. A step comes at most every 250 ms of real time, so a wait of `timeout`
 * moves the page's clock by at most 100/250 of it (6 s for 15 s), however slow the machine. `check`
 * gets the options for its own expect, which must not wait long: nothing moves while it does.
 */
export async function stepClockUntil(
  page: Page,
  check: (quick: { timeout: number }) => Promise<unknown>,
  { timeout = 5_000 }: { timeout?: number } = {},
): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(STEP_MS);
    await check(QUICK);
  }).toPass({ intervals: [INTERVAL_MS], timeout });
}

/** How far the page's clock is past `since` (ms). */
export async function clockSince(page: Page, since: number): Promise<number> {
  return (await page.evaluate(() => Date.now())) - since;
}

/**
 * Resolves once the test has been told of every request the page started before this call: a request
 * the page sends now is reported after them. Counting requests after this needs no wait for strays.
 */
export async function requestsReported(page: Page): Promise<void> {
  const marker = `/config.json?requests-reported=${Date.now()}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => fetch(url).then(() => undefined), marker),
  ]);
}

/**
 * With the page's clock installed and running (not paused), moves it on by `step` at once, then
 * checks, until `check` passes: a poll, countdown or back-off the check waits for comes now instead
 * of after its real delay. Meanwhile the clock follows the real one, so the page's own work (a
 * response handed to React in a `setTimeout(…, 0)`) goes on. Use it only where moving on further
 * than needed changes nothing the test asserts: what the page waits for is held by the test or the
 * service, not by the time. `check` gets the options for its own expect (1 s each try).
 */
export async function runClockUntil(
  page: Page,
  check: (quick: { timeout: number }) => Promise<unknown>,
  { step, timeout = 10_000 }: { step: number; timeout?: number },
): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(step);
    await check({ timeout: 1_000 });
  }).toPass({ intervals: [0], timeout });
}
