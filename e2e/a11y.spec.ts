import { expectNoA11yViolationsLightAndDark } from "./axe.ts";
import { test, useTheme } from "./fixtures.ts";
import { openSettled, routes } from "./routes.ts";

for (const route of routes) {
  test(`no WCAG 2 A/AA violation on ${route.path}, light and dark`, async ({ signedIn: page }) => {
    await useTheme(page, "system");
    await openSettled(page, route.path);
    await expectNoA11yViolationsLightAndDark(page);
  });
}
