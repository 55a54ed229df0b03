// Timers that run inside the page, so Playwright's round trips are not part of the figures.
/* global window, document, requestAnimationFrame, MutationObserver -- these callbacks run in the page */

/**
 * Resolves with ms from the next `event` on the document (capture phase) until `selector` is in the
 * DOM, not disabled, and a frame has been painted after that.
 * @param {import("@playwright/test").Page} page
 */
export async function armTimer(page, event, selector) {
  // readTimer polls with waitForFunction, whose helper script Playwright installs in the page on
  // first use; installing it now keeps that evaluation out of the timed window.
  await page.waitForFunction(() => true);
  await page.evaluate(
    ({ event, selector }) => {
      const state = { start: 0, ready: 0, painted: 0 };
      window.__bench = state;
      document.addEventListener(event, (e) => (state.start = e.timeStamp || performance.now()), {
        capture: true,
        once: true,
      });
      const check = () => {
        const el = document.querySelector(selector);
        if (!state.start || state.ready || !el || el.disabled) return;
        state.ready = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (state.painted = performance.now()), 0));
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    },
    { event, selector },
  );
}

/** @param {import("@playwright/test").Page} page */
export async function readTimer(page, timeout = 20_000) {
  // Polled on a timer, not every animation frame: a check per frame is a task inside the timed window.
  await page.waitForFunction(() => window.__bench?.painted > 0, null, { timeout, polling: 50 });
  const { start, ready, painted } = await page.evaluate(() => window.__bench);
  return { ready: Math.round(ready - start), painted: Math.round(painted - start) };
}

export const REFERENCE_FIELDS = 50;

/**
 * The reference: from a key press to 50 labelled inputs added to the page and painted, measured as
 * the choice is. Removed afterwards, so the page under test is as before.
 * @param {import("@playwright/test").Page} page
 */
export async function reference(page) {
  // The timer's own listener first, so it has the start when the inputs are added.
  await armTimer(page, "keydown", "#bench-reference-last");
  await page.evaluate((count) => {
    document.addEventListener(
      "keydown",
      () => {
        const box = document.createElement("div");
        box.id = "bench-reference";
        for (let i = 0; i < count; i++) {
          const label = document.createElement("label");
          label.textContent = `Field ${i}`;
          const input = document.createElement("input");
          if (i === count - 1) input.id = "bench-reference-last";
          label.append(input);
          box.append(label);
        }
        document.body.append(box);
      },
      { capture: true, once: true },
    );
  }, REFERENCE_FIELDS);
  await page.keyboard.press("Shift");
  const timed = await readTimer(page);
  await page.evaluate(() => document.getElementById("bench-reference")?.remove());
  return timed;
}

/** A figure over its reference, one decimal: the budgets of timed steps are on these. */
export const ratio = (a, b) => Math.round((a / Math.max(b, 1)) * 10) / 10;
