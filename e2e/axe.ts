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

/** Fails with a readable list when axe finds a WCAG 2.0/2.1 A or AA violation on the page. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.length, `axe on ${page.url()}:\n${describe(results.violations)}`).toBe(0);
}
