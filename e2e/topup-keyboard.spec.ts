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

/** Tab (only) until `target` has the focus; a keyboard user's way there. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The focused element is inside the viewport, and the page does not scroll sideways. */
async function expectFocusInView(page: Page) {
  const box = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: window.innerHeight };
  });
  expect(box, "something has the focus").not.toBeNull();
  expect(box!.bottom).toBeGreaterThan(0);
  expect(box!.top).toBeLessThan(box!.height);
  await expectNoSidewaysScroll(page);
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, "the page scrolls sideways").toBeLessThanOrEqual(widths.client);
}

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("a keyboard-only checkout (Tab and Enter): the focus lands on the next step, in view, and nothing scrolls sideways", async ({
    signedIn: page,
    account,
    wallet,
  }) => {
    const before = await ledgerBalance(account.api_key);
    await openTopUp(page);
    await expectNoSidewaysScroll(page);
    await tabTo(page, page.getByLabel("Credits", { exact: true }));
    await page.keyboard.type("121");
    await page.keyboard.press("Enter");

    await expect(page.locator("#quote-title")).toBeFocused();
    await expectFocusInView(page);

    await tabTo(page, page.getByRole("button", { name: `Connect ${E2E_WALLET_NAME}` }));
    await page.keyboard.press("Enter");
    // Pay is on: it has the focus, in view (no Tab through the quote's Copy buttons).
    await expect(payButton(page)).toBeFocused();
    await expectFocusInView(page);

    await page.keyboard.press("Enter");
    await expectCredited(page, 121);
    await expect(page.locator("#quote-title")).toHaveText(/is paid$/);
    await expect(page.locator("#quote-title")).toBeFocused();
    await expectFocusInView(page);
    expect(await topUpGrowth(account.api_key, before)).toBe(121);
    expect(wallet.sent).toHaveLength(1);
  });
});
