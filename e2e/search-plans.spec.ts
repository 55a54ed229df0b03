import { expectNoA11yViolations } from "./axe.ts";
import { baseUrl } from "./control.ts";
import { expect, test } from "./fixtures.ts";
import { AVALANCHE, createPlan } from "./search-kit.ts";
import { clockSince, pauseClock, requestsReported, stepClockUntil } from "./page-clock.ts";
import { amount, credits, onRoute, paths, term } from "./routes.ts";
import { expectStatus } from "./expect-status.ts";

const BALANCE = "/billing/v1/account/balance";

test("plan → review → run: consumed ≤ estimated, and the header balance updates with no extra request", async ({
  signedIn: page,
}) => {
  // Plan, review with axe, run, axe again, reload: several round trips that a loaded 2-core machine stretches.
  test.slow();
  await page.clock.install();
  const balanceRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === BALANCE) balanceRequests.push(request.url());
  });
  await page.goto(paths.balance());
  await expect(page.getByLabel("Header balance")).toHaveText(amount(6250));

  await createPlan(page, AVALANCHE);
  const steps = page.getByRole("list", { name: "Plan steps" });
  await expect(steps.getByRole("listitem")).toHaveCount(3);
  // A template parameter shows its reference as a chip too.
  await expect(
    steps.getByRole("link", { name: /Reference to Step 1 · utils_getBlockchainChainId → nativeSymbol/ }),
  ).toBeVisible();
  const estimated = credits(await term(page, "Estimated cost").innerText());
  expect(estimated).toBeGreaterThan(0);
  await expect(term(page, "Your balance")).toHaveText(amount(6250));
  await expect(term(page, "Expires in")).toHaveText(/^[45]:\d\d/);
  await expectNoA11yViolations(page);

  // The header balance re-reads itself every 30 s of the page's time. The page's clock stops here and
  // jumps 30 s, so that re-read happens now and the next one is due 30 s of page time later; from
  // here the clock moves only in the test's steps (a few seconds in all), so no scheduled re-read falls
  // into the window counted below, however slow the machine.
  await pauseClock(page);
  const polled = page.waitForResponse((response) => new URL(response.url()).pathname === BALANCE);
  await page.clock.fastForward(30_000);
  await polled;
  const windowStart = await page.evaluate(() => Date.now());
  const before = balanceRequests.length;
  await page.getByRole("button", { name: /^Run plan/ }).click();
  const result = page.getByRole("region", { name: "Search result" });
  await stepClockUntil(page, (quick) => expect(result).toBeVisible(quick), { timeout: 15_000 });
  const consumed = credits(await term(page, "Consumed").innerText());
  expect(consumed).toBeGreaterThan(0);
  expect(consumed).toBeLessThanOrEqual(estimated);
  expect(credits(await term(page, "Estimated").innerText())).toBe(estimated);
  const header = page.getByLabel("Header balance");
  await stepClockUntil(page, (quick) => expect(header).toHaveText(amount(6250 - consumed), quick));
  await stepClockUntil(page, (quick) =>
    expect(term(page, "Balance after")).toHaveText(amount(6250 - consumed), quick),
  );
  // Whatever a stray re-read would wait for (a retry, a delayed invalidation) has its time too.
  await page.clock.runFor(5_000);
  await requestsReported(page);
  expect(
    await clockSince(page, windowStart),
    "the window stays short of the next scheduled re-read",
  ).toBeLessThan(30_000);
  expect(balanceRequests.length, "balance requests after the run").toBe(before);
  await page.clock.resume();
  await expectNoA11yViolations(page);

  // Kept in this browser: the plan and its result survive a reload.
  await page.reload();
  await expect(page.getByRole("region", { name: "Search result" })).toBeVisible();
});

test("an expired plan is explained and can be planned again", async ({ signedIn: page }) => {
  const planId = await createPlan(page, AVALANCHE);
  // The service's test control makes the plan expire now instead of in five minutes.
  const expire = await fetch(new URL(`/__test/plans/${encodeURIComponent(planId)}/expire`, baseUrl()), {
    method: "POST",
  });
  await expectStatus(expire, 200);

  await page.getByRole("button", { name: /^Run plan/ }).click();
  const problem = page.getByRole("alert").filter({ hasText: "This plan has expired" });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText("Nothing was charged");
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeDisabled();
  // What the service said is remembered: a reload does not offer to run it again.
  await page.reload();
  await expect(problem).toBeVisible();
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeDisabled();

  await problem.getByRole("button", { name: "Plan again" }).click();
  await expect(page).not.toHaveURL(onRoute("plan", { id: planId }));
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeEnabled();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan");
  await expect(page.getByText(`“${AVALANCHE}”`)).toBeVisible();
});

test("a plan past its lifetime shows as expired without asking the service", async ({ signedIn: page }) => {
  await page.clock.install();
  await createPlan(page, AVALANCHE);
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeEnabled();
  await page.clock.fastForward("05:01");
  await expect(page.getByRole("alert").filter({ hasText: "This plan has expired" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeDisabled();
});

test("discarding a plan forgets it in this browser", async ({ signedIn: page }) => {
  const planId = await createPlan(page, AVALANCHE);
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(onRoute("plans"));
  await page.goto(paths.plan(planId));
  await expect(page.getByText("This plan is not in this browser")).toBeVisible();
});
