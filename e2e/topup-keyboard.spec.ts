import type { Page } from "@playwright/test";
import { E2E_WALLET_NAME } from "./wallet.ts";
import {
  expect,
  expectCredited,
  ledgerBalance,
  openTopUp,
  payButton,
  test,
  topUpGrowth,
} from "./topup-kit.ts";

test.describe.configure({ timeout: 60_000 });

/** The focus is on a control of the page, never dropped to <body>. */
async function expectFocusKept(page: Page) {
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName ?? "BODY")).not.toBe("BODY");
}

test("a keyboard-only top-up: focus after each step, and the quote announced", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  await openTopUp(page);
  await page.getByLabel("Currency").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Credits", { exact: true })).toBeFocused();
  await page.keyboard.type("120");
  await page.keyboard.press("Enter");

  // After Get quote: the card's title has the focus, and the quote is announced.
  await expect(page.locator("#quote-title")).toBeFocused();
  await expect(
    page.getByRole("status").filter({ hasText: /^Quote ready: invoice \S+\. Pay it below\.$/ }),
  ).toHaveCount(1);

  const connect = page.getByRole("button", { name: `Connect ${E2E_WALLET_NAME}` });
  await connect.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Account", { exact: true })).toBeVisible();
  await expectFocusKept(page);

  await expect(payButton(page)).toBeEnabled();
  await payButton(page).focus();
  await page.keyboard.press("Enter");
  await expectCredited(page, 120);
  await expectFocusKept(page);

  await page.getByRole("button", { name: "Dismiss" }).first().focus();
  await page.keyboard.press("Enter");
  await expectFocusKept(page);
  expect(await topUpGrowth(account.api_key, before)).toBe(120);
  expect(wallet.sent).toHaveLength(1);
});
