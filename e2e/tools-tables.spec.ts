import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { paths } from "./routes.ts";

// Issue 28: schema and result tables readable at 1440 and 360 px; the filter says what it did not read.

async function openScreenCoins(page: Page) {
  await page.goto(
    paths.tool("coingecko_screenCoins", { vertical: "crypto", input: JSON.stringify({ limit: 100 }) }),
  );
  await expect(page.getByRole("heading", { level: 1, name: "coingecko_screenCoins" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Execute/ })).toBeEnabled();
}

async function openResultTable(page: Page) {
  await page.getByRole("button", { name: /^Execute/ }).click();
  const result = page.getByRole("region", { name: "coingecko_screenCoins result" });
  await result.getByRole("tab", { name: "Table" }).click();
  await expect(result.getByRole("table")).toBeVisible();
  return result;
}

/**
 * Every column header of `scope`'s tables: not clipped (no element inside it wider than its box), and
 * no word of it broken across lines (a word's text range has exactly one client rect per line it is on).
 */
async function brokenHeaders(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    for (const header of root.querySelectorAll("th")) {
      const text = header.textContent ?? "";
      for (const element of [header, ...header.querySelectorAll("*")])
        if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
          problems.push(`${text}: clipped (${element.scrollWidth} > ${element.clientWidth} px)`);
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) problems.push(`${text}: “${word[0]}” broken over ${lines.size} lines`);
        }
      }
    }
    return problems;
  });
}

for (const width of [1440, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("schema tables: no header broken inside a word or clipped, one-option fields not marked required", async ({
      signedIn: page,
    }) => {
      await page.goto(paths.tool("secfilings_getFilings", { vertical: "company" }));
      await expect(page.getByRole("heading", { level: 1, name: "secfilings_getFilings" })).toBeVisible();
      for (const name of ["Input schema fields", "Output schema fields"]) {
        const region = page.getByRole("region", { name });
        await expect(region).toBeVisible();
        expect(await brokenHeaders(region), name).toEqual([]);
        const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow, `${name} scrolls sideways by`).toBeLessThanOrEqual(0);
      }
      const input = page.getByRole("region", { name: "Input schema fields" });
      await expect(input.getByRole("row", { name: /^company\.ticker/ })).toContainText(
        "required with “By ticker”",
      );
      await expect(input.getByRole("row", { name: /^company\.cik/ })).toContainText("required with “By CIK”");
    });

    test("result table: header words whole, the array named, columns past the edge announced", async ({
      signedIn: page,
    }) => {
      await openScreenCoins(page);
      const result = await openResultTable(page);
      expect(await brokenHeaders(result)).toEqual([]);
      await expect(result.getByText("Table of", { exact: false }).first()).toContainText(
        /Table of coins \(100 rows\)/,
      );
      const rows = result.getByRole("region", { name: "coingecko_screenCoins coins rows" });
      const cut = await rows.evaluate((box) => {
        const right = box.getBoundingClientRect().right;
        return [...box.querySelectorAll("thead th")].filter(
          (th) => th.getBoundingClientRect().right > right + 1,
        ).length;
      });
      if (width === 360) expect(cut).toBeGreaterThan(0);
      if (cut > 0)
        await expect(
          result.getByText(`${cut} more ${cut === 1 ? "column" : "columns"} to the right`),
        ).toBeVisible();
      // Scrolled to the end, nothing is hidden and the hint says so by going away.
      await rows.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
      await expect(result.getByText(/more columns? to the right/)).toHaveCount(0);
    });
  });
}

test("a filter it cannot read says what it did not understand, with the grammar in view", async ({
  signedIn: page,
}) => {
  await openScreenCoins(page);
  const result = await openResultTable(page);
  const filter = result.getByLabel("Filter rows");
  await expect(result.getByText(/^Text matches any column\. Compare a column: price > 100/)).toBeVisible();
  await filter.fill("symbl = btc");
  await expect(
    result.getByText(/^Not understood, left out: “symbl = btc”: there is no column “symbl” \(columns: /),
  ).toBeVisible();
  await expect(filter).toHaveAttribute("aria-invalid", "true");
  await filter.fill("a, b");
  await expect(result.getByText(/“a, b”: a comma is not understood/)).toBeVisible();
  await filter.fill("symbol = btc");
  await expect(result.getByText(/^Not understood/)).toHaveCount(0);
  await expect(result.getByText("1 of 100 rows")).toBeVisible();
  await filter.fill("> 100");
  await expect(result.getByText(/^“> 100” compares every column; name one/)).toBeVisible();
});
