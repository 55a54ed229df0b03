import { bookRow, expect, openQuote, test } from "./topup-kit.ts";
import { paths } from "./routes.ts";

// The deposit watcher reads the chain in a Web Worker: the page's own thread sends no JSON-RPC and
// scans no block, it only hears the worker's events. The page's `fetch` (the only way the app sends
// anything: lint bans XMLHttpRequest) is counted before any script of the app runs; the worker has
// its own, which is not.

declare global {
  interface Window {
    __chainCallsOnPage?: string[];
  }
}

test("with an open invoice, every read of the chain comes from the watch worker, none from the page's thread", async ({
  signedIn: page,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    window.__chainCallsOnPage = calls;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname.endsWith("/chain")) calls.push(url);
      return original(input, init);
    };
  });
  const quote = await openQuote(page, "ETH", 12);
  // A page opened afresh with the invoice open: the runner starts once the page is idle.
  await page.goto(paths.balance());
  const chainReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/chain")) chainReads.push(request.postData() ?? "");
  });
  await expect
    .poll(
      () =>
        page
          .workers()
          .map((w) => w.url())
          .join(" "),
      { timeout: 15_000 },
    )
    .toMatch(/watch-worker/);
  // The worker read the chain (a poll: the chain id and the head at least)…
  await expect.poll(() => chainReads.join(" "), { timeout: 15_000 }).toContain("eth_blockNumber");
  // …and the page's own thread did not, once.
  expect(await page.evaluate(() => window.__chainCallsOnPage)).toEqual([]);

  // The worker's events reach the page: the invoice's row says it is watched.
  await page.goto(paths.topup());
  await expect(bookRow(page, quote.invoiceId).getByTestId("watch-line")).toContainText(/Watching/, {
    timeout: 15_000,
  });
  expect(await page.evaluate(() => window.__chainCallsOnPage)).toEqual([]);
});
