import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe.ts";
import { baseUrl } from "./control.ts";
import { expect, test } from "./fixtures.ts";
import { amount, credits, onRoute, paths, term } from "./routes.ts";

const AVALANCHE = "price of the native coin of avalanche";

async function createPlan(page: Page, query: string): Promise<string> {
  await page.goto(paths.plans());
  const form = page.getByRole("form", { name: "Create a plan" });
  await form.getByLabel("Query").fill(query);
  await form.getByRole("button", { name: "Create plan" }).click();
  await expect(page).toHaveURL(onRoute("plan"));
  await expect(page.getByRole("list", { name: "Plan steps" })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
}

test("plan → review → run: consumed ≤ estimated, and the header balance updates with no extra request", async ({
  signedIn: page,
}) => {
  // Plan, review with axe, run, reload: several round trips that a loaded 2-core machine stretches.
  test.slow();
  const balanceRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/billing/v1/account/balance")
      balanceRequests.push(request.url());
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

  // The header balance re-reads itself every 30 s from page load, whatever else happens. A reload
  // starts that clock now, so the window counted below (the run, at most 15 s, and a second after
  // it) cannot hold a scheduled re-read however slow the machine was up to here.
  await page.reload();
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeEnabled();
  await expect(page.getByLabel("Header balance")).toHaveText(amount(6250));
  const before = balanceRequests.length;
  await page.getByRole("button", { name: /^Run plan/ }).click();
  const result = page.getByRole("region", { name: "Search result" });
  await expect(result).toBeVisible({ timeout: 15_000 });
  const consumed = credits(await term(page, "Consumed").innerText());
  expect(consumed).toBeGreaterThan(0);
  expect(consumed).toBeLessThanOrEqual(estimated);
  expect(credits(await term(page, "Estimated").innerText())).toBe(estimated);
  await expect(page.getByLabel("Header balance")).toHaveText(amount(6250 - consumed));
  await expect(term(page, "Balance after")).toHaveText(amount(6250 - consumed));
  // Give a stray refetch the time to show up before counting.
  await page.waitForTimeout(1_000);
  expect(balanceRequests.length, "balance requests after the run").toBe(before);
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
  expect(expire.status).toBe(200);

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
