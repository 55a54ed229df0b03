import { expectNoA11yViolations } from "./axe.ts";
import { expect, test, useTheme } from "./fixtures.ts";
import { openSettled, routes } from "./routes.ts";

for (const theme of ["light", "dark"] as const) {
  for (const route of routes) {
    test(`no WCAG 2 A/AA violation on ${route.path} (${theme})`, async ({ signedIn: page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await useTheme(page, theme);
      await openSettled(page, route.path);
      await expect(page.locator("html")).toHaveClass(
        theme === "dark" ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b)/,
      );
      await expectNoA11yViolations(page);
    });
  }
}
