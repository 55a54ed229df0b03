import type { Page } from "@playwright/test";
import type { Hash } from "viem";
import { expectNoA11yViolations } from "./axe.ts";
import {
  blindChain,
  bookRow,
  expect,
  expectCredited,
  getQuote,
  ledgerBalance,
  openQuote,
  pasteOnCard,
  pendingRow,
  test,
  topUpGrowth,
  type Quote,
} from "./topup-kit.ts";

async function payOutside(page: Page, transfer: (q: Quote) => Promise<Hash>, credits: number) {
  const quote = await openQuote(page, "ETH", credits);
  return { quote, hash: await transfer(quote) };
}

test("a transfer made outside the page, its hash pasted → credited", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  // The page cannot read the chain here, so only the pasted hash can credit the transfer.
  await blindChain(page);
  const { hash } = await payOutside(page, (q) => wallet.transfer(q.destination, q.amount), 200);
  await expect(page.getByTestId("watch-line").first()).toContainText("Cannot see the chain", {
    timeout: 15_000,
  });

  await pasteOnCard(page, "0x1234");
  await expect(
    page.getByText(/^A transaction hash is 0x followed by 64 hexadecimal characters/),
  ).toBeVisible();
  await expect(page.getByLabel("Transaction hash", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoA11yViolations(page);

  await pasteOnCard(page, hash);
  expect(await expectCredited(page, 200)).toBe(hash);
  expect(await topUpGrowth(account.api_key, before)).toBe(200);
});

test("a hash already credited, pasted for a new invoice → PAYMENT_ALREADY_USED explained, balance unchanged", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  // Only the pasted hash may credit it here: the page's own chain reads fail, so detection cannot win the race.
  await blindChain(page);
  const { hash } = await payOutside(page, (q) => wallet.transfer(q.destination, q.amount), 250);
  await pasteOnCard(page, hash);
  await expectCredited(page, 250);
  const credited = await ledgerBalance(account.api_key);

  const second = await getQuote(page, "ETH", 250);
  await pasteOnCard(page, hash);
  // A final answer moves from "Pending payments" to the invoice's row in the book, in words.
  const error = bookRow(page, second.invoiceId).getByRole("alert");
  // The service names the caller's invoice that the hash already paid (details.credited_invoice_id).
  await expect(error).toContainText(/This transaction already paid invoice \S+/);
  await expect(error).toContainText("Pay exactly 0.0025 ETH");
  await expect(pendingRow(page, second.invoiceId)).toHaveCount(0);
  await expectNoA11yViolations(page);
  expect(await ledgerBalance(account.api_key)).toEqual(credited);
});

test("a transfer one wei short → what arrived and the one wei missing, in ETH; the invoice stays payable", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  // Only the pasted hash may credit it here: the page's own chain reads fail, so detection cannot win the race.
  await blindChain(page);
  const before = await ledgerBalance(account.api_key);
  const { quote, hash } = await payOutside(page, (q) => wallet.transfer(q.destination, q.amount - 1n), 100);
  await pasteOnCard(page, hash);

  // The service sums the transfers to the invoice address: the rest completes it (topup-partial.spec.ts).
  const short = bookRow(page, quote.invoiceId).getByTestId("short-payment");
  await expect(short).toContainText("Received 0.000999999999999999 ETH of 0.001 ETH");
  await expect(short.getByTestId("short-missing")).toHaveText("0.000000000000000001 ETH");
  await expectNoA11yViolations(page);
  expect(await ledgerBalance(account.api_key)).toEqual(before);
  // Nothing locks the invoice: the quote card still offers the hash field for a correct transfer.
  await expect(page.getByRole("button", { name: "Check payment" })).toBeVisible();
});
