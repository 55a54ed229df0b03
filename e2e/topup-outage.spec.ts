import type { Route } from "@playwright/test";
import { expect, test } from "./topup-kit.ts";
import { paths } from "./routes.ts";

// React reports the error its boundary caught; the stopped stack is the point of the test.
test.use({ allowedConsoleErrors: [/dynamically imported module|Importing a module script|Failed to fetch/] });

test("Top up comes back by itself once the service answers again after an outage, without a reload", async ({
  signedIn: page,
}) => {
  await page.goto(paths.balance());
  await expect(page.getByRole("heading", { level: 1, name: "Balance" })).toBeVisible();
  // A reload would lose this mark: its survival says the page recovered in place.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // The stack stops answering: every request of the tab is refused, as a closed port refuses it.
  const refuse = (route: Route) => route.abort("connectionrefused");
  await page.route("**/*", refuse);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Top up", exact: true })
    .click();
  const alert = page.getByRole("alert").filter({ hasText: "This page could not be shown" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("the service may be unreachable or restarting");
  await expect(alert).toContainText("this page comes back by itself once it answers");
  // Asking again while it is still down keeps the message and its next step.
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(alert).toBeVisible();

  await page.unroute("**/*", refuse);
  // The back-off's probe finds the service back (RECOVERY_DELAYS_MS: a few seconds at most here).
  await expect(page.getByRole("heading", { level: 1, name: "Top up" })).toBeVisible({ timeout: 20_000 });
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Get quote" })).toBeVisible();
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
