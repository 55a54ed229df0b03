import { expectNoA11yViolationsLightAndDark } from "./axe.ts";
import { test, useTheme } from "./fixtures.ts";
import { openSettled, paths, routes } from "./routes.ts";

// Every page of the navigation, and the recipe composer, which the navigation reaches through Tools.
for (const route of [...routes, { path: paths.recipes(), name: "recipes" }]) {
  test(`no WCAG 2 A/AA violation on ${route.path}, light and dark`, async ({ signedIn: page }) => {
    await useTheme(page, "system");
    await openSettled(page, route.path);
    await expectNoA11yViolationsLightAndDark(page);
  });
}
