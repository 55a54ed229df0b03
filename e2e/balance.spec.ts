import { expect, signIn, test, useTheme } from "./fixtures.ts";
import { expectNoA11yViolations } from "./axe.ts";
import { holdRequests, layoutShift, watchLayoutShifts } from "./layout-shift-kit.ts";
import { baseUrl } from "./control.ts";
import { amount, onRoute, paths } from "./routes.ts";
import type { Page } from "@playwright/test";
import { pauseClock, requestsReported, stepClockUntil } from "./page-clock.ts";

const labels = ["Total credits", "Subscription credits", "Top-up credits"] as const;

async function expectNoNumbers(page: Page): Promise<void> {
  for (const label of [...labels, "Header balance"]) {
    await expect(page.getByLabel(label).filter({ hasText: /\d/ })).toHaveCount(0);
  }
}

test("the balance page shows what the service reports", async ({ signedIn: page, account }) => {
  const response = await fetch(new URL("/billing/v1/account/balance", baseUrl()), {
    headers: { authorization: `Bearer ${account.api_key}` },
  });
  const reported = (await response.json()) as Record<string, number>;
  expect(reported).toMatchObject({ balance: 6250, subscription_balance: 5000, top_up_balance: 1250 });

  await page.goto(paths.balance());
  await expect(page.getByRole("heading", { name: "Balance", exact: true })).toBeVisible();
  await expect(page.getByLabel("Total credits")).toHaveText(amount(6250));
  await expect(page.getByLabel("Subscription credits")).toHaveText(amount(5000));
  await expect(page.getByLabel("Top-up credits")).toHaveText(amount(1250));
  await expect(page.getByLabel("Header balance")).toHaveText(amount(6250));
});

test("a balance changed on the service shows when the window regains focus", async ({
  signedIn: page,
  account,
  control,
}) => {
  await page.goto(paths.balance());
  await expect(page.getByLabel("Total credits")).toHaveText(amount(6250));
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  await control.setBalance(account.account_id, { subscription_balance: 7000, top_up_balance: 2345 });
  // What the browser fires when the user comes back to the tab; TanStack Query listens to it.
  await page.evaluate(() => {
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    window.dispatchEvent(new Event("focus"));
  });

  await expect(page.getByLabel("Total credits")).toHaveText(amount(9345));
  await expect(page.getByLabel("Subscription credits")).toHaveText(amount(7000));
  await expect(page.getByLabel("Top-up credits")).toHaveText(amount(2345));
  await expect(page.getByLabel("Header balance")).toHaveText(amount(9345));
  expect(await page.evaluate(() => "e2eSameDocument" in window), "no reload happened").toBe(true);
});

test("a refused key is explained and points to Settings", async ({ page }) => {
  await signIn(page, "dk_e2e_this_key_does_not_exist");
  await page.goto(paths.balance());

  // The page's own error state: the query cache raises no toast for it.
  const refused = page.getByRole("main").getByRole("alert").filter({ hasText: /key/i });
  await expect(refused).toBeVisible();
  await expectNoNumbers(page);
  await refused.getByRole("link", { name: "Open Settings" }).click();
  await expect(page).toHaveURL(onRoute("settings"));
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
});

// Layout shift: loading /balance and a background refresh (the 30 s poll, coming back to the tab) move
// nothing, figures and history alike. Measured by the browser itself (layout-shift entries), only once
// everything has landed, so a slow machine cannot end the measurement early. The history's rows come
// from the ledger, a second request: "late ledger" holds it until the figures are shown, on the first
// load and on the refresh, the order a loaded machine produces at random.
const views = [
  { name: "desktop", width: 1280, height: 720, theme: "light" },
  { name: "360 px, dark", width: 360, height: 740, theme: "dark" },
] as const;
for (const view of views)
  for (const lateLedger of [false, true])
    test(`loading the balance and refreshing it in the background move nothing on the page (${view.name}${lateLedger ? ", late ledger" : ""})`, async ({
      signedIn: page,
      control,
      account,
    }) => {
      await page.setViewportSize({ width: view.width, height: view.height });
      await useTheme(page, view.theme);
      await watchLayoutShifts(page);
      const rows = page.getByRole("list", { name: "Movements" }).getByRole("listitem");

      let ledger = lateLedger ? await holdRequests(page, "/billing/v1/account/ledger") : undefined;
      await page.goto(paths.balance());
      // What is measured is where things land, not how soon: a cold page on a busy machine gets time.
      await expect(page.getByLabel("Total credits")).toHaveText(amount(6250), { timeout: 15_000 });
      if (ledger) {
        await ledger.requested;
        await expect(rows).toHaveCount(0);
        await ledger.release();
      }
      await expect(rows).toHaveCount(1);
      let shift = await layoutShift(page);
      test.info().annotations.push({ type: "layout shift", description: `load: ${shift.total}` });
      expect(shift.total, `shift while the page loaded:\n${shift.moved}`).toBeLessThan(0.01);

      const balance = await holdRequests(page, "/billing/v1/account/balance");
      ledger = lateLedger ? await holdRequests(page, "/billing/v1/account/ledger") : undefined;
      await control.setBalance(account.account_id, { subscription_balance: 5000, top_up_balance: 1300 });
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
      await expect(page.getByRole("button", { name: "Refresh" })).toBeDisabled();
      await balance.release();
      await expect(page.getByLabel("Total credits")).toHaveText(amount(6300));
      if (ledger) {
        await ledger.requested;
        await expect(rows).toHaveCount(1);
        await ledger.release();
      }
      // The adjustment's row lands at the top, the chart gains its second point.
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText("+50→ 6,300");
      await expect(page.getByRole("img", { name: /^Balance over time: 2 points/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
      shift = await layoutShift(page);
      test.info().annotations.push({ type: "layout shift", description: `refresh: ${shift.total}` });
      expect(shift.total, `shift while a refresh ran:\n${shift.moved}`).toBeLessThan(0.01);
    });

test("a long history scrolls inside its box, by keyboard too, with no axe violation (360 px, dark)", async ({
  signedIn: page,
  control,
  account,
}) => {
  for (let step = 1; step <= 7; step++)
    await control.setBalance(account.account_id, { subscription_balance: 5000 - step, top_up_balance: 1250 });
  await page.setViewportSize({ width: 360, height: 740 });
  await useTheme(page, "dark");
  await page.goto(paths.balance());
  const list = page.getByRole("list", { name: "Movements" });
  await expect(list.getByRole("listitem")).toHaveCount(8);
  await list.focus();
  await page.keyboard.press("End");
  await expect(list.getByRole("listitem").last()).toContainText("+6,250→ 6,250");
  await expect(list.getByRole("listitem").last()).toBeInViewport();
  expect(await list.evaluate((ul) => ul.scrollTop), "the list scrolled, not the page").toBeGreaterThan(0);
  await expectNoA11yViolations(page);
});

test("a failed first load offers Retry instead of a zero balance", async ({ signedIn: page }) => {
  // A service outage is a fault the reference service cannot produce on demand.
  let failing = true;
  await page.route("**/billing/v1/account/balance", (route) =>
    failing
      ? route.fulfill({ status: 503, json: { error: { code: "UNAVAILABLE", message: "down", details: {} } } })
      : route.fallback(),
  );
  await page.clock.install();
  await page.goto(paths.balance());

  const retry = page.getByRole("button", { name: "Retry" });
  // GETs are retried with back-off on 5xx before the error state appears.
  await expect(page.getByRole("main").getByRole("alert").filter({ has: retry })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoNumbers(page);

  // The retries go on behind the alert: with the clock stopped and every request sent so far answered
  // as failed, the only request that can succeed is the one the click sends.
  await pauseClock(page);
  await requestsReported(page);
  failing = false;
  await retry.click();
  await stepClockUntil(page, (quick) =>
    expect(page.getByLabel("Total credits")).toHaveText(amount(6250), quick),
  );
  await expect(page.getByRole("alert").filter({ has: retry })).toHaveCount(0);
});

const INTERNAL = { status: 500, json: { error: { code: "INTERNAL_ERROR", message: "boom", details: {} } } };

test("balance 500 → the error and the last known figures while the retries are still going on", async ({
  signedIn: page,
}) => {
  await page.goto(paths.balance());
  await expect(page.getByLabel("Total credits")).toHaveText(amount(6250));
  await page.route("**/billing/v1/account/balance", (route) => route.fulfill(INTERNAL));
  await page.reload();
  const alert = page.getByRole("main").getByRole("alert");
  // The message must not wait for the silent retries to run out: it says they are still going on.
  await expect(alert).toContainText("The balance could not be loaded");
  await expect(alert).toContainText("The service failed on its side");
  await expect(alert).toContainText("Trying again in the background");
  const last = page.getByLabel("Last known figures");
  await expect(last).toContainText("not current");
  await expect(last).toContainText(amount(6250));
  await expect(page.getByLabel("Total credits")).toHaveCount(0);
});

test("a slow answer shows 'taking longer than usual' after 2 s, and Refresh says why it is off", async ({
  signedIn: page,
}) => {
  // The test moves the page's clock on instead of waiting; "not before 2 s" is pinned in use-slow.test.ts.
  await page.clock.install();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/billing/v1/account/balance", async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(paths.balance());
  const slow = page.getByText("Taking longer than usual");
  await expect(page.getByLabel("Loading the balance")).toBeVisible();
  await page.clock.runFor(2_100);
  await expect(slow).toBeVisible();
  const refresh = page.getByRole("button", { name: "Refresh" });
  await expect(refresh).toBeDisabled();
  await expect(refresh).toHaveAccessibleDescription("Refresh is off while a request is running.");
  release();
  await expect(page.getByLabel("Total credits")).toHaveText(amount(6250));
  await expect(slow).toHaveCount(0);
});

test("after the API key changes, the old key's figures are never shown as current", async ({
  signedIn: page,
  control,
}) => {
  const other = await control.createAccount({ subscription_balance: 40, top_up_balance: 2 });
  await page.goto(paths.balance());
  await expect(page.getByLabel("Total credits")).toHaveText(amount(6250));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/billing/v1/account/balance", async (route) => {
    if (route.request().headers().authorization === `Bearer ${other.api_key}`) await held;
    await route.fallback();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await page.getByLabel("API key", { exact: true }).fill(other.api_key);
  await page.getByLabel("API key", { exact: true }).blur();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Balance" }).click();
  await expect(page.getByText("The API key changed")).toBeVisible();
  await expect(page.getByLabel("Total credits")).toHaveCount(0);
  await expect(page.getByLabel("Header balance")).not.toContainText("6,250");
  release();
  await expect(page.getByLabel("Total credits")).toHaveText(amount(42));
});
