import { expectNoA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { execute, executeLog, openTool } from "./tool-kit.ts";

test("JSON mode: broken or invalid JSON cannot be sent, valid JSON is sent exactly, and the form carries it", async ({
  signedIn: page,
}) => {
  const sent = executeLog(page);
  await openTool(page, "secfilings_searchCompany", "company");
  await page.getByRole("textbox", { name: "query" }).fill("north");
  await page.getByRole("button", { name: "JSON", exact: true }).click();
  const editor = page.getByRole("textbox", { name: "Input as JSON" });
  await editor.fill('{"query":"summit","limit":2');
  await expect(page.getByText(/^Not valid JSON yet, line 1, column 28:/)).toBeVisible();
  await expect(execute(page)).toBeDisabled();
  await editor.press("Control+Enter");

  await editor.fill('{"query":"","limit":2}');
  await expect(page.getByRole("link", { name: "query — Must be at least 1 characters" })).toBeVisible();
  await expect(execute(page)).toBeDisabled();
  await expectNoA11yViolations(page);

  await editor.fill('{"query":"summit","limit":2}');
  await expect(execute(page)).toBeEnabled();
  await execute(page).click();
  await expect(page.getByRole("heading", { name: "Result" })).toBeVisible();
  // One request only: neither the broken nor the invalid JSON left the browser.
  expect(sent).toHaveLength(1);
  expect(sent[0]?.postDataJSON()).toEqual({
    tool_name: "secfilings_searchCompany",
    input: { query: "summit", limit: 2 },
  });

  await page.getByRole("button", { name: "Form", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "query" })).toHaveValue("summit");
  await expect(page.locator("#root_limit")).toHaveValue("2");
});

test("an untouched form shows no error; Execute lists every issue, focuses the first, sends nothing", async ({
  signedIn: page,
}) => {
  const sent = executeLog(page);
  await openTool(page, "coingecko_getPortfolioValue", "crypto");
  await expect(page.getByText(/fields? to fix/)).toHaveCount(0);
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);

  await execute(page).click();
  const fix = page.getByRole("navigation", { name: "Fields to fix" });
  await expect(fix.getByRole("link")).toHaveText([
    "holdings.0.coinId — Required",
    "holdings.0.amount — Required",
  ]);
  await expect(page.locator("#root_holdings_0_coinId")).toBeFocused();
  await expect(page.locator("#root_holdings_0_amount")).toHaveAttribute("aria-invalid", "true");
  await fix.getByRole("link", { name: "holdings.0.amount — Required" }).click();
  await expect(page.locator("#root_holdings_0_amount")).toBeFocused();
  await expectNoA11yViolations(page);

  // Fixed, it goes: the first request is the valid one.
  await page.locator("#root_holdings_0_coinId").fill("bitcoin");
  await page.locator("#root_holdings_0_amount").fill("1");
  await execute(page).click();
  await expect(page.getByRole("heading", { name: "Result" })).toBeVisible();
  expect(sent.map((request) => (request.postDataJSON() as { input: unknown }).input)).toEqual([
    { holdings: [{ coinId: "bitcoin", amount: 1 }], vsCurrency: "usd" },
  ]);
});

test("a reload keeps the filled form; Reset clears it", async ({ signedIn: page }) => {
  await openTool(page, "coingecko_getPortfolioValue", "crypto");
  await page.locator("#root_holdings_0_coinId").fill("ethereum");
  await page.locator("#root_holdings_0_amount").fill("0.5");
  await page.reload();
  await expect(page.locator("#root_holdings_0_coinId")).toHaveValue("ethereum");
  await expect(page.locator("#root_holdings_0_amount")).toHaveValue("0.5");

  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.locator("#root_holdings_0_coinId")).toHaveValue("");
  await page.reload();
  await expect(page.locator("#root_holdings_0_coinId")).toHaveValue("");
});
