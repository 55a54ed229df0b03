import { expectNoA11yViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { openSettled, paths, routes } from "./routes.ts";

const destinations = routes.filter((r) => r.path !== "/no-such-page");

test("the main navigation reaches every page", async ({ signedIn: page }) => {
  await page.goto(paths.balance());
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const route of destinations) {
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
      const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
      expect(width, "scrollWidth of the page in px").toBeLessThanOrEqual(360);
    });
  }

  test("every navigation destination is on screen and reachable, with no axe violations", async ({
    signedIn: page,
  }) => {
    await openSettled(page, paths.balance());
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const route of destinations) {
      const link = nav.getByRole("link", { name: route.name, exact: true });
      // In the viewport as laid out, not merely scrollable into it: nothing is cut or off-screen.
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await expectNoA11yViolations(page);
    for (const route of destinations) {
      await nav.getByRole("link", { name: route.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${route.path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });
});
