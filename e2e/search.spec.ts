import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { amount, paths } from "./routes.ts";

const BITCOIN = "What is the price of Bitcoin?";

async function runSearch(page: Page, query: string): Promise<void> {
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill(query);
  await form.getByRole("button", { name: "Search" }).click();
}

test("a search with planning and raw data shows the summary, reference chips and tables", async ({
  signedIn: page,
}) => {
  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await expect(form.getByLabel("Include raw data")).toBeChecked();
  await expect(form.getByLabel("Include planning")).toBeChecked();
  await form.getByLabel("Vertical").fill("crypto");
  await form.getByLabel("Query").fill(BITCOIN);
  // ⌘/Ctrl+Enter sends from the query box.
  await form.getByLabel("Query").press("ControlOrMeta+Enter");

  const result = page.getByRole("region", { name: "Search result" });
  await expect(result.getByText(/Prices: BTC \d/).first()).toBeVisible({ timeout: 15_000 });
  await expect(result.getByRole("heading", { name: "Summary" })).toBeVisible();

  const steps = result.getByRole("list", { name: "Plan steps" });
  await expect(steps.getByRole("listitem")).toHaveCount(2);
  const chip = steps.getByRole("link", { name: /Reference to Step 1 · coingecko_searchCoin → coins\.0\.id/ });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).toHaveURL(/#plan-step-1$/);
  await expect(
    result.getByRole("img", { name: /Step 2 \(coingecko_getCoinPrice\) reads from step 1/ }),
  ).toBeVisible();

  const searchCoin = result.getByRole("region", { name: "Step 1 coingecko_searchCoin result" });
  await searchCoin.getByRole("tab", { name: "Table" }).click();
  const table = searchCoin.getByRole("table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("cell", { name: "bitcoin", exact: true })).toBeVisible();

  await expect(result.getByText("Consumed")).toBeVisible();
  await expectNoA11yViolations(page);

  const download = page.waitForEvent("download");
  await result.getByRole("button", { name: "Export JSON" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^search-.+\.json$/);
  const exported = JSON.parse(readFileSync(await file.path(), "utf8")) as {
    query: string;
    result: { deterministicSignature: string; account: { balance: string } };
  };
  expect(exported.query).toBe(BITCOIN);
  // Deterministic planning was off: the signature is the plan's, and says so.
  expect(exported.result.deterministicSignature).toBe(await page.getByLabel("Plan signature").inputValue());
  await expect(page.getByLabel("Deterministic signature")).toHaveCount(0);
  // Credits leave as digit strings, never as floats.
  expect(exported.result.account.balance).toMatch(/^\d+$/);

  // The paid-for result survives a reload.
  await page.reload();
  await expect(
    page
      .getByRole("region", { name: "Search result" })
      .getByText(/Prices: BTC \d/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: BITCOIN })).toBeVisible();
});

test("two deterministic runs of one query show the same signature", async ({ signedIn: page }) => {
  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Deterministic planning").check();
  await form.getByLabel("Summarize").uncheck();

  await runSearch(page, "price of the native coin of avalanche");
  await expect(page).toHaveURL(/entry=/, { timeout: 15_000 });
  const firstUrl = page.url();
  const signature = page.getByLabel("Deterministic signature");
  const first = await signature.inputValue();
  expect(first).not.toBe("");

  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).not.toHaveURL(firstUrl, { timeout: 15_000 });
  await expect(signature).toHaveValue(first);
  await expect(page.getByRole("button", { name: /Run again/ })).toHaveCount(2);
});

test("Cancel aborts the request and warns that credits may still be spent", async ({ signedIn: page }) => {
  // A slow answer is a condition the reference service cannot produce on demand. The search is held
  // until the test ends (not for a fixed time, which a slow machine could outlast before Cancel).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/chat/v1/search", async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const aborted = new Promise<string>((resolve) => {
    page.on("requestfailed", (request) => {
      if (request.url().endsWith("/chat/v1/search")) resolve(request.failure()?.errorText ?? "");
    });
  });
  await page.goto(paths.search());
  await runSearch(page, BITCOIN);

  await expect(page.getByRole("status").filter({ hasText: "Searching…" })).toBeVisible();
  await expect(page.getByText(/^Elapsed: \d+\.\d s$/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();

  expect(await aborted).toContain("ERR_ABORTED");
  await expect(page.getByText(/credits may still be spent/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Search result" })).toHaveCount(0);
  await expect(
    page.getByRole("form", { name: "Search" }).getByRole("button", { name: "Search" }),
  ).toBeEnabled();
  release();
});

test("the header balance follows a search from its account block", async ({ signedIn: page }) => {
  await page.goto(paths.search());
  await expect(page.getByLabel("Header balance")).toHaveText(amount(6250));
  await runSearch(page, BITCOIN);
  await expect(page.getByRole("region", { name: "Search result" })).toBeVisible({ timeout: 15_000 });
  const balanceAfter = await page
    .getByText("Balance after")
    .locator("xpath=following-sibling::dd")
    .innerText();
  await expect(page.getByLabel("Header balance")).toHaveText(amount(Number(balanceAfter.replace(/\D/g, ""))));
});
