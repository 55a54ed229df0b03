import type { BrowserContext, Page, Request, Route } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { requestsReported } from "./page-clock.ts";
import { paths } from "./routes.ts";

// Faults the reference service cannot produce on demand come from page.route. Every test counts the
// credit-spending POSTs: each click may send one, and nothing may send another on its own.
const SPENDING = [
  "/chat/v1/tools/execute",
  "/chat/v1/search",
  "/chat/v1/search/run",
  "/billing/v1/account/topup",
];

function countSpending(page: Page): () => number {
  let count = 0;
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && SPENDING.some((path) => new URL(request.url()).pathname === path))
      count++;
  });
  return () => count;
}

const errorBody = (code: string, message: string) => ({ error: { code, message, details: {} } });

/**
 * Gives anything the page would send on its own its chance: the page's clock (installed before the
 * page loaded) jumps 5 s, so a retry's back-off (1 s, then 2 s) fires now, and every request started
 * by then has been reported. No real time passes, so a slow machine cannot hide a retry.
 */
async function idle(page: Page): Promise<void> {
  await page.clock.runFor(5_000);
  await requestsReported(page);
}

/** The page says the service could not be reached; back online, nothing is sent on its own. Returns
 * the spending count at that point. */
async function explainedOfflineNotResent(page: Page, context: BrowserContext, spent: () => number) {
  await expect(
    page
      .getByRole("main")
      .getByText(/could not be reached/i)
      .first(),
  ).toBeVisible();
  const whileOffline = spent();
  await context.setOffline(false);
  // Back online as far as the page knows (a parked request would be sent on this very event).
  await page.waitForFunction(() => navigator.onLine);
  await idle(page);
  expect(spent()).toBe(whileOffline);
  return whileOffline;
}

async function openSearchCoin(page: Page) {
  await page.goto(paths.tool("coingecko_searchCoin", { vertical: "crypto" }));
  await expect(page.getByRole("heading", { level: 1, name: "coingecko_searchCoin" })).toBeVisible();
  await page.getByRole("textbox", { name: "query", exact: true }).fill("bit");
}

// Every page's clock is installed before it loads, so a test can move it on (idle, or past a timeout);
// it follows the real one otherwise.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test("a 500 and a 429 on executions are explained, and nothing is re-sent", async ({ signedIn: page }) => {
  const spent = countSpending(page);
  await openSearchCoin(page);
  const execute = page.getByRole("button", { name: /^Execute/ });
  const main = page.getByRole("main");

  await page.route("**/chat/v1/tools/execute", (route) =>
    route.fulfill({ status: 500, json: errorBody("INTERNAL_ERROR", "The service failed unexpectedly") }),
  );
  await execute.click();
  await expect(main.getByText("The service failed unexpectedly").first()).toBeVisible();

  await page.unroute("**/chat/v1/tools/execute");
  await page.route("**/chat/v1/tools/execute", (route) =>
    route.fulfill({
      status: 429,
      headers: { "Retry-After": "7" },
      json: errorBody("RATE_LIMITED", "Too many requests"),
    }),
  );
  await execute.click();
  await expect(main.getByText("Too many requests. Try again in 7 s.").first()).toBeVisible();
  await page.unroute("**/chat/v1/tools/execute");

  // Any retry logic has had its time to show itself; then the real service answers one click.
  await idle(page);
  expect(spent()).toBe(2);
  const before = spent();
  await execute.click();
  await expect(page.getByRole("region", { name: "coingecko_searchCoin result" })).toBeVisible();
  await idle(page);
  expect(spent()).toBe(before + 1);
});

test("a search that fails with a 500 is explained and not re-sent", async ({ signedIn: page }) => {
  const spent = countSpending(page);
  await page.route("**/chat/v1/search", (route) =>
    route.fulfill({ status: 500, json: errorBody("INTERNAL_ERROR", "Search broke on the service") }),
  );
  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill("What is the price of Bitcoin?");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("main").getByText("Search broke on the service").first()).toBeVisible();
  await idle(page);
  expect(spent()).toBe(1);
  await page.getByRole("link", { name: "Balance" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Balance" })).toBeVisible();
});

test("a slow execution is aborted by the timeout, explained, and not re-sent", async ({ signedIn: page }) => {
  // No test hook lowers the 120 s timeout; the page clock jumps past it instead.
  const spent = countSpending(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/chat/v1/tools/execute", async (route) => {
    await held;
    await route.abort().catch(() => {});
  });
  await openSearchCoin(page);
  await page.getByRole("button", { name: /^Execute/ }).click();
  await expect(page.getByRole("button", { name: /Running/ })).toBeVisible();
  await page.clock.fastForward("02:01");
  await expect(page.getByRole("main").getByText("No answer within 120 s.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Execute/ })).toBeEnabled();
  expect(spent()).toBe(1);
  release();
});

test("a key refused in the middle of a session is explained, and the app recovers", async ({
  signedIn: page,
}) => {
  const spent = countSpending(page);
  await openSearchCoin(page);
  await expect(page.getByLabel("Header balance")).toHaveText(/\d/);
  const refuse = (route: Route) =>
    route.fulfill({ status: 401, json: errorBody("UNAUTHORIZED", "Missing or invalid API key") });
  await page.route("**/chat/v1/**", refuse);
  await page.route("**/billing/v1/**", refuse);
  await page.getByRole("button", { name: /^Execute/ }).click();
  await expect(page.getByRole("main").getByText("Missing or invalid API key").first()).toBeVisible();
  await page.getByRole("link", { name: "Balance" }).first().click();
  // The balance keeps its last figures and says why it could not refresh them.
  await expect(
    page
      .getByRole("main")
      .getByText(/Missing or invalid API key/)
      .first(),
  ).toBeVisible();
  await idle(page);
  expect(spent()).toBe(1);

  await page.unroute("**/chat/v1/**");
  await page.unroute("**/billing/v1/**");
  await page.reload();
  await expect(page.getByLabel("Header balance")).toHaveText(/\d/);
});

test("a 429 on a query says when to try again and does not hammer the service", async ({
  signedIn: page,
}) => {
  let balanceCalls = 0;
  await page.route("**/billing/v1/account/balance", (route) => {
    balanceCalls++;
    return route.fulfill({
      status: 429,
      headers: { "Retry-After": "30" },
      json: errorBody("RATE_LIMITED", "Too many requests"),
    });
  });
  await page.goto(paths.balance());
  await expect(page.getByText("Try again in 30 s.").first()).toBeVisible();
  await idle(page);
  expect(balanceCalls).toBeLessThanOrEqual(2);
  await page.getByRole("link", { name: "Tools" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Tools" })).toBeVisible();
});

test("an execution while offline is explained at once, not parked and sent on reconnect", async ({
  signedIn: page,
  context,
}) => {
  const spent = countSpending(page);
  await openSearchCoin(page);
  await context.setOffline(true);
  await page.getByRole("button", { name: /^Execute/ }).click();
  await explainedOfflineNotResent(page, context, spent);
  await expect(page.getByRole("button", { name: /^Execute/ })).toBeEnabled();
});

test("a search while offline is explained at once, and nothing is sent on reconnect", async ({
  signedIn: page,
  context,
}) => {
  const spent = countSpending(page);
  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill("What is the price of Bitcoin?");
  await context.setOffline(true);
  // The result view is downloaded when a run starts; offline, that download fails too, and the page
  // must still explain the search's own failure (the fixture fails the test on an unhandled rejection).
  await form.getByRole("button", { name: "Search" }).click();
  const whileOffline = await explainedOfflineNotResent(page, context, spent);
  // Back online, the same search shows its result: the failed download of the view is asked again.
  await form.getByRole("button", { name: "Search" }).click();
  const result = page.getByRole("region", { name: "Search result" });
  await expect(result.getByRole("heading", { name: "Summary" })).toBeVisible({ timeout: 15_000 });
  expect(spent()).toBe(whileOffline + 1);
});

test("the header's money-in-flight code that cannot be downloaded fails quietly, and loads once the browser is back online", async ({
  signedIn: page,
  context,
}) => {
  // Every page asks for it after its paint and idle (src/features/topup/components/in-flight-slots.tsx);
  // an outage then must not show or log anything (the fixture fails the test on a console error).
  let down = true;
  let refused = 0;
  await page.route(/\/assets\/in-flight-entry-[\w-]+\.js$/, async (route) => {
    if (!down) return route.continue();
    refused++;
    await route.abort("internetdisconnected");
  });
  await page.goto(paths.balance());
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThan(0);
  await expect(page.getByRole("alert")).toHaveCount(0);

  down = false;
  const loaded = page.waitForResponse((response) => /\/in-flight-entry-[\w-]+\.js$/.test(response.url()));
  // The browser's own "online" event: it asks again at once, not at the next back-off step.
  await context.setOffline(true);
  await context.setOffline(false);
  expect((await loaded).ok()).toBe(true);
});
