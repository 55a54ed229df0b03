import { signIn } from "./fixtures.ts";
import {
  blindChain,
  bookRow,
  expect,
  expectCredited,
  ledgerBalance,
  openQuote,
  openTopUp,
  pasteOnRow,
  test,
  topUpGrowth,
} from "./topup-kit.ts";

test.describe.configure({ timeout: 60_000 });

test("an invoice opened in one browser is listed in another, and paid there shows paid in the first", async ({
  signedIn: page,
  browser,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  // Neither browser reads the chain: what the first learns comes from the service's list alone.
  await blindChain(page);
  const quote = await openQuote(page, "ETH", 44);
  await expect(page.getByText(/the service lists for the account/)).toBeVisible();

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, account.api_key);
    await blindChain(second);
    await openTopUp(second);
    const row = bookRow(second, quote.invoiceId);
    await expect(row).toContainText("Open (not paid yet)");

    const hash = await wallet.transfer(quote.destination, quote.amount);
    await pasteOnRow(second, quote.invoiceId, hash);
    await expectCredited(second, 44);
  } finally {
    await other.close();
  }
  // The list is read again every 15 s while Top up is open.
  await expect(bookRow(page, quote.invoiceId)).toContainText("Paid", { timeout: 20_000 });
  expect(await topUpGrowth(account.api_key, before)).toBe(44);
});

test("a cold load of Top up without a key sends no billing request without it", async ({ page }) => {
  const keyless: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/billing/v1/") && !r.headers().authorization) keyless.push(r.url());
  });
  await openTopUp(page);
  await expect(page.getByRole("button", { name: "Get quote" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(keyless).toEqual([]);
});
