import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe.ts";
import { baseUrl } from "./control.ts";
import { expect, test } from "./fixtures.ts";
import { paths } from "./routes.ts";

// Issue 17: what the dashboard shows of a paid result is exactly right, and a paid result is kept.

const SCREEN_INPUT = { limit: 100 };

async function openScreenCoins(page: Page): Promise<void> {
  await page.goto(
    paths.tool("coingecko_screenCoins", { vertical: "crypto", input: JSON.stringify(SCREEN_INPUT) }),
  );
  await expect(page.getByRole("heading", { level: 1, name: "coingecko_screenCoins" })).toBeVisible();
  await expect(page.getByLabel("Header balance")).toHaveText(/\d/);
}

async function runScreenCoins(page: Page) {
  await page.getByRole("button", { name: /^Execute/ }).click();
  const result = page.getByRole("region", { name: "coingecko_screenCoins result" });
  await expect(result.getByRole("tab", { name: "Table" })).toBeEnabled();
  return result;
}

/** RFC 4180: quoted fields with doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += char;
  }
  return rows;
}

async function exportedColumn(page: Page, result: ReturnType<Page["getByRole"]>, column: string) {
  const download = page.waitForEvent("download");
  await result.getByRole("button", { name: "Export CSV" }).click();
  const path = await (await download).path();
  const [header = [], ...rows] = parseCsv(readFileSync(path, "utf8"));
  const index = header.indexOf(column);
  expect(index, `${column} in ${header.join(",")}`).toBeGreaterThanOrEqual(0);
  return rows.map((row) => row[index] ?? "");
}

test("numeric columns sort as numbers both ways, and the CSV gives numbers back", async ({
  signedIn: page,
}) => {
  await openScreenCoins(page);
  const result = await runScreenCoins(page);
  await result.getByRole("tab", { name: "Table" }).click();

  for (const column of ["priceChange24hPct", "priceUsd", "marketCapUsd"]) {
    const header = result.getByRole("columnheader", { name: column });
    for (const direction of ["ascending", "descending"] as const) {
      await header.getByRole("button").click();
      await expect(header).toHaveAttribute("aria-sort", direction);
      const cells = await exportedColumn(page, result, column);
      expect(cells.length, column).toBe(100);
      for (const cell of cells) expect(cell, `${column} cell`).toMatch(/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/);
      const numbers = cells.map(Number);
      const ordered = [...numbers].sort((a, b) => (direction === "ascending" ? a - b : b - a));
      expect(numbers, `${column} ${direction}`).toEqual(ordered);
    }
    // Back to unsorted before the next column.
    await header.getByRole("button").click();
  }
  const changes = await exportedColumn(page, result, "priceChange24hPct");
  expect(changes.some((cell) => cell.startsWith("-"))).toBe(true);
});

test("a spend on the same key meanwhile does not change the credits shown for the call", async ({
  signedIn: page,
  account,
}) => {
  await openScreenCoins(page);
  await page.route("**/chat/v1/tools/execute", async (route) => {
    const response = await route.fetch();
    // Another client spends on the same key before this answer reaches the page.
    const other = await fetch(new URL("/chat/v1/tools/execute", baseUrl()), {
      method: "POST",
      headers: { authorization: `Bearer ${account.api_key}`, "content-type": "application/json" },
      body: JSON.stringify({ tool_name: "coingecko_screenCoins", input: { limit: 5 } }),
    });
    expect(other.ok).toBe(true);
    await route.fulfill({ response });
  });
  const result = await runScreenCoins(page);
  await expect(result.getByText("Price: 4 credits (listed)")).toBeVisible();
  await expect(result.getByText(/balance change|8 credits/)).toHaveCount(0);
  // The header still follows the account: both calls are gone from it.
  await expect(page.getByLabel("Header balance")).toHaveText(/6,242/);
});

test.describe("production dialect", () => {
  test.use({ accountInit: { subscription_balance: 5000, top_up_balance: 1250, dialect: "production" } });

  test("the credits shown are the usage the wire reports", async ({ signedIn: page }) => {
    await openScreenCoins(page);
    const result = await runScreenCoins(page);
    await expect(result.getByText(/4 credits used \(reported by the service\)/)).toBeVisible();
  });
});

const PRODUCTION_SEARCH = {
  id: "search_prodShapeNoStepIds00",
  summary: "Three filings and one coin.",
  raw_data: [
    {
      tool_name: "coingecko_searchCoin",
      parameters: { query: "bitcoin", limit: 1 },
      output: {
        coins: [{ id: "bitcoin", name: "Bitcoin", symbol: "btc", marketCapRank: "1" }],
        context: "1 coin",
      },
    },
    {
      tool_name: "secfilings_getFilings",
      parameters: { cik: "0000320193" },
      output: {
        filings: {
          "817609-2025": { form: "10-K", filed: "2025-02-01" },
          "817641-2025": { form: "8-K", filed: "2025-03-04" },
          "817700-2025": { form: "10-Q", filed: "2025-05-06" },
        },
        tags: [["risk", "annual"], ["officers"]],
        context: "3 filings",
      },
    },
  ],
  usage: { estimated: 4, consumed: 3 },
  account: { balance: 6247, balance_timestamp: "2026-11-21T13:30:05.123Z" },
};

async function answerSearchWith(page: Page, body: unknown): Promise<void> {
  await page.route("**/chat/v1/search", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(body) }),
  );
}

async function search(page: Page, query: string): Promise<void> {
  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill(query);
  await form.getByLabel("Query").press("ControlOrMeta+Enter");
}

test("a production answer without step ids is rendered, focused and kept across a reload", async ({
  signedIn: page,
}) => {
  await answerSearchWith(page, PRODUCTION_SEARCH);
  await search(page, "apple filings");
  const heading = page.getByRole("heading", { name: "Result for “apple filings”" });
  await expect(heading).toBeFocused();
  const result = page.getByRole("region", { name: "Search result" });
  await expect(result.getByText("3 filings", { exact: true })).toBeVisible();
  // The map of filings keyed by id is offered as a table, the key first.
  const step = result.getByRole("region", { name: "Step 2 secfilings_getFilings result" });
  await step.getByRole("tab", { name: "Table" }).click();
  await expect(step.getByRole("columnheader").first()).toHaveText(/^key/);
  await expect(step.getByRole("cell", { name: "817641-2025" })).toBeVisible();

  await page.reload();
  await expect(
    page.getByRole("region", { name: "Search result" }).getByText("3 filings", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "apple filings" })).toBeVisible();
});

test("an answer with a wrong type in one step is shown raw with the paths, and kept", async ({
  signedIn: page,
}) => {
  const wrong = {
    ...PRODUCTION_SEARCH,
    raw_data: [PRODUCTION_SEARCH.raw_data[0], { ...PRODUCTION_SEARCH.raw_data[1], tool_name: 42 }],
  };
  await answerSearchWith(page, wrong);
  await search(page, "odd answer");
  const result = page.getByRole("region", { name: "Search result" });
  await expect(result.getByText(/This response did not match the expected shape:/)).toContainText(
    "raw_data.1.tool_name",
  );
  await expect(result.getByRole("region", { name: "Response result" })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Search result" }).getByText(/did not match the expected shape/),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "odd answer" })).toBeVisible();
});

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function expectFits(page: Page): Promise<void> {
    const { overflow, widest } = await page.evaluate(() => {
      const limit = document.documentElement.clientWidth;
      // The outermost elements that stick out, to say what to fix when this fails.
      const wide = [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => el.getBoundingClientRect().right > limit + 1)
        .filter((el) => !(el.parentElement && el.parentElement.getBoundingClientRect().right > limit + 1))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      return { overflow: document.documentElement.scrollWidth - limit, widest: wide.join("\n") };
    });
    expect(overflow, `horizontal overflow on ${page.url()}:\n${widest}`).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  }

  test("/tools and a tool with a table result fit and pass axe", async ({ signedIn: page }) => {
    // Three full-page axe scans, the last over a 100-row table: on a loaded 2-core host they alone
    // outlasted the 30 s default (seen twice with other work running).
    test.slow();
    await page.goto(paths.tools());
    await expect(page.getByRole("combobox", { name: "Search tools" })).toBeVisible();
    await expectFits(page);
    await openScreenCoins(page);
    await expectFits(page);
    const result = await runScreenCoins(page);
    await result.getByRole("tab", { name: "Table" }).click();
    await expect(result.getByRole("columnheader", { name: "priceUsd" })).toBeAttached();
    await expectFits(page);
  });

  test("/search with a result and a plan's page fit and pass axe", async ({ signedIn: page }) => {
    await answerSearchWith(page, PRODUCTION_SEARCH);
    await search(page, "apple filings");
    await expect(
      page.getByRole("region", { name: "Search result" }).getByText("3 filings", { exact: true }),
    ).toBeVisible();
    await expectFits(page);

    await page.goto(paths.plans());
    const form = page.getByRole("form", { name: "Create a plan" });
    await form.getByLabel("Query").fill("What is the price of Bitcoin?");
    await form.getByRole("button", { name: "Create plan" }).click();
    await expect(page.getByRole("heading", { name: "Review" })).toBeFocused();
    await expectFits(page);
  });
});

test.describe("at 1440 px wide", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the schema panel shows every column without scrolling", async ({ signedIn: page }) => {
    await openScreenCoins(page);
    for (const name of ["Input schema fields", "Output schema fields"]) {
      const region = page.getByRole("region", { name });
      await expect(region).toBeVisible();
      const clipped = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(clipped, `${name} clipped by`).toBeLessThanOrEqual(0);
      const description = region.getByRole("columnheader", { name: "Description" });
      await description.scrollIntoViewIfNeeded();
      await expect(description).toBeInViewport();
    }
  });
});
