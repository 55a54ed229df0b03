import { expect, test } from "./fixtures.ts";
import { execute, executeLog, openTool } from "./tool-kit.ts";
import { paths } from "./routes.ts";

// The tool explorer's form, result and tables, as a keyboard and screen-reader user meets them.

test("Add item by keyboard: focus lands in the new empty input, typing goes there, Execute sends it", async ({
  signedIn: page,
}) => {
  const sent = executeLog(page);
  await openTool(page, "coingecko_getCoinPrice", "crypto");
  await page.locator("#root_coinIds_0").fill("bitcoin");
  const add = page.getByRole("button", { name: /^Add item/ });
  await add.focus();
  await page.keyboard.press("Enter");
  const second = page.locator("#root_coinIds_1");
  await expect(second).toBeFocused();
  await expect(second).toHaveValue("");
  await page.keyboard.type("ethereum");
  await expect(second).toHaveValue("ethereum");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByRole("heading", { name: "Result" })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect((sent[0]?.postDataJSON() as { input: unknown }).input).toEqual({
    coinIds: ["bitcoin", "ethereum"],
    vsCurrency: "usd",
    includeMarketCap: false,
  });
});

test("a new string item starts as empty text, not null: the request preview never shows null", async ({
  signedIn: page,
}) => {
  await openTool(page, "coingecko_getCoinPrice", "crypto");
  await page.locator("#root_coinIds_0").fill("bitcoin");
  await page.getByRole("button", { name: /^Add item/ }).click();
  await expect(page.locator("#root_coinIds_1")).toBeFocused();
  await page.getByRole("button", { name: "JSON", exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Input as JSON" })).toHaveValue(
    /"coinIds": \[\s*"bitcoin",\s*""\s*\]/,
  );
});

test("every tool result is announced in a live region and its heading takes focus", async ({
  signedIn: page,
}) => {
  await openTool(page, "coingecko_getCoinPrice", "crypto", { coinIds: ["bitcoin"] });
  const live = page.getByRole("status").filter({ hasText: /^Call \d+:/ });
  await execute(page).click();
  const heading = page.getByRole("heading", { level: 2, name: "Result" });
  await expect(heading).toBeFocused();
  await expect(live).toHaveText(
    /^Call 1: coingecko_getCoinPrice answered in [\d,]+ ms, 1 credit\. The result follows\.$/,
  );
  await execute(page).click();
  await expect(live).toHaveText(/^Call 2: coingecko_getCoinPrice answered/);
  await expect(heading).toBeFocused();
});

test("messages in the schema's words, and number separators accepted as the top-up form accepts them", async ({
  signedIn: page,
}) => {
  await openTool(page, "secfilings_getFilings", "company");
  await page.locator("#root_company_ticker").fill("aapl");
  await expect(
    page.getByText("Not in the expected form: Stock ticker, upper case, e.g. NORS").first(),
  ).toBeVisible();
  await expect(page.getByText(/Must match the pattern/)).toHaveCount(0);

  const sent = executeLog(page);
  await openTool(page, "fmp_screenCompanies", "company");
  await page.locator("#root_minRevenueUsd").fill("1,000,000,000");
  await expect(page.locator("#root_minRevenueUsd")).toHaveValue("1,000,000,000");
  await expect(page.getByLabel("Request body preview")).toContainText('"minRevenueUsd": 1000000000');
  await execute(page).click();
  await expect(page.getByRole("heading", { name: "Result" })).toBeVisible();
  expect((sent[0]?.postDataJSON() as { input: { minRevenueUsd: unknown } }).input.minRevenueUsd).toBe(
    1_000_000_000,
  );
});

test("a share link whose input cannot be read says so", async ({ signedIn: page }) => {
  await page.goto(paths.tool("secfilings_searchCompany", { vertical: "company", input: '{"query":' }));
  await expect(page.getByRole("heading", { level: 1, name: "secfilings_searchCompany" })).toBeVisible();
  await expect(page.getByText(/^This link's input was not used: it is not valid JSON/)).toBeVisible();
  await page.goto(paths.tool("secfilings_searchCompany", { vertical: "company", input: "[1,2]" }));
  await expect(
    page.getByText("This link's input was not used: it is JSON, but not an object of fields."),
  ).toBeVisible();
});

test("a clean tool URL starts clean over an unfinished draft, and offers it back", async ({
  signedIn: page,
}) => {
  await openTool(page, "coingecko_getPortfolioValue", "crypto");
  await page.locator("#root_holdings_0_coinId").fill("bitcoin");
  // Reloading the page keeps the half-typed form as it was.
  await page.reload();
  await expect(page.locator("#root_holdings_0_coinId")).toHaveValue("bitcoin");
  await expect(page.getByText("This tab kept an unfinished input")).toHaveCount(0);
  // Opened anew, the clean URL starts clean: the draft kept in this tab (no amount) would not pass.
  await openTool(page, "coingecko_getPortfolioValue", "crypto");
  await expect(page.locator("#root_holdings_0_coinId")).toHaveValue("");
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
  const notice = page.getByRole("status").filter({ hasText: "This tab kept an unfinished input" });
  await expect(notice).toContainText("(1 field to fix)");
  await notice.getByRole("button", { name: "Restore it" }).click();
  await expect(page.locator("#root_holdings_0_coinId")).toHaveValue("bitcoin");
  await expect(page.locator("#root_holdings_0_amount")).toHaveAttribute("aria-invalid", "true");
});

test("an unknown field typed in JSON mode can be removed from Form mode", async ({ signedIn: page }) => {
  const sent = executeLog(page);
  await openTool(page, "secfilings_searchCompany", "company");
  await page.getByRole("button", { name: "JSON", exact: true }).click();
  await page.getByRole("textbox", { name: "Input as JSON" }).fill('{"query":"summit","bogus":1}');
  await page.getByRole("button", { name: "Form", exact: true }).click();
  await execute(page).click();
  await expect(page.getByRole("link", { name: "input — Unknown field “bogus”" })).toBeVisible();
  await page.getByRole("button", { name: "Remove unknown field bogus" }).click();
  await expect(page.getByRole("link", { name: /Unknown field/ })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "query" })).toHaveValue("summit");
  await execute(page).click();
  await expect(page.getByRole("heading", { name: "Result" })).toBeVisible();
  expect((sent[0]?.postDataJSON() as { input: Record<string, unknown> }).input).not.toHaveProperty("bogus");
});
