import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { paths } from "./routes.ts";
import { storageKeys, storedText } from "./storage-kit.ts";

/** The result lines must be announced, so they have to sit in a live region. */
function liveResult(page: Page, text: string) {
  return page
    .locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]')
    .filter({ hasText: text });
}

test("Test connection reports ok for both families of the Local profile", async ({ signedIn: page }) => {
  await page.goto(paths.settings());
  await expect(page.getByRole("heading", { name: "Settings", exact: true })).toBeVisible();
  const connection = page.getByRole("radiogroup", { name: "Connection" });
  await expect(connection.getByRole("radio", { name: "Local" })).toBeChecked();

  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(liveResult(page, "Billing: connected")).toBeVisible();
  await expect(liveResult(page, "Chat: connected")).toBeVisible();
});

test("Test connection reports a closed port as unreachable", async ({ signedIn: page }) => {
  await page.goto(paths.settings());
  await page.getByRole("radiogroup", { name: "Connection" }).getByRole("radio", { name: "Custom" }).check();
  // Port 9 (discard) has no listener here, so the connection is refused.
  await page.getByRole("textbox", { name: "Billing base URL" }).fill("http://127.0.0.1:9/billing/v1");
  await page.getByRole("textbox", { name: "Chat base URL" }).fill("http://127.0.0.1:9/chat");
  await page.getByLabel("API key", { exact: true }).fill("dk_e2e_any_key");

  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(liveResult(page, "Billing: no answer from 127.0.0.1:9")).toBeVisible({ timeout: 15_000 });
  await expect(liveResult(page, "Chat: no answer from 127.0.0.1:9")).toBeVisible();
  await expect(liveResult(page, "Billing: connected")).toHaveCount(0);
});

test("the key lives in session storage unless remembered, and Forget key clears it", async ({
  signedIn: page,
  account,
}) => {
  await page.goto(paths.settings());
  const key = storageKeys.apiKey.key("local");
  const stored = async () => ({
    session: await storedText(page, "session", key),
    local: await storedText(page, "local", key),
  });
  expect(await stored()).toEqual({ session: account.api_key, local: null });

  await page.getByRole("checkbox", { name: "Remember on this device" }).check();
  await expect.poll(stored).toEqual({ session: null, local: account.api_key });

  await page.getByRole("button", { name: "Forget key" }).click();
  await expect.poll(stored).toEqual({ session: null, local: null });
});
