import type { Page } from "@playwright/test";
import { baseUrl } from "./control.ts";
import { expect, test } from "./fixtures.ts";
import { AVALANCHE, createPlan } from "./search-kit.ts";
import { paths } from "./routes.ts";
import { expectStatus } from "./expect-status.ts";

async function runSearch(page: Page, query: string, verticalId = ""): Promise<void> {
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Vertical").fill(verticalId);
  await form.getByLabel("Query").fill(query);
  await form.getByRole("button", { name: "Search" }).click();
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`for “${escaped}”`) })).toBeVisible({
    timeout: 15_000,
  });
}

test("a plan run elsewhere reads as run and charged: on Run, after a reload, and in Recent plans", async ({
  signedIn: page,
  account,
}) => {
  test.slow();
  const planId = await createPlan(page, AVALANCHE);
  // Another client runs it first (2 credits or so, charged there).
  const elsewhere = await fetch(new URL("/chat/v1/search/plan/run", baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${account.api_key}` },
    body: JSON.stringify({ plan_id: planId }),
  });
  await expectStatus(elsewhere, 200);
  const after = ((await elsewhere.json()) as { account?: { balance: number } }).account?.balance;
  expect(after).toBeDefined();

  await page.getByRole("button", { name: /^Run plan/ }).click();
  const problem = page.getByRole("alert").filter({ hasText: "This plan has already run" });
  await expect(problem).toContainText("that run was charged");
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeDisabled();
  // The header follows the charge made elsewhere without waiting for its next poll.
  await expect(page.getByLabel("Header balance")).toContainText(
    new Intl.NumberFormat("en-US").format(after!),
  );

  await page.reload();
  await expect(problem).toContainText("that run was charged");
  await expect(page.getByText("This plan has expired")).toHaveCount(0);
  await expect(page.getByText("Nothing was charged")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Run plan/ })).toBeDisabled();

  await page.goto(paths.plans());
  const row = page.getByRole("listitem").filter({ hasText: AVALANCHE });
  await expect(row).toContainText("run and charged");
  await expect(row).not.toContainText("expired");
});

test("clicking a recent search shows its answer in view, focused, and puts its query in the form", async ({
  signedIn: page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(paths.search());
  // A placeholder that reads as an example, not as a value already typed.
  await expect(page.getByRole("form", { name: "Search" }).getByLabel("Query")).toHaveAttribute(
    "placeholder",
    /^e\.g\. /,
  );
  await runSearch(page, "What is the price of Bitcoin?", "crypto");
  await runSearch(page, "What is the price of Ethereum?", "crypto");
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill("something typed since");

  const history = page.getByRole("region", { name: "Recent searches" });
  const link = history.getByRole("link", { name: "What is the price of Bitcoin?" });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  const heading = page.getByRole("heading", {
    level: 2,
    name: /Result for “What is the price of Bitcoin\?”/,
  });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(form.getByLabel("Query")).toHaveValue("What is the price of Bitcoin?");
});

test("a failed search is marked failed in Recent searches, and a vertical error offers the known verticals", async ({
  signedIn: page,
}) => {
  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Vertical").fill("astrology");
  await form.getByLabel("Query").fill("what is my horoscope");
  await form.getByRole("button", { name: "Search" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "The search failed" });
  await expect(alert).toBeVisible();
  // The service's list, each a button that fills the field.
  await expect(alert).toContainText("Known verticals");
  await alert.getByRole("button", { name: "crypto" }).click();
  await expect(form.getByLabel("Vertical")).toHaveValue("crypto");

  const row = page.getByRole("region", { name: "Recent searches" }).getByRole("listitem").first();
  await expect(row.getByText("Failed", { exact: true })).toBeVisible();
  await expect(
    row.getByRole("link", { name: /failed.*what is my horoscope|what is my horoscope.*failed/i }),
  ).toBeVisible();

  await page.reload();
  const stored = page.getByRole("alert").filter({ hasText: "The search failed" });
  await expect(stored.getByRole("button", { name: "company" })).toBeVisible();
});

test("auto-detect says which vertical it chose, or that it could not tell", async ({ signedIn: page }) => {
  test.slow();
  await page.goto(paths.search());
  await runSearch(page, "What is the price of Bitcoin?");
  const result = page.getByRole("region", { name: "Search result" });
  await expect(page.getByText(/Vertical: crypto \(auto-detected\)/)).toBeVisible();
  await runSearch(page, "What are the side effects of ibuprofen?");
  await expect(page.getByRole("status").filter({ hasText: "The query could not be planned" })).toContainText(
    "Could not tell which vertical this question is for",
  );
  void result;
});

test("a 2,000-character query is clamped in the heading and its history row, and can be read whole", async ({
  signedIn: page,
}) => {
  await page.goto(paths.search());
  const long = `price of bitcoin ${"and more words ".repeat(133)}`.slice(0, 2000);
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Vertical").fill("crypto");
  await form.getByLabel("Query").fill(long);
  await form.getByRole("button", { name: "Search" }).click();
  const heading = page.getByRole("heading", { level: 2, name: /^Result for/ });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const headingBox = await heading.boundingBox();
  expect(headingBox!.height, "heading height").toBeLessThan(120);
  const row = page.getByRole("region", { name: "Recent searches" }).getByRole("listitem").first();
  const rowBox = await row.boundingBox();
  expect(rowBox!.height, "history row height").toBeLessThan(140);
  // The whole query is one control away.
  await page.getByRole("button", { name: "Show the whole query" }).first().click();
  await expect(page.getByText(long.trim(), { exact: true }).first()).toBeVisible();
});

test("Ctrl-K right after a cold load takes every key typed at 30 ms: the field behind keeps its text", async ({
  signedIn: page,
}) => {
  await page.goto(paths.search());
  const query = page.getByRole("form", { name: "Search" }).getByLabel("Query");
  await query.fill("price of btc");
  await query.focus();
  await page.keyboard.press("ControlOrMeta+k");
  await page.keyboard.type("screenCoins", { delay: 30 });
  const palette = page.getByRole("dialog", { name: "Jump to a tool" });
  await expect(palette.getByRole("combobox", { name: "Jump to a tool" })).toHaveValue("screenCoins");
  await expect(query).toHaveValue("price of btc");
  // Typing goes on in the palette's own input.
  await page.keyboard.type("X");
  await expect(palette.getByRole("combobox", { name: "Jump to a tool" })).toHaveValue("screenCoinsX");
  // The first Escape clears the search input (Chromium's own behaviour), the second closes.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();

  // A second Ctrl-K (the palette's code is loaded now) starts empty and takes keys at once too.
  await query.focus();
  await page.keyboard.press("ControlOrMeta+k");
  await page.keyboard.type("getCoin", { delay: 30 });
  await expect(palette.getByRole("combobox", { name: "Jump to a tool" })).toHaveValue("getCoin");
  await expect(query).toHaveValue("price of btc");
});

test("Ctrl-K in a tool's field right after a cold load: the field keeps its text, the palette gets the word", async ({
  signedIn: page,
}) => {
  await page.goto(paths.tool("coingecko_getCoinInfoForPlatform", { vertical: "crypto" }));
  await expect(
    page.getByRole("heading", { level: 1, name: "coingecko_getCoinInfoForPlatform" }),
  ).toBeVisible();
  const field = page.getByLabel("contractAddress", { exact: true });
  await field.fill("0x12");
  await field.focus();
  await page.keyboard.press("ControlOrMeta+k");
  await page.keyboard.type("portfolio", { delay: 30 });
  const palette = page.getByRole("dialog", { name: "Jump to a tool" });
  await expect(palette.getByRole("combobox", { name: "Jump to a tool" })).toHaveValue("portfolio");
  await expect(field).toHaveValue("0x12");
});
