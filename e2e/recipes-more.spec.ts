import type { Page } from "@playwright/test";
import { baseUrl, control } from "./control.ts";
import { expect, test } from "./fixtures.ts";
import { amount, onRoute, paths } from "./routes.ts";
import { AVALANCHE, createPlan } from "./search-kit.ts";

// Recipes beyond the composer's own page: "Use as input…" from a tool page's result, a JSON export
// imported into another connection profile, and a chain on an account speaking the production dialect.

async function serviceBalance(apiKey: string): Promise<number> {
  const response = await fetch(new URL("/billing/v1/account/balance", baseUrl()), {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return ((await response.json()) as { balance: number }).balance;
}

/** The names of the tools each execute request carries, in order. */
function executed(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/v1/tools/execute"))
      sent.push(String((r.postDataJSON() as { tool_name: string }).tool_name));
  });
  return sent;
}

const step = (page: Page, id: string) => page.getByRole("listitem", { name: `Step ${id}` });

const CHAIN = {
  name: "Company income",
  vertical_id: "company",
  steps: [
    { id: "find", tool_name: "secfilings_searchCompany", parameters: { query: "aspen power" } },
    {
      id: "profile",
      tool_name: "secfilings_getCompanyProfile",
      parameters: { ticker: { $fromStep: "find", $outputKey: "companies.0.ticker" } },
    },
    {
      id: "income",
      tool_name: "fmp_getIncomeStatement",
      parameters: { ticker: { $fromStep: "profile", $outputKey: "company.ticker" } },
    },
  ],
};

async function importChain(page: Page, body: unknown) {
  await page.goto(paths.recipes());
  // The composer grows from its one-line "Loading the tools…" once the listing answers, which moves the
  // Import card down: a click during that shift can press the button and release elsewhere (no submit).
  await expect(page.getByLabel("Add a step")).toBeVisible();
  await page.getByLabel("Import JSON (an export, or a plan's steps)").fill(JSON.stringify(body));
  await page.getByRole("button", { name: "Import" }).click();
  await expect(step(page, "income")).toBeVisible();
}

/** Runs the whole recipe and gives back the last step's values as the page lists them. */
async function runToTheEnd(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Run recipe · 6 credits" }).click();
  const values = page.getByRole("list", { name: "Values of income" });
  await expect(values).toBeVisible();
  await expect(page.getByLabel("income resolved input")).toHaveText(/"ticker": "ASPP"/);
  return values.innerText();
}

test("Use as input… on a tool page's result opens the composer with that call as a step and a new step bound to the value", async ({
  signedIn: page,
  account,
}) => {
  const start = await serviceBalance(account.api_key);
  const sent = executed(page);
  await page.goto(paths.tool("secfilings_searchCompany", { vertical: "company" }));
  await page.getByRole("textbox", { name: "query", exact: true }).fill("aspen power");
  await page.getByRole("button", { name: /^Execute/ }).click();
  const result = page.getByRole("region", { name: "secfilings_searchCompany result" });
  await result.getByRole("button", { name: /^\[0\] / }).click();
  await result.getByRole("button", { name: "Use companies[0].ticker as input…" }).click();

  await expect(page).toHaveURL(onRoute("recipes"));
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("step-1.companies.0.ticker");
  await expect(dialog).toContainText("ASPP");
  await dialog.getByLabel("Tool").selectOption("secfilings_getCompanyProfile");
  await expect(dialog.getByLabel("Field")).toHaveValue("ticker");
  await dialog.getByRole("button", { name: "Add step" }).click();
  await expect(dialog).toBeHidden();

  // The source is the call that produced the value, its input as a literal; the chip shows the value now.
  await expect(step(page, "step-1").getByRole("textbox", { name: "query" })).toHaveValue("aspen power");
  await expect(step(page, "step-2").getByLabel("step-2 ticker is bound")).toHaveText(
    "step-1.companies.0.ticker = ASPP",
  );
  // Running the new step reuses the tool page's answer: only the new step is sent.
  await page.getByRole("button", { name: "Run step-2" }).click();
  await expect(page.getByLabel("step-2 resolved input")).toHaveText(/"ticker": "ASPP"/);
  expect(sent).toEqual(["secfilings_searchCompany", "secfilings_getCompanyProfile"]);
  await expect.poll(() => serviceBalance(account.api_key)).toBe(start - 3);

  // The same from the stored answer in the tool page's past calls: opened and used for free.
  await page.goto(paths.tool("secfilings_searchCompany", { vertical: "company" }));
  await page.getByRole("button", { name: /^Open answer of secfilings_searchCompany/ }).click();
  await page.getByText("Use a value as input…").click();
  const stored = page.getByRole("region", { name: "Stored secfilings_searchCompany result" });
  await stored.getByRole("button", { name: /^\[0\] / }).click();
  await stored.getByRole("button", { name: "Use companies[0].name as input…" }).click();
  await expect(page).toHaveURL(onRoute("recipes"));
  await page.getByRole("dialog").getByLabel("Tool").selectOption("secfilings_searchCompany");
  await page.getByRole("dialog").getByRole("button", { name: "Add step" }).click();
  await expect(step(page, "step-1").getByRole("textbox", { name: "query" })).toHaveValue("aspen power");
  await expect(step(page, "step-2").getByLabel("step-2 query is bound")).toHaveText(
    /^step-1\.companies\.0\.name = \S/,
  );
  expect(sent).toHaveLength(2);
});

test("Use as input… on a plan's raw data opens the composer with the plan's steps and their answers, and a new step bound to the value", async ({
  signedIn: page,
}) => {
  await createPlan(page, AVALANCHE);
  const stepCount = await page.getByRole("list", { name: "Plan steps" }).getByRole("listitem").count();
  await page.getByRole("button", { name: /^Run plan/ }).click();
  const result = page.getByRole("region", { name: "Search result" });
  const first = result.getByRole("region", { name: /^Step 1 utils_getBlockchainChainId result$/ });
  await expect(first).toBeVisible({ timeout: 15_000 });
  const sent = executed(page);
  await first.getByRole("button", { name: /^Use (\S+\.)?nativeSymbol as input…$/ }).click();

  await expect(page).toHaveURL(onRoute("recipes"));
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("AVAX");
  await dialog.getByLabel("Tool").selectOption("coingecko_searchCoin");
  await expect(dialog.getByLabel("Field")).toHaveValue("query");
  await dialog.getByRole("button", { name: "Add step" }).click();
  const steps = page.getByRole("list", { name: "Steps" }).getByRole("listitem", { name: /^Step / });
  await expect(steps).toHaveCount(stepCount + 1);
  await expect(steps.last().getByLabel(/ query is bound$/)).toHaveText(/nativeSymbol = AVAX$/);
  await expect(page.getByText(/problems? to fix before running/)).toBeHidden();
  expect(sent).toEqual([]);
});

test("a recipe exported as JSON, imported into another connection profile, runs to the same answer there", async ({
  signedIn: page,
  account,
}) => {
  await importChain(page, CHAIN);
  const here = await runToTheEnd(page);
  await page.getByRole("button", { name: "JSON (plan steps)" }).click();
  const exported = await page.getByLabel(/^JSON \(plan steps\): the key/).inputValue();
  expect(JSON.parse(exported)).toMatchObject({ steps: CHAIN.steps });
  const firstSpent = await serviceBalance(account.api_key);

  // Another profile: the Custom connection, on the same service, with another account's key.
  const other = await control.createAccount({ subscription_balance: 100, top_up_balance: 0 });
  await page.goto(paths.settings());
  await page.getByRole("radiogroup", { name: "Connection" }).getByRole("radio", { name: "Custom" }).check();
  const billing = page.getByRole("textbox", { name: "Billing base URL" });
  await billing.fill(`${baseUrl()}/billing/v1`);
  await billing.press("Enter");
  const chat = page.getByRole("textbox", { name: "Chat base URL" });
  await chat.fill(`${baseUrl()}/chat`);
  await chat.press("Enter");
  await page.getByLabel("API key", { exact: true }).fill(other.api_key);

  await page.goto(paths.recipes());
  await expect(page.getByLabel("Header balance")).toHaveText(amount(100));
  const otherStart = await serviceBalance(other.api_key);
  await importChain(page, JSON.parse(exported));
  expect(await runToTheEnd(page)).toBe(here);
  await expect.poll(() => serviceBalance(other.api_key)).toBe(otherStart - 6);
  expect(await serviceBalance(account.api_key)).toBe(firstSpent);
});

test.describe("production dialect", () => {
  test.use({ accountInit: { subscription_balance: 5000, top_up_balance: 0, dialect: "production" } });

  test("the composer's chain runs on an account speaking the production dialect", async ({
    signedIn: page,
    account,
  }) => {
    const sent = executed(page);
    const start = await serviceBalance(account.api_key);
    await importChain(page, CHAIN);
    await runToTheEnd(page);
    await expect(page.getByLabel("profile resolved input")).toHaveText(/"ticker": "ASPP"/);
    expect(sent).toEqual([
      "secfilings_searchCompany",
      "secfilings_getCompanyProfile",
      "fmp_getIncomeStatement",
    ]);
    await expect.poll(() => serviceBalance(account.api_key)).toBe(start - 6);
  });
});
