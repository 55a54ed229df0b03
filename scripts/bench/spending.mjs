// The Spending page with 10,000 call records in this browser's IndexedDB: ms from the navigation
// click to the first charge row painted, over a reference taken on /balance right before it
// (in-page.mjs), then the main thread's tasks over 50 ms of CPU while wheel-scrolling the list of
// charges (main-thread-tasks.mjs): their count is the budget, the longest and the count by wall time
// information figures.
/* global indexedDB -- evaluate() callbacks run in the page */
import { paths } from "../../src/app/paths.ts";
import { settled, signedInPage } from "./browser.mjs";
import { armTimer, ratio, readTimer, reference } from "./in-page.mjs";
import { tasksWhileScrolling } from "./main-thread-tasks.mjs";
import { median, repeat } from "./repeat.mjs";

const RECORDS = 10_000;

export async function measureSpending({ browser, stack }) {
  const samples = await repeat(() => once(browser, stack));
  return {
    figures: {
      "spending.firstPaint.ms": median(samples.map((s) => s.paint.painted)),
      "spending.reference.ms": median(samples.map((s) => s.reference.painted)),
      "spending.firstPaint.ratio": median(samples.map((s) => ratio(s.paint.painted, s.reference.painted))),
      "spending.longestTask.ms": median(samples.map((s) => s.scroll.longest)),
      "spending.longTasks": median(samples.map((s) => s.scroll.count)),
      "spending.longTasksWall": median(samples.map((s) => s.scroll.wall)),
    },
    detail: {
      samples,
      note: `median of the runs; ${RECORDS} records over 30 days; paint = nav click to first row`,
    },
  };
}

/** Writes `count` records for the Local profile straight into the store the app opened. */
function seed(page, count) {
  return page.evaluate(
    (count) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("dash-call-records");
        open.onerror = () => reject(new Error("could not open the call records"));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction("calls", "readwrite");
          const calls = tx.objectStore("calls");
          const now = Date.now();
          const kinds = ["search", "plan_run", "tool", "task"];
          for (let i = 0; i < count; i++) {
            const kind = kinds[i % 4];
            calls.put({
              id: `bench-${i}`,
              at: now - Math.floor((i / count) * 29 * 86_400_000) - 1_000,
              profileId: "local",
              device: "bench",
              kind,
              vertical: i % 3 === 0 ? "company" : "crypto",
              subject: kind === "tool" ? `coingecko_tool_${i % 12}` : `Question number ${i}`,
              input: { n: i },
              credits: BigInt(1 + (i % 5)),
              creditsSource: "usage",
              latencyMs: 120,
              outcome: "ok",
              error: null,
              output: { rows: [{ price: String(i) }] },
              ref: `ref-${i}`,
              pinned: false,
            });
          }
          tx.oncomplete = () => (db.close(), resolve(undefined));
          tx.onerror = () => reject(new Error("could not write the call records"));
        };
      }),
    count,
  );
}

async function once(browser, stack) {
  const { api_key } = await stack.createAccount();
  const { context, page } = await signedInPage(browser, stack.url, api_key);
  try {
    // The app creates the store on its first read; the records go in before the measured visit.
    await page.goto(paths.spending());
    await page.getByText("No charges in this range").waitFor({ timeout: 20_000 });
    await seed(page, RECORDS);
    await page.goto(paths.balance());
    await settled(page);
    const before = await reference(page);
    await armTimer(page, "click", '[aria-label="Charges"] li');
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Spending" }).click();
    const paint = await readTimer(page);
    // Scrolling is measured once the page has settled: the chart drawn and the ledger read.
    await page.locator(".spend-chart canvas").first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState("networkidle");
    const scroller = page.getByRole("region", { name: "Charges list" });
    await scroller.scrollIntoViewIfNeeded();
    if (!(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)))
      throw new Error("the list of charges does not scroll");
    const scroll = await tasksWhileScrolling(browser, page, scroller);
    return { paint, reference: before, scroll };
  } finally {
    await context.close();
  }
}
