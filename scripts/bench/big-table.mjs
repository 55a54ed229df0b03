// A tool answering 10,000 rows (served by page.route): ms from the Table tab click to the first cell
// painted, over a reference taken on the same page right before it (in-page.mjs), then the tasks over
// 50 ms (PerformanceObserver longtask) while wheel-scrolling the table: their count is the budget,
// the longest an information figure.
/* global window, document, requestAnimationFrame -- evaluate() callbacks run in the page */
import { settled, signedInPage } from "./browser.mjs";
import { tenThousandRows } from "./fake-tools.mjs";
import { armTimer, ratio, readTimer, reference } from "./in-page.mjs";
import { median, repeat } from "./repeat.mjs";

const TOOL = "coingecko_getCoinPrice";

/** @param {import("@playwright/test").Page} page */
async function longestTaskWhileScrolling(page, scroller) {
  await scroller.scrollIntoViewIfNeeded();
  await scroller.evaluate((el) => {
    window.__scrolled = 0;
    el.addEventListener("scroll", () => (window.__scrolled = Math.max(window.__scrolled, el.scrollTop)));
  });
  await page.evaluate(() => {
    window.__longest = 0;
    window.__tasks = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__tasks += 1;
        window.__longest = Math.max(window.__longest, entry.duration);
      }
    }).observe({ type: "longtask" });
  });
  const box = await scroller.boundingBox();
  if (!box) throw new Error("the table has no box to scroll");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 60; i++) {
    await page.mouse.wheel(0, i < 40 ? 1200 : -1200);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  }
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    // Proof the wheel moved something: the furthest any scroller got, and how many rows are mounted.
    const scrolled = Math.round(window.__scrolled);
    const rowsInDom = document.querySelectorAll('[role="region"] tr, [role="region"] [role="row"]').length;
    return { longest: Math.round(window.__longest), count: window.__tasks, scrolled, rowsInDom };
  });
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
    const scroll = await longestTaskWhileScrolling(page, scroller);
    if (scroll.scrolled === 0) throw new Error("the wheel did not scroll the table");
    return { paint, reference: before, scroll };
  } finally {
    await context.close();
  }
}
