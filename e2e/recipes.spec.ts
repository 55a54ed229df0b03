import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { baseUrl } from "./control.ts";
import { expectNoA11yViolationsLightAndDark } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { paths } from "./routes.ts";
import { AVALANCHE, createPlan } from "./search-kit.ts";

async function serviceBalance(apiKey: string): Promise<number> {
  const response = await fetch(new URL("/billing/v1/account/balance", baseUrl()), {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return ((await response.json()) as { balance: number }).balance;
}

const step = (page: Page, id: string) => page.getByRole("listitem", { name: `Step ${id}` });

/** "Use as input…" on a value of a step's answer: pick the tool, keep the suggested field, add the step. */
async function useAsInput(page: Page, path: string, tool: string, field: string) {
  await page.getByRole("button", { name: `Use ${path} as input…` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Tool").selectOption(tool);
  await expect(dialog.getByLabel("Field")).toHaveValue(field);
  await dialog.getByRole("button", { name: "Add step" }).click();
  await expect(dialog).toBeHidden();
}

test("a three-step chain built by clicking values: cost before the run, each resolved input shown, saved, reloaded, run again with another input; only the steps that ran are charged", async ({
  signedIn: page,
  account,
}) => {
  const start = await serviceBalance(account.api_key);
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/v1/tools/execute"))
      sent.push(String((r.postDataJSON() as { tool_name: string }).tool_name));
  });
  await page.goto(paths.recipes());
  await page.getByLabel("Vertical").selectOption("company");
  await page.getByLabel("Add a step").selectOption("secfilings_searchCompany");
  await page.getByRole("button", { name: "Add step" }).click();
  await step(page, "step-1").getByRole("textbox", { name: "query" }).fill("aspen power");
  await expect(page.getByLabel("Recipe cost")).toHaveText("Cost: 1 credit");

  await page.getByRole("button", { name: "Run step-1" }).click();
  await expect(page.getByLabel("step-1 resolved input")).toHaveText(/"query": "aspen power"/);
  await expect.poll(() => serviceBalance(account.api_key)).toBe(start - 1);
  await useAsInput(page, "step-1.companies.0.ticker", "secfilings_getCompanyProfile", "ticker");
  await expect(step(page, "step-2").getByLabel("step-2 ticker is bound")).toHaveText(
    "step-1.companies.0.ticker = ASPP",
  );
  await page.getByRole("button", { name: "Run step-2" }).click();
  await expect(page.getByLabel("step-2 resolved input")).toHaveText(/"ticker": "ASPP"/);
  await useAsInput(page, "step-2.company.ticker", "fmp_getIncomeStatement", "ticker");
  await expect(page.getByLabel("Recipe cost")).toHaveText("Cost: 6 credits");
  expect(sent).toEqual(["secfilings_searchCompany", "secfilings_getCompanyProfile"]);
  await expect.poll(() => serviceBalance(account.api_key)).toBe(start - 3);

  await page.getByRole("button", { name: "Run recipe · 6 credits" }).click();
  await expect(page.getByRole("list", { name: "Values of step-3" })).toBeVisible();
  await expect(page.getByLabel("step-3 resolved input")).toHaveText(/"ticker": "ASPP"/);
  await expect.poll(() => serviceBalance(account.api_key)).toBe(start - 9);

  await page.getByRole("checkbox", { name: "step-1 query is a recipe input" }).check();
  await page.getByLabel("Input name for step-1 query").fill("company name");
  await page.getByLabel("Recipe name").fill("Company income");
  await page.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByRole("list", { name: "Saved recipes" })).toContainText(
    "Company income3 steps · open",
  );

  await page.reload();
  await expect(page.getByRole("list", { name: "Saved recipes" })).toContainText(
    "Company income3 steps · open",
  );
  await page.getByLabel("company name").fill("bluepeak motors");
  await page.getByRole("button", { name: "Run recipe · 6 credits" }).click();
  await expect(page.getByLabel("step-1 resolved input")).toHaveText(/"query": "bluepeak motors"/);
  await expect(page.getByLabel("step-3 resolved input")).toHaveText(/"ticker": "BLUM"/);
  await expect.poll(() => serviceBalance(account.api_key)).toBe(start - 15);
  await expectNoA11yViolationsLightAndDark(page);
});

/** Pastes JSON in the plan step format into Import: it opens on the composer. */
async function importSteps(page: Page, body: unknown) {
  await page.goto(paths.recipes());
  // The composer grows from its one-line "Loading the tools…" once the listing answers, which moves the
  // Import card down: a click during that shift can press the button and release elsewhere (no submit).
  await expect(page.getByLabel("Add a step")).toBeVisible();
  await page.getByLabel("Import JSON (an export, or a plan's steps)").fill(JSON.stringify(body));
  await page.getByRole("button", { name: "Import" }).click();
}

test("a reference to a path the source's outputSchema lacks is said at its field and nothing is sent", async ({
  signedIn: page,
}) => {
  const sent: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/v1/tools/execute")) sent.push(r.url());
  });
  await importSteps(page, {
    name: "Broken",
    vertical_id: "company",
    steps: [
      { id: "find", tool_name: "secfilings_searchCompany", parameters: { query: "aspen power" } },
      {
        id: "profile",
        tool_name: "secfilings_getCompanyProfile",
        parameters: { ticker: { $fromStep: "find", $outputKey: "companies.0.symbol" } },
      },
    ],
  });
  await expect(step(page, "profile").getByRole("group", { name: "Field ticker" })).toContainText(
    `"companies.0.symbol" is not in secfilings_searchCompany's outputSchema ("symbol" is unknown there)`,
  );
  await expect(page.getByText("1 problem to fix before running")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Run recipe/ })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Run profile" })).toBeDisabled();
  expect(sent).toEqual([]);
});

test("a failing middle step stops the step that needs it and says why; the independent step finishes; only what ran is charged", async ({
  signedIn: page,
  account,
}) => {
  const start = await serviceBalance(account.api_key);
  await importSteps(page, {
    vertical_id: "company",
    steps: [
      { id: "find", tool_name: "secfilings_searchCompany", parameters: { query: "aspen power" } },
      {
        id: "profile",
        tool_name: "secfilings_getCompanyProfile",
        parameters: {
          ticker: {
            $fromTemplateString: "{0}X",
            $values: [{ $fromStep: "find", $outputKey: "companies.0.ticker" }],
          },
        },
      },
      {
        id: "income",
        tool_name: "fmp_getIncomeStatement",
        parameters: { ticker: { $fromStep: "profile", $outputKey: "company.ticker" } },
      },
      { id: "other", tool_name: "secfilings_searchCompany", parameters: { query: "bluepeak" } },
    ],
  });
  await expect(page.getByLabel("Recipe cost")).toHaveText("Cost: 7 credits");
  await page.getByRole("button", { name: "Run recipe · 7 credits" }).click();
  await expect(step(page, "profile").getByRole("alert")).toContainText(
    "profile failed: No company with ticker ASPPX",
  );
  await expect(step(page, "income")).toContainText(
    "Not run: skipped: profile (secfilings_getCompanyProfile) failed: No company with ticker ASPPX",
  );
  await expect(page.getByRole("list", { name: "Values of other" })).toBeVisible();
  // The two searches ran (1 credit each); the failed profile and the skipped income are not charged.
  await expect.poll(() => serviceBalance(account.api_key)).toBe(start - 2);
});

test("a plan made by the service opens as a recipe and runs by hand to the same raw data as its service run", async ({
  signedIn: page,
}) => {
  const planUrl = await createPlan(page, AVALANCHE).then(() => page.url());
  const stepCount = await page.getByRole("list", { name: "Plan steps" }).getByRole("listitem").count();
  await page.getByRole("link", { name: "Edit as recipe" }).click();
  await expect(page.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveCount(stepCount);
  await expect(page.getByText(/problems? to fix before running/)).toBeHidden();

  const byHand: Array<{ tool: string; output: unknown }> = [];
  page.on("response", (response) => {
    if (!response.url().endsWith("/v1/tools/execute")) return;
    const tool = (response.request().postDataJSON() as { tool_name: string }).tool_name;
    void response.json().then((output: unknown) => byHand.push({ tool, output }));
  });
  await page.getByRole("button", { name: /^Run recipe/ }).click();
  await expect.poll(() => byHand.length).toBe(stepCount);

  await page.goto(planUrl);
  const run = page.waitForResponse((r) => r.url().endsWith("/v1/search/plan/run"));
  await page.getByRole("button", { name: /^Run plan/ }).click();
  const body = (await (await run).json()) as { raw_data: Array<{ tool_name: string; output: unknown }> };
  const byService = body.raw_data.map((entry) => ({ tool: entry.tool_name, output: entry.output }));
  const sorted = (list: Array<{ tool: string; output: unknown }>) =>
    list.map((e) => JSON.stringify(e)).sort();
  expect(sorted(byHand)).toEqual(sorted(byService));
});

const chainSteps = [
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
];

test("the exported TypeScript script, run with node and the key from the environment, prints the page's final answer", async ({
  signedIn: page,
  account,
}) => {
  await importSteps(page, { name: "Chain", vertical_id: "company", steps: chainSteps });
  const last = page.waitForResponse(
    (r) =>
      r.url().endsWith("/v1/tools/execute") &&
      (r.request().postDataJSON() as { tool_name: string }).tool_name === "fmp_getIncomeStatement",
  );
  await page.getByRole("button", { name: /^Run recipe/ }).click();
  const answer: unknown = await (await last).json();
  // The answer's views render above the Export buttons and move them: clicking while they grow can
  // press a button and release elsewhere (nothing chosen). Export once the last answer is on screen.
  await expect(page.getByRole("list", { name: "Values of income" })).toBeVisible();
  await expect(
    page.getByRole("tablist", { name: "income fmp_getIncomeStatement result views" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "TypeScript (fetch)" }).click();
  const script = await page
    .getByLabel(/^TypeScript \(fetch\): the key is read from DASH_API_KEY/)
    .inputValue();
  expect(script).not.toContain(account.api_key);
  const dir = await mkdtemp(join(tmpdir(), "recipe-"));
  await writeFile(join(dir, "recipe.mjs"), script);
  const { stdout } = await promisify(execFile)(process.execPath, [join(dir, "recipe.mjs")], {
    env: { ...process.env, DASH_API_KEY: account.api_key },
  });
  expect(JSON.parse(stdout)).toEqual(answer);

  // A share link carries the recipe in its URL, no key: it opens on the composer, then the URL is plain.
  await page.goto(
    paths.recipes({ recipe: JSON.stringify({ name: "Shared", vertical_id: "company", steps: chainSteps }) }),
  );
  await expect(page.getByLabel("Recipe name")).toHaveValue("Shared");
  await expect(page.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveCount(3);
  await expect(page).toHaveURL((url) => url.search === "");
});
