import type { Page, Response } from "@playwright/test";
import { expectNoA11yViolations } from "./axe.ts";
import { baseUrl } from "./control.ts";
import { expect, test } from "./fixtures.ts";
import { amount, credits, onRoute, paths, term } from "./routes.ts";
import { expectStatus } from "./expect-status.ts";

// The search, plan and tools journeys against an account that speaks the production dialect
// (docs/interfaces.md, test control: `dialect`): no summary unless asked, plan_/step_ ids, the run
// answered with the plan's id, input defaulting to {}, and lower_snake error codes with the
// statuses of the spec dialect.
test.use({ accountInit: { subscription_balance: 5000, top_up_balance: 1250, dialect: "production" } });

const BITCOIN = "What is the price of Bitcoin?";
const AVALANCHE = "price of the native coin of avalanche";
const PLAN_ID = /^plan_[A-Za-z0-9_-]{21}$/;

const answerOf = (page: Page, path: string) =>
  page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === path);

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

test("search without a summary: the wire has no summary key and the page shows the data, then one with", async ({
  signedIn: page,
}) => {
  await page.goto(paths.search());
  await expect(page.getByLabel("Header balance")).toHaveText(amount(6250));
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Vertical").fill("crypto");
  await form.getByLabel("Summarize").uncheck();
  await form.getByLabel("Query").fill(BITCOIN);
  const answered = answerOf(page, "/chat/v1/search");
  await form.getByRole("button", { name: "Search" }).click();
  const body = await json(await answered);
  expect(body).not.toHaveProperty("summary");
  expect(body.id).toMatch(PLAN_ID);

  const result = page.getByRole("region", { name: "Search result" });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result.getByRole("heading", { name: "Summary" })).toHaveCount(0);
  const searchCoin = result.getByRole("region", { name: "Step 1 coingecko_searchCoin result" });
  await searchCoin.getByRole("tab", { name: "Table" }).click();
  await expect(searchCoin.getByRole("cell", { name: "bitcoin", exact: true })).toBeVisible();
  const after = credits(await term(page, "Balance after").innerText());
  expect(after).toBeLessThan(6250);
  await expect(page.getByLabel("Header balance")).toHaveText(amount(after));
  await expectNoA11yViolations(page);

  await form.getByLabel("Summarize").check();
  const summarized = answerOf(page, "/chat/v1/search");
  await form.getByRole("button", { name: "Search" }).click();
  expect((await json(await summarized)).summary).toMatch(/\S/);
  await expect(result.getByRole("heading", { name: "Summary" })).toBeVisible({ timeout: 15_000 });
  await expect(result.getByText(/Prices: BTC \d/).first()).toBeVisible();
});

test("plan → run: a plan_ id in the address, and the result carries that id", async ({ signedIn: page }) => {
  await page.goto(paths.plans());
  const form = page.getByRole("form", { name: "Create a plan" });
  await form.getByLabel("Query").fill(AVALANCHE);
  const planned = answerOf(page, "/chat/v1/search/plan");
  await form.getByRole("button", { name: "Create plan" }).click();
  const plan = (await json(await planned)) as { id: string; steps: Array<{ id: string }> };
  expect(plan.id).toMatch(PLAN_ID);
  for (const step of plan.steps) expect(step.id).toMatch(/^step_[A-Za-z0-9_-]{21}$/);
  await expect(page).toHaveURL(onRoute("plan", { id: plan.id }));
  const steps = page.getByRole("list", { name: "Plan steps" });
  await expect(steps.getByRole("listitem")).toHaveCount(3);
  // References between steps still resolve with production's step ids.
  await expect(
    steps.getByRole("link", { name: /Reference to Step 1 · utils_getBlockchainChainId → nativeSymbol/ }),
  ).toBeVisible();
  const estimated = credits(await term(page, "Estimated cost").innerText());

  const ran = answerOf(page, "/chat/v1/search/plan/run");
  await page.getByRole("button", { name: /^Run plan/ }).click();
  expect((await json(await ran)).id).toBe(plan.id);
  await expect(page.getByRole("region", { name: "Search result" })).toBeVisible({ timeout: 15_000 });
  const consumed = credits(await term(page, "Consumed").innerText());
  expect(consumed).toBeGreaterThan(0);
  expect(consumed).toBeLessThanOrEqual(estimated);
  await expect(page.getByLabel("Header balance")).toHaveText(amount(6250 - consumed));
  await expectNoA11yViolations(page);

  // The plan and its result, both under the plan's id, survive a reload.
  await page.reload();
  await expect(page.getByRole("region", { name: "Search result" })).toBeVisible();
});

test("an expired plan (410, bad_request) is explained as expired and can be planned again", async ({
  signedIn: page,
}) => {
  await page.goto(paths.plans());
  const form = page.getByRole("form", { name: "Create a plan" });
  await form.getByLabel("Query").fill(AVALANCHE);
  await form.getByRole("button", { name: "Create plan" }).click();
  await expect(page).toHaveURL(onRoute("plan", { id: /^plan_/ }));
  const planId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  const expire = await fetch(new URL(`/__test/plans/${encodeURIComponent(planId)}/expire`, baseUrl()), {
    method: "POST",
  });
  await expectStatus(expire, 200);

  const refused = answerOf(page, "/chat/v1/search/plan/run");
  await page.getByRole("button", { name: /^Run plan/ }).click();
  const answer = await refused;
  await expectStatus(answer, 410);
  expect(await json(answer)).toMatchObject({ success: false, error: { code: "bad_request" } });
  const problem = page.getByRole("alert").filter({ hasText: "This plan has expired" });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText("Nothing was charged");
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeDisabled();
  await problem.getByRole("button", { name: "Plan again" }).click();
  await expect(page).not.toHaveURL(onRoute("plan", { id: planId }));
  await expect(page).toHaveURL(onRoute("plan", { id: /^plan_/ }));
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeEnabled();
});

test("a tool runs through production's wrapper: result, credits used, balance down by the price", async ({
  signedIn: page,
}) => {
  const input = { holdings: [{ coinId: "bitcoin", amount: 0.5 }] };
  await page.goto(
    paths.tool("coingecko_getPortfolioValue", { vertical: "crypto", input: JSON.stringify(input) }),
  );
  await expect(page.getByRole("heading", { level: 1, name: "coingecko_getPortfolioValue" })).toBeVisible();
  await expect(page.getByLabel("Header balance")).toHaveText(amount(6250));
  const answered = answerOf(page, "/chat/v1/tools/execute");
  await page.getByRole("button", { name: "Execute · 3 credits" }).click();
  expect(await json(await answered)).toMatchObject({
    tool_name: "coingecko_getPortfolioValue",
    is_error: false,
    usage: { consumed: 3 },
  });
  const result = page.getByRole("region", { name: "coingecko_getPortfolioValue result" });
  await expect(result.getByText(/1 position worth/).first()).toBeVisible();
  await expect(result.getByText(/3 credits used/)).toBeVisible();
  await expect(page.getByLabel("Header balance")).toHaveText(amount(6247));
  await expectNoA11yViolations(page);
});

test.describe("with 2 credits", () => {
  test.use({ accountInit: { subscription_balance: 0, top_up_balance: 2, dialect: "production" } });

  test("a tool call the balance cannot pay (402, bad_request) says not enough credits → top up", async ({
    signedIn: page,
  }) => {
    const input = { holdings: [{ coinId: "bitcoin", amount: 1 }] };
    await page.goto(
      paths.tool("coingecko_getPortfolioValue", { vertical: "crypto", input: JSON.stringify(input) }),
    );
    await expect(page.getByLabel("Header balance")).toHaveText(amount(2));
    await page.getByRole("button", { name: "Execute · 3 credits" }).click();
    const dialog = page.getByRole("dialog", { name: "Not enough credits" });
    const refused = answerOf(page, "/chat/v1/tools/execute");
    await dialog.getByRole("button", { name: "Try anyway" }).click();
    const answer = await refused;
    await expectStatus(answer, 402);
    expect(await json(answer)).toMatchObject({ success: false, error: { code: "bad_request" } });
    const alert = page.getByRole("alert").filter({ hasText: "Not enough credits" });
    await expect(alert).toContainText("needs 3 credits; 2 credits available");
    await expect(alert).toContainText("Top up to run it");
    await expect(page.getByLabel("Header balance")).toHaveText(amount(2));
  });
});
