import { expectNoA11yViolations } from "./axe.ts";
import {
  connectWallet,
  expect,
  expectCredited,
  expectNativeTransfer,
  expectTokenTransfer,
  getQuote,
  ledgerBalance,
  topUpGrowth,
  openTopUp,
  openQuote,
  payButton,
  quoteWithWallet,
  storedPending,
  test,
  usdcToken,
} from "./topup-kit.ts";

test.describe.configure({ timeout: 60_000 });

test("ETH top-up end to end: credited exactly the invoice, treasury got exactly the quoted wei", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  await openTopUp(page);
  await expectNoA11yViolations(page);
  const quote = await getQuote(page, "ETH", 1000);
  // 100,000 credits per ETH: 1,000 credits are 0.01 ETH.
  expect(quote.amount).toBe(10_000_000_000_000_000n);
  await expect(page.getByText("0.01 ETH", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(page.getByText(`ethereum:${quote.destination}@31337?value=${quote.amount}`)).toBeVisible();
  await expectNoA11yViolations(page);

  await connectWallet(page);
  await expect(page.getByText(wallet.address)).toBeVisible();
  await expect(page.getByText("10 ETH")).toBeVisible();
  await expectNoA11yViolations(page);
  await payButton(page).click();

  const hash = await expectCredited(page, 1000);
  await expectNoA11yViolations(page);
  expect(hash).toBe(wallet.sent[0]?.hash);
  await expectNativeTransfer(hash, quote.destination, quote.amount);
  const after = await ledgerBalance(account.api_key);
  expect(after.top_up_balance - before.top_up_balance).toBe(1000);
  expect(after.subscription_balance).toBe(before.subscription_balance);
  await expect(page.getByTestId("new-balance")).toHaveText(
    `${new Intl.NumberFormat("en-US").format(after.balance)} credits`,
  );
  // The credited payment is no longer pending, locally or on the page.
  expect(await storedPending(page)).toBe("[]");
});

test("USDC top-up end to end: an ERC-20 transfer of exactly the quoted units", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  const quote = await openQuote(page, "USDC", 400);
  // 40 credits per USDC (6 decimals): 400 credits are 10 USDC.
  expect(quote.amount).toBe(10_000_000n);
  await connectWallet(page);
  await expect(page.getByText(wallet.address)).toBeVisible();
  await expect(page.getByText("1,000 USDC")).toBeVisible();
  await payButton(page).click();

  const hash = await expectCredited(page, 400);
  await expectTokenTransfer(hash, await usdcToken(), quote.destination, quote.amount);
  expect(await topUpGrowth(account.api_key, before)).toBe(400);
});

test.describe("a wallet on another network", () => {
  test.use({ walletOptions: { chainId: 1 } });

  test("is asked to switch, re-checked, then pays and is credited", async ({
    signedIn: page,
    account,
    wallet,
  }) => {
    const before = await ledgerBalance(account.api_key);
    await quoteWithWallet(page, "ETH", 500);
    await expect(page.getByText(/The wallet is on chain 1;/)).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: /^Switch to / }).click();
    await expect(payButton(page)).toBeVisible();
    expect(wallet.chainId).toBe(31337);
    await payButton(page).click();

    await expectCredited(page, 500);
    expect(await topUpGrowth(account.api_key, before)).toBe(500);
  });
});

test("rejected in the wallet: a neutral Cancelled, then a retry is credited once", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  await quoteWithWallet(page, "ETH", 700);
  wallet.rejectNext();
  await payButton(page).click();

  await expect(page.getByRole("status").filter({ hasText: "Cancelled" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  expect(wallet.sent).toHaveLength(0);
  await expectNoA11yViolations(page);

  await page.getByRole("button", { name: "Try again" }).click();
  await expectCredited(page, 700);
  expect(wallet.sent).toHaveLength(1);
  expect(await topUpGrowth(account.api_key, before)).toBe(700);
});
