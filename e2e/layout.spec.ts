import { expect, test } from "./fixtures.ts";
import { openSettled, routes } from "./routes.ts";

test("the main navigation reaches every page", async ({ signedIn: page }) => {
  await page.goto("/balance");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const route of routes.filter((r) => r.path !== "/no-such-page")) {
    await nav.getByRole("link", { name: route.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${route.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("an unknown URL shows a not-found page", async ({ signedIn: page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found/i);
});

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const route of routes) {
    test(`${route.path} does not scroll sideways`, async ({ signedIn: page }) => {
      await openSettled(page, route.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    });
  }
});
