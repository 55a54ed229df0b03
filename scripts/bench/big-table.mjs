// A tool answering 10,000 rows (served by page.route): ms from the Table tab click to the first cell
// painted, over a reference taken on the same page right before it (in-page.mjs), then the main
// thread's tasks over 50 ms of CPU while wheel-scrolling the table (main-thread-tasks.mjs): their count
// is the budget, the longest and the count by wall time information figures.
/* global window, document -- evaluate() callbacks run in the page */
import { settled, signedInPage } from "./browser.mjs";
import { tenThousandRows } from "./fake-tools.mjs";
import { armTimer, ratio, readTimer, reference } from "./in-page.mjs";
import { tasksWhileScrolling } from "./main-thread-tasks.mjs";
import { median, repeat } from "./repeat.mjs";

const TOOL = "coingecko_getCoinPrice";

/** @param {import("@playwright/test").Page} page */
async function scrollTable(browser, page, scroller) {
  await scroller.scrollIntoViewIfNeeded();
  await scroller.evaluate((el) => {
    window.__scrolled = 0;
    el.addEventListener("scroll", () => (window.__scrolled = Math.max(window.__scrolled, el.scrollTop)));
  });
  const tasks = await tasksWhileScrolling(browser, page, scroller);
  // Proof the wheel moved something: the furthest any scroller got, and how many rows are mounted.
  const proof = await page.evaluate(() => ({
    scrolled: Math.round(window.__scrolled),
    rowsInDom: document.querySelectorAll('[role="region"] tr, [role="region"] [role="row"]').length,
  }));
  return { ...tasks, ...proof };
}

export async function measureBigTable({ browser, stack }) {
  const samples = await repeat(() => once(browser, stack));
  return {
    figures: {
      "table.firstPaint.ms": median(samples.map((s) => s.paint.painted)),
      "table.reference.ms": median(samples.map((s) => s.reference.painted)),
      "table.firstPaint.ratio": median(samples.map((s) => ratio(s.paint.painted, s.reference.painted))),
      "table.longestTask.ms": median(samples.map((s) => s.scroll.longest)),
      "table.longTasks": median(samples.map((s) => s.scroll.count)),
      "table.longTasksWall": median(samples.map((s) => s.scroll.wall)),
    },
    detail: {
      samples,
      note: "median of the runs; paint = Table tab click to first cell painted; ratio: over the reference taken just before it",
    },
  };
}

async function once(browser, stack) {
  const { api_key } = await stack.createAccount();
  const { context, page } = await signedInPage(browser, stack.url, api_key);
  try {
    const rows = JSON.stringify(tenThousandRows());
    await page.route(/\/chat\/v1\/tools\/execute$/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: rows }),
    );
    const input = encodeURIComponent(JSON.stringify({ coinIds: ["bitcoin"], vsCurrency: "usd" }));
    await page.goto(`/tools/${TOOL}?vertical=crypto&input=${input}`);
    await settled(page);
    await page.getByRole("button", { name: /^Execute/ }).click();
    const confirm = page.getByRole("dialog").getByRole("button", { name: /^(Execute|Run|Confirm)/ });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    const result = page.getByRole("region", { name: `${TOOL} result` });
    const tableTab = result.getByRole("tab", { name: "Table" });
    await tableTab.waitFor({ timeout: 20_000 });
    const before = await reference(page);
    await armTimer(page, "click", '[role="region"] td, [role="region"] [role="cell"]');
    await tableTab.click();
    const paint = await readTimer(page);
    const scroller = result.locator('[role="region"][aria-label$=" rows"]').first();
    const scroll = await scrollTable(browser, page, scroller);
    if (scroll.scrolled === 0) throw new Error("the wheel did not scroll the table");
    return { paint, reference: before, scroll };
  } finally {
    await context.close();
  }
}
