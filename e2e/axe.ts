import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Results = Awaited<ReturnType<AxeBuilder["analyze"]>>;

function describe(violations: Results["violations"]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`,
        )
        .join("\n");
      return `[${violation.impact ?? "?"}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
}

/**
 * Fails with a readable list when axe finds a WCAG 2.0/2.1 A or AA violation on the page.
 *
 * Legacy mode runs axe in the page itself; the default opens a second, blank page in the context to
 * merge results from cross-origin frames, about a quarter of each scan's CPU (docs/performance.md).
 * The dashboard renders no frames, so the two modes check the same nodes.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expect(page.frames(), "legacy mode checks no frame but the main one").toHaveLength(1);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .analyze();
  expect(results.violations.length, `axe on ${page.url()}:\n${describe(results.violations)}`).toBe(0);
}

/**
 * The same check in the light palette, then in the dark one, on a page whose stored theme is
 * "system": it follows the operating system's colour scheme without a reload, so one page load
 * serves both palettes.
 */
export async function expectNoA11yViolationsLightAndDark(page: Page): Promise<void> {
  const html = page.locator("html");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoA11yViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  await expectNoA11yViolations(page);
}
