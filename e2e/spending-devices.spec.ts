import type { Page, Response } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";
import { onRoute, paths } from "./routes.ts";
import { execute, openTool } from "./tool-kit.ts";

const SCREEN = "coingecko_screenCoins";
const SCREEN_PRICE = 4;
const QUESTION = "Compare Bitcoin and Ethereum: prices and market caps";

const charges = (page: Page) => page.getByRole("list", { name: "Charges" }).getByRole("listitem");
const row = (page: Page, subject: string) => charges(page).filter({ hasText: subject });

async function consumedOf(response: Promise<Response>): Promise<number> {
  const body = (await (await response).json()) as { usage?: { consumed?: number } };
  if (typeof body.usage?.consumed !== "number") throw new Error("the answer carries no usage.consumed");
  return body.usage.consumed;
}

async function search(page: Page, query: string): Promise<number> {
  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill(query);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/v1/search") && r.ok());
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("region", { name: "Search result" })).toBeVisible({ timeout: 15_000 });
  return consumedOf(answer);
}

async function researchTask(page: Page): Promise<number> {
  await page.goto(paths.tasks());
  await page.getByLabel("Question").fill(QUESTION);
  const ended = page.waitForResponse(
    async (r) =>
      /\/v1\/tasks\/[^/]+\/result$/.test(new URL(r.url()).pathname) &&
      r.ok() &&
      ((await r.json()) as { usage?: unknown }).usage !== undefined,
    { timeout: 90_000 },
  );
  await page.getByRole("button", { name: "Start research" }).click();
  await expect(page).toHaveURL(onRoute("task", { id: /^task_/ }));
  return consumedOf(ended);
}

/** A row's credits are its last cell ("3 credits", "4 credits (listed price)"). */
async function expectRow(page: Page, subject: string, kind: string, credits: number, here: boolean) {
  const found = row(page, subject);
  await expect(found, subject).toHaveCount(1);
  await expect(found).toContainText(kind);
  await expect(found.locator("span").last()).toHaveText(new RegExp(`^${credits} credits?\\b`));
  await expect(found.getByText("answer kept on another device")).toHaveCount(here ? 0 : 1);
}

test("calls made in one browser appear in another by subject, kind and credits, none twice, a task as one row", async ({
  signedIn: a,
  browser,
  account,
}) => {
  test.slow();
  const onA = await search(a, "What is the price of Ethereum?");
  const context = await browser.newContext();
  try {
    const b = await context.newPage();
    await signIn(b, account.api_key);
    const onB = await search(b, "What is the price of Bitcoin?");
    await openTool(b, SCREEN, "crypto", { filters: { category: "Stablecoins" }, limit: 3 });
    await execute(b).click();
    await expect(b.getByRole("region", { name: `${SCREEN} result` })).toBeVisible();
    const task = await researchTask(b);

    await a.goto(paths.spending());
    await expect(charges(a)).toHaveCount(4);
    await expectRow(a, "price of Ethereum", "Search", onA, true);
    await expectRow(a, "price of Bitcoin", "Search", onB, false);
    await expectRow(a, SCREEN, "Tool", SCREEN_PRICE, false);
    await expectRow(a, QUESTION, "Research task", task, false);
    // The task's charges, one per sub-question, open as one call made elsewhere.
    await row(a, QUESTION)
      .getByRole("button", { name: new RegExp(`^Open ${QUESTION}`) })
      .click();
    const detail = a.getByRole("dialog", { name: `Research task: ${QUESTION}` });
    await expect(detail).toContainText("kept on another device");
    await expect(detail.getByRole("link", { name: "Open the task" })).toBeVisible();

    await b.goto(paths.spending());
    await expect(charges(b)).toHaveCount(4);
    await expectRow(b, "price of Ethereum", "Search", onA, false);
    await expectRow(b, "price of Bitcoin", "Search", onB, true);
    await expectRow(b, SCREEN, "Tool", SCREEN_PRICE, true);
    await expectRow(b, QUESTION, "Research task", task, true);
  } finally {
    await context.close();
  }
});
