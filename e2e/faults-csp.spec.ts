import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures.ts";
import { paths } from "./routes.ts";

// Not the shared fixture: this test makes the page's CSP refuse a connection on purpose, and
// checks the violation happened (the policy is live) and that Settings names it.
test("a Custom service outside the CSP is reported as blocked by the security policy", async ({ page }) => {
  await signIn(page, "dk_e2e_any_key", "custom");
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { e2eCsp: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  const response = await page.goto(paths.settings());
  expect(response?.headers()["content-security-policy"]).toContain("connect-src 'self'");
  await page.getByRole("radiogroup", { name: "Connection" }).getByRole("radio", { name: "Custom" }).check();
  await page
    .getByRole("textbox", { name: "Billing base URL" })
    .fill("https://billing.example.org/billing/v1");
  await page.getByRole("textbox", { name: "Chat base URL" }).fill("https://chat.example.org/chat");
  // Settings tests nothing without a key.
  await page.getByLabel("API key", { exact: true }).fill("dk_e2e_any_key");
  // Committed with Tab first: the click's own blur would re-render the Sender whitelist card below
  // (loading → error), and a page scrolled to its end moves under the pointer between press and release.
  await page.getByRole("textbox", { name: "Chat base URL" }).press("Tab");
  await page.getByRole("button", { name: "Test connection" }).click();
  const results = page.getByRole("status", { name: "Connection test results" });
  await expect(results).toContainText(
    "Billing: this dashboard's security policy does not allow requests to billing.example.org",
  );
  await expect(results).toContainText(
    "Chat: this dashboard's security policy does not allow requests to chat.example.org",
  );
  const seen = await page.evaluate(() => (window as unknown as { e2eCsp: string[] }).e2eCsp);
  expect(seen).toContain("connect-src https://billing.example.org/billing/v1/account/balance");
});
