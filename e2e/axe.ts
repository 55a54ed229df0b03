import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

type Violations = axe.AxeResults["violations"];
type AxeApi = typeof axe;

/** The rules the dashboard is held to: WCAG 2.0 and 2.1, levels A and AA. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

function describe(violations: Violations): string {
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
 * axe-core's violations on the page once its colours have settled. axe is evaluated into a document
 * once and each scan calls `axe.run` there, asking back only the violations: a scan of a page already
 * scanned compiles nothing again and carries no list of passes over the protocol
 * (docs/performance.md). The dashboard renders no frame, so one run in the main frame sees every node.
 */
export async function axeViolations(page: Page): Promise<Violations> {
  expect(page.frames(), "the scan covers the main frame only").toHaveLength(1);
  // Mid-way through a colour transition (a palette switch, a hover ending) a control is in neither
  // state, and its contrast is no one's: wait for the running CSS transitions first.
  const loaded = await page.evaluate(async () => {
    const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    return "axe" in window;
  });
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: AxeApi };
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return results.violations;
  }, TAGS);
}

/** Fails with a readable list when axe finds a WCAG 2.0/2.1 A or AA violation on the page. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.length, `axe on ${page.url()}:\n${describe(violations)}`).toBe(0);
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
