import { readFileSync } from "node:fs";
import type { Page, Response } from "@playwright/test";
import { expectNoA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { amount, onRoute, paths } from "./routes.ts";
import { AVALANCHE, createPlan } from "./search-kit.ts";
import { execute, executeLog, openTool } from "./tool-kit.ts";

const SCREEN = "coingecko_screenCoins";
const SCREEN_INPUT = { filters: { category: "Stablecoins" }, limit: 3 };

const charges = (page: Page) => page.getByRole("list", { name: "Charges" }).getByRole("listitem");

/** `usage.consumed` of a paid answer, read from the wire (a tool's may be wrapped, production-style). */
async function consumed(response: Promise<Response>): Promise<number> {
  const body = (await (await response).json()) as {
    usage?: { consumed?: number };
    output?: { usage?: { consumed?: number } };
  };
  const value = body.usage?.consumed ?? body.output?.usage?.consumed;
  if (typeof value !== "number") throw new Error("the answer carries no usage.consumed");
  return value;
}

const answerTo = (page: Page, pattern: RegExp) =>
  page.waitForResponse((r) => pattern.test(new URL(r.url()).pathname) && r.ok());

/**
 * Runs the tool and returns its credits as the wire gives them: the answer's usage (production), else
 * the price the listing names (the spec's execute answer is the output alone).
 */
async function runTool(page: Page): Promise<number> {
  const listing = answerTo(page, /\/v1\/tools$/);
  await openTool(page, SCREEN, "crypto", SCREEN_INPUT);
  const answer = answerTo(page, /\/v1\/tools\/execute$/);
  await execute(page).click();
  await expect(page.getByRole("region", { name: `${SCREEN} result` })).toBeVisible();
  const usage = await consumed(answer).catch(() => null);
  if (usage !== null) return usage;
  const listed = (await (await listing).json()) as Array<{ name: string; price?: number }> | { tools: [] };
  const price = (Array.isArray(listed) ? listed : listed.tools).find((tool) => tool.name === SCREEN)?.price;
  if (typeof price !== "number") throw new Error(`the listing names no price for ${SCREEN}`);
  return price;
}

test("a search, a plan run, a tool run and a task appear with the wire's credits, survive a reload, export to CSV and open without a request", async ({
  signedIn: page,
}) => {
  test.slow();
  const wire = new Map<string, number>();

  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill("What is the price of Bitcoin?");
  const searched = answerTo(page, /\/v1\/search$/);
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("region", { name: "Search result" })).toBeVisible({ timeout: 15_000 });
  wire.set("Search", await consumed(searched));

  await createPlan(page, AVALANCHE);
  const ran = answerTo(page, /\/v1\/search\/plan\/run$/);
  await page.getByRole("button", { name: /^Run plan/ }).click();
  await expect(page.getByRole("region", { name: "Search result" })).toBeVisible({ timeout: 15_000 });
  wire.set("Plan run", await consumed(ran));

  wire.set("Tool", await runTool(page));

  await page.goto(paths.tasks());
  await page.getByLabel("Question").fill("Compare Bitcoin and Ethereum: prices and market caps");
  // The task's credits come with its result once it has ended.
  const ended = page.waitForResponse(
    async (r) =>
      /\/v1\/tasks\/[^/]+\/result$/.test(new URL(r.url()).pathname) &&
      r.ok() &&
      ((await r.json()) as { usage?: unknown }).usage !== undefined,
    { timeout: 90_000 },
  );
  await page.getByRole("button", { name: "Start research" }).click();
  await expect(page).toHaveURL(onRoute("task", { id: /^task_/ }));
  wire.set("Research task", await consumed(ended));

  for (const kind of ["Search", "Plan run", "Tool", "Research task"])
    expect(wire.get(kind), kind).toBeDefined();

  const expectCharges = async () => {
    await expect(charges(page)).toHaveCount(4);
    for (const [kind, credits] of wire) {
      // The kind follows the time ("…21:50Search"), so "Search" does not find "Research task".
      const row = charges(page).filter({ hasText: new RegExp(`\\d${kind}`) });
      // The credits are the row's last cell ("3 credits", "4 credits (listed price)").
      await expect(row.first().locator("span").last(), kind).toHaveText(
        new RegExp(`^${credits} credits?\\b`),
      );
    }
  };
  await page.goto(paths.spending());
  await expectCharges();
  await page.reload();
  await expectCharges();
  await expect(page.locator(".spend-chart canvas").first()).toBeVisible();
  await expectNoA11yViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, "utf8").split("\r\n");
  expect(lines[0]).toBe("time,kind,vertical,subject,credits,credits_source,outcome,ref");
  expect(lines).toHaveLength(6);
  expect(lines[5]).toBe("");
  for (const [kind, credits] of wire) {
    const line = lines.find((l) => l.split(",")[1] === kind);
    expect(line?.split(",")[4], kind).toBe(String(credits));
  }

  // The tool's kept answer opens from this browser's records: no execute request at all.
  const executes = executeLog(page);
  await page.getByRole("button", { name: new RegExp(`^Open ${SCREEN}`) }).click();
  const dialog = page.getByRole("dialog", { name: `Tool: ${SCREEN}` });
  await expect(dialog.getByRole("region", { name: "Stored answer" })).toContainText("coins");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(executes).toHaveLength(0);
});

test.describe("budgets", () => {
  test.use({ accountInit: { subscription_balance: 22, top_up_balance: 0 } });

  test("the low-balance banner appears once a call takes the balance under the threshold", async ({
    signedIn: page,
  }) => {
    await openTool(page, SCREEN, "crypto", SCREEN_INPUT);
    await expect(page.getByLabel("Header balance")).toHaveText(amount(22));
    await expect(page.getByRole("status", { name: "Low balance" })).toHaveCount(0);
    await execute(page).click();
    await expect(page.getByLabel("Header balance")).toHaveText(amount(18));
    const banner = page.getByRole("status", { name: "Low balance" });
    await expect(banner).toContainText("under the low-balance threshold of 20");
    await page.goto(paths.spending());
    await expect(banner).toBeVisible();
  });

  test("past the daily cap a paid call asks first, and Cancel sends nothing", async ({ signedIn: page }) => {
    await page.goto(paths.settings());
    await page.getByRole("checkbox", { name: "Ask before spending past a daily cap" }).check();
    await page.getByRole("textbox", { name: "Daily cap" }).fill("4");
    await page.getByRole("button", { name: "Save budgets" }).click();
    await expect(page.getByText("Budgets saved.")).toBeVisible();

    const executes = executeLog(page);
    expect(await runTool(page)).toBe(4);
    expect(executes).toHaveLength(1);

    await execute(page).click();
    const ask = page.getByRole("dialog", { name: "Spend credits past your budget?" });
    await expect(ask).toContainText(
      "4 credits spent today; with 4 credits this passes your daily cap of 4 credits.",
    );
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(ask).toBeHidden();
    // The gate answers before anything is sent: with the dialog gone the click has ended.
    await expect(execute(page)).toBeEnabled();
    expect(executes).toHaveLength(1);

    await execute(page).click();
    await ask.getByRole("button", { name: "Continue and spend" }).click();
    await expect.poll(() => executes.length).toBe(2);
  });
});
