import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { onRoute, paths } from "./routes.ts";
import { AVALANCHE, createPlan } from "./search-kit.ts";
import { seedStorage, storageKeys } from "./storage-kit.ts";
import { execute, executeLog, openTool } from "./tool-kit.ts";

const SCREEN = "coingecko_screenCoins";
const SCREEN_INPUT = { filters: { category: "Stablecoins" }, limit: 3 };
const ASK = "Spend credits past your budget?";

/** A daily cap in place: the guard then reads the call records before it lets a call go (the slow path). */
async function dailyCap(page: Page, cap: number): Promise<void> {
  await seedStorage(
    page,
    "local",
    storageKeys.budgets.key("local"),
    JSON.stringify([{ dailyCap: String(cap) }]),
  );
}

/** Every POST the page sends to a path ending so. */
function posts(page: Page, path: RegExp): Request[] {
  const sent: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && path.test(new URL(r.url()).pathname)) sent.push(r);
  });
  return sent;
}

test.describe("one press, one paid call", () => {
  test.beforeEach(async ({ signedIn: page }) => {
    await dailyCap(page, 1000);
  });

  test("a double-click on Execute sends one execute request", async ({ signedIn: page }) => {
    const executes = executeLog(page);
    await openTool(page, SCREEN, "crypto", SCREEN_INPUT);
    await execute(page).dblclick();
    await expect(page.getByRole("region", { name: `${SCREEN} result` })).toBeVisible();
    await expect(execute(page)).toBeEnabled();
    expect(executes).toHaveLength(1);
  });

  test("a double-click on Search sends one search", async ({ signedIn: page }) => {
    const searches = posts(page, /\/v1\/search$/);
    await page.goto(paths.search());
    const form = page.getByRole("form", { name: "Search" });
    await form.getByLabel("Query").fill("What is the price of Bitcoin?");
    await form.getByRole("button", { name: "Search" }).dblclick();
    await expect(page.getByRole("region", { name: "Search result" })).toBeVisible({ timeout: 15_000 });
    expect(searches).toHaveLength(1);
  });

  test("a double-click on Run plan sends one run", async ({ signedIn: page }) => {
    const runs = posts(page, /\/v1\/search\/plan\/run$/);
    await createPlan(page, AVALANCHE);
    await page.getByRole("button", { name: /^Run plan/ }).dblclick();
    await expect(page.getByRole("region", { name: "Search result" })).toBeVisible({ timeout: 15_000 });
    expect(runs).toHaveLength(1);
  });

  test("a double-click on Start research starts one task", async ({ signedIn: page }) => {
    const starts = posts(page, /\/v1\/tasks$/);
    await page.goto(paths.tasks());
    await page.getByLabel("Question").fill("Compare Bitcoin and Ethereum: prices and market caps");
    await page.getByRole("button", { name: "Start research" }).dblclick();
    await expect(page).toHaveURL(onRoute("task", { id: /^task_/ }));
    expect(starts).toHaveLength(1);
  });
});

test("with the daily cap nearly reached, a research task of unknown cost asks first and Cancel starts nothing", async ({
  signedIn: page,
}) => {
  await dailyCap(page, 10);
  await openTool(page, SCREEN, "crypto", SCREEN_INPUT);
  // Two tool calls of 4 credits: 8 of 10 spent, each going ahead without a question.
  for (let n = 0; n < 2; n++) {
    const answered = page.waitForResponse((r) => r.url().endsWith("/chat/v1/tools/execute") && r.ok());
    await execute(page).click();
    await answered;
    await expect(execute(page)).toBeEnabled();
  }
  await expect(page.getByRole("dialog", { name: ASK })).toHaveCount(0);
  const starts = posts(page, /\/v1\/tasks$/);
  await page.goto(paths.tasks());
  await page.getByLabel("Question").fill("Compare Bitcoin and Ethereum: prices and market caps");
  await page.getByRole("button", { name: "Start research" }).click();
  const ask = page.getByRole("dialog", { name: ASK });
  await expect(ask).toContainText(
    "8 credits spent today, near your daily cap of 10 credits; this research task costs an amount not known in advance, so it may pass the cap.",
  );
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("button", { name: "Start research" })).toBeEnabled();
  expect(starts).toHaveLength(0);
});
