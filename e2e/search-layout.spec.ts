import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "./axe.ts";
import { expect, test, useTheme } from "./fixtures.ts";
import { paths } from "./routes.ts";

async function searchAndPlan(page: Page, check: (page: Page) => Promise<void>): Promise<void> {
  await page.goto(paths.search());
  const form = page.getByRole("form", { name: "Search" });
  await form.getByLabel("Query").fill("price of the native coin of avalanche");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("region", { name: "Search result" })).toBeVisible({ timeout: 15_000 });
  await check(page);

  await page.goto(paths.plans());
  const plan = page.getByRole("form", { name: "Create a plan" });
  await plan.getByLabel("Query").fill("Compare Solana and Cardano market cap");
  await plan.getByRole("button", { name: "Create plan" }).click();
  await expect(page.getByRole("list", { name: "Plan steps" })).toBeVisible();
  await expect(page.getByLabel("Header balance")).toHaveText(/\d/);
  await check(page);
}

test("the search result and the plan review pass axe in the dark theme", async ({ signedIn: page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await useTheme(page, "dark");
  await searchAndPlan(page, expectNoA11yViolations);
});

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the search result and the plan review do not scroll sideways", async ({ signedIn: page }) => {
    await searchAndPlan(page, async (p) => {
      const overflow = await p.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${p.url()}`).toBeLessThanOrEqual(0);
    });
  });
});
