import { expectNoA11yViolations } from "./axe.ts";
import { baseUrl } from "./control.ts";
import {
  connectWallet,
  expect,
  expectCredited,
  ledgerBalance,
  openQuote,
  payButton,
  quoteWithWallet,
  test,
  topUpGrowth,
} from "./topup-kit.ts";
import { expectStatus } from "./expect-status.ts";

test.describe.configure({ timeout: 60_000 });

async function listOnService(apiKey: string, address: string) {
  const res = await fetch(new URL("/billing/v1/account/whitelist", baseUrl()), {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ address }),
  });
  await expectStatus(res, 200);
}

test("Pay is off for a wallet outside the whitelist, on after the inline add, and credited", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  await listOnService(account.api_key, "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC");
  const before = await ledgerBalance(account.api_key);
  await quoteWithWallet(page, "ETH", 30);
  await expect(payButton(page)).toBeDisabled();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Add this wallet to the whitelist" }).click();
  await expect(payButton(page)).toBeEnabled();
  await expect(payButton(page)).toBeFocused();
  await payButton(page).click();
  await expectCredited(page, 30);
  expect(await topUpGrowth(account.api_key, before)).toBe(30);
  expect(wallet.sent).toHaveLength(1);
});

test("Pay is off when the wallet cannot cover the amount and the fee, said before any click", async ({
  signedIn: page,
  wallet,
}) => {
  // 10 ETH is all the wallet holds: nothing left for the network fee.
  await openQuote(page, "ETH", 1_000_000);
  await connectWallet(page);
  await expect(payButton(page)).toBeDisabled();
  await expect(page.getByText(/Not enough ETH for the amount plus the network fee/)).toBeVisible();
  expect(wallet.sent).toHaveLength(0);
});
