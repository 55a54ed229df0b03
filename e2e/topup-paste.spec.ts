import type { Page } from "@playwright/test";
import type { Hash } from "viem";
import { expectNoA11yViolations } from "./axe.ts";
import {
  expect,
  expectCredited,
  getQuote,
  ledgerBalance,
  openTopUp,
  test,
  topUpGrowth,
  type Quote,
} from "./topup-kit.ts";

async function paste(page: Page, hash: string): Promise<void> {
  await page.getByLabel("Transaction hash", { exact: true }).fill(hash);
  await page.getByRole("button", { name: "Check payment" }).click();
}

async function payOutside(page: Page, transfer: (q: Quote) => Promise<Hash>, credits: number) {
  await openTopUp(page);
  const quote = await getQuote(page, "ETH", credits);
  return { quote, hash: await transfer(quote) };
}

test("a transfer made outside the page, its hash pasted → credited", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  const { hash } = await payOutside(page, (q) => wallet.transfer(q.destination, q.amount), 200);

  await paste(page, "0x1234");
  await expect(
    page.getByText("A transaction hash is 0x followed by 64 hexadecimal characters."),
  ).toBeVisible();
  await expect(page.getByLabel("Transaction hash", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);

  await paste(page, hash);
  expect(await expectCredited(page, 200)).toBe(hash);
  expect(await topUpGrowth(account.api_key, before)).toBe(200);
});

test("a hash already credited, pasted for a new invoice → PAYMENT_ALREADY_USED explained, balance unchanged", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const { hash } = await payOutside(page, (q) => wallet.transfer(q.destination, q.amount), 250);
  await paste(page, hash);
  await expectCredited(page, 250);
  const credited = await ledgerBalance(account.api_key);

  const second = await getQuote(page, "ETH", 250);
  await paste(page, hash);
  const error = page
    .getByRole("listitem", { name: `Payment for invoice ${second.invoiceId}` })
    .getByRole("alert");
  await expect(error).toContainText("This transaction already paid another invoice");
  await expect(error).toContainText("Next: Paste the hash of the payment you made for this invoice");
  await expectNoA11yViolations(page);
  expect(await ledgerBalance(account.api_key)).toEqual(credited);
});

test("a transfer of the wrong amount → PAYMENT_NOT_COMPLETED with expected and found shown", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  const { quote, hash } = await payOutside(page, (q) => wallet.transfer(q.destination, q.amount - 1n), 100);
  await paste(page, hash);

  const error = page
    .getByRole("listitem", { name: `Payment for invoice ${quote.invoiceId}` })
    .getByRole("alert");
  await expect(error).toContainText("This transaction does not pay the invoice");
  await expect(error.getByRole("definition").nth(0)).toHaveText("amount");
  await expect(error.getByRole("definition").nth(1)).toHaveText(quote.amount.toString());
  await expect(error.getByRole("definition").nth(2)).toHaveText((quote.amount - 1n).toString());
  await expectNoA11yViolations(page);
  expect(await ledgerBalance(account.api_key)).toEqual(before);

  // Dismissing the failed payment frees the invoice to be paid properly.
  await page.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("button", { name: "Check payment" })).toBeVisible();
});
