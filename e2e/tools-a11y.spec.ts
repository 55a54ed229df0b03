import { expectNoA11yViolations, expectNoA11yViolationsLightAndDark } from "./axe.ts";
import { expect, test, useTheme } from "./fixtures.ts";
import { paths } from "./routes.ts";

const pages = [
  { path: paths.tools(), heading: "Tools" },
  { path: `${paths.tools({ vertical: "company" })}&q=screen`, heading: "Tools" },
  {
    path: paths.tool("coingecko_getPortfolioValue", { vertical: "crypto" }),
    heading: "coingecko_getPortfolioValue",
  },
  { path: paths.tool("coingecko_screenCoins", { vertical: "crypto" }), heading: "coingecko_screenCoins" },
  { path: paths.tool("secfilings_getFilings", { vertical: "company" }), heading: "secfilings_getFilings" },
  { path: paths.tool("fmp_screenCompanies", { vertical: "company" }), heading: "fmp_screenCompanies" },
] as const;

for (const { path, heading } of pages) {
  test(`no WCAG 2 A/AA violation on ${path}, light and dark`, async ({ signedIn: page }) => {
    await useTheme(page, "system");
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByLabel("Header balance")).toHaveText(/\d/);
    await expect(page.getByText(/tools$|Request body/).first()).toBeVisible();
    await expectNoA11yViolationsLightAndDark(page);
  });
}

test("no violation with a result and a history entry on the page", async ({ signedIn: page }) => {
  const input = JSON.stringify({ query: "eth", limit: 3 });
  await page.goto(paths.tool("coingecko_searchCoin", { vertical: "crypto", input }));
  await page.getByRole("button", { name: /^Execute/ }).click();
  await expect(page.getByRole("region", { name: "coingecko_searchCoin result" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: /^Call coingecko_searchCoin/ })).toBeVisible();
  await expectNoA11yViolations(page);
});
