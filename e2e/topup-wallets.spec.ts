import { expectNoA11yViolations } from "./axe.ts";
import {
  connectWallet,
  expect,
  expectCredited,
  expectNativeTransfer,
  ledgerBalance,
  topUpGrowth,
  openQuote,
  payButton,
  test,
} from "./topup-kit.ts";

test.describe.configure({ timeout: 60_000 });

test("the Local test wallet completes a top-up without any browser extension", async ({
  signedIn: page,
  account,
}) => {
  const before = await ledgerBalance(account.api_key);
  const quote = await openQuote(page, "ETH", 100);
  const wallets = page.getByRole("list", { name: "Wallets" });
  // Announced once through EIP-6963 and listed once, however often discovery asks.
  await expect(wallets.getByRole("button", { name: "Connect Local test wallet" })).toHaveCount(1);
  await expect(page.getByText(/exists only for the Local connection/)).toBeVisible();
  await wallets.getByRole("button", { name: "Connect Local test wallet" }).click();
  await payButton(page).click();

  const hash = await expectCredited(page, 100);
  await expectNativeTransfer(hash, quote.destination, quote.amount);
  expect(await topUpGrowth(account.api_key, before)).toBe(100);
});

test("a shortfall is explained before the wallet opens, and nothing is sent", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  // The wallet holds exactly 10 ETH: the amount itself, with nothing left for the network fee.
  const quote = await openQuote(page, "ETH", 1_000_000);
  expect(quote.amount).toBe(10n ** 19n);
  await connectWallet(page);
  // Known before any click: Pay stays off.
  await expect(payButton(page)).toBeDisabled();

  const alert = page
    .getByRole("status")
    .filter({ hasText: "Not enough ETH for the amount plus the network fee" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("the account holds 10 ETH");
  await expectNoA11yViolations(page);
  expect(wallet.requests).not.toContain("eth_sendTransaction");
  expect(wallet.sent).toHaveLength(0);
  expect(await ledgerBalance(account.api_key)).toEqual(before);
});
