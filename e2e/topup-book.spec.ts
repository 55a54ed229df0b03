import { formatEther, type Address } from "viem";
import { expectNoA11yViolations } from "./axe.ts";
import { baseUrl } from "./control.ts";
import { signIn } from "./fixtures.ts";
import {
  blindChain,
  bookRow as row,
  expect,
  expectCredited,
  expectNoCompletionAfterReload,
  getQuote,
  ledgerBalance,
  openQuote,
  openTopUp,
  pasteOnCard,
  pasteOnRow,
  payButton,
  pendingRow,
  successBox,
  test,
  topUpGrowth,
} from "./topup-kit.ts";

test("quote → navigate away → back: the invoice is listed and a hash from another wallet completes it", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  // Only the pasted hash may credit it here: the page's own chain reads fail.
  await blindChain(page);
  const quote = await openQuote(page, "ETH", 300);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Balance", exact: true }).click();
  await nav.getByRole("link", { name: "Top up", exact: true }).click();
  await expect(row(page, quote.invoiceId)).toContainText("Open (not paid yet)");
  const hash = await wallet.transfer(quote.destination, quote.amount);
  await pasteOnRow(page, quote.invoiceId, hash);
  expect(await expectCredited(page, 300)).toBe(hash);
  await expect(row(page, quote.invoiceId)).toContainText("Paid");
  expect(await topUpGrowth(account.api_key, before)).toBe(300);
});

test("quote → reload: the invoice can be reopened and paid with a pasted hash", async ({
  signedIn: page,
  wallet,
}) => {
  // Only the pasted hash may credit it here: the page's own chain reads fail, so detection cannot win the race.
  await blindChain(page);
  const quote = await openQuote(page, "ETH", 310);
  await page.reload();
  await row(page, quote.invoiceId).getByRole("button", { name: "Open invoice" }).click();
  await expect(page.locator('dl[aria-label="Quote"]')).toContainText(quote.invoiceId);
  const hash = await wallet.transfer(quote.destination, quote.amount);
  await pasteOnCard(page, hash);
  expect(await expectCredited(page, 310)).toBe(hash);
});

test("quote → new tab: the invoice is listed there and completes", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  // Only the pasted hash may credit it here: both tabs' chain reads fail, so neither detects it first.
  await blindChain(page);
  const quote = await openQuote(page, "ETH", 320);
  const tab = await page.context().newPage();
  await blindChain(tab);
  await signIn(tab, account.api_key);
  await openTopUp(tab);
  await expect(row(tab, quote.invoiceId)).toContainText("Open (not paid yet)");
  const hash = await wallet.transfer(quote.destination, quote.amount);
  await pasteOnRow(tab, quote.invoiceId, hash);
  expect(await expectCredited(tab, 320)).toBe(hash);
  await tab.close();
});

test("complete an invoice by id: an invoice created through the API is completed", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  const response = await fetch(new URL("/billing/v1/account/topup", baseUrl()), {
    method: "POST",
    headers: { authorization: `Bearer ${account.api_key}`, "content-type": "application/json" },
    body: JSON.stringify({ type: "crypto", currency_id: "eth", credits: 330 }),
  });
  const invoice = (await response.json()) as { id: string; amount: string; destination_address: Address };
  const hash = await wallet.transfer(invoice.destination_address, BigInt(invoice.amount));
  // Only the completion by id may credit it here: the page's own chain reads fail.
  await blindChain(page);
  await openTopUp(page);
  await page.getByText("Complete an invoice by id").click();
  await expect(page.getByText("amount and destination are not shown here")).toBeVisible();
  await page.getByLabel("Invoice id").fill(invoice.id);
  await page.getByLabel("Transaction hash of its payment").fill(hash);
  await page.getByRole("button", { name: "Complete invoice" }).click();
  // The service lists the account's invoices, so the book knows its credits by the time it is paid.
  await expect(successBox(page)).toContainText("Credits added: 330 credits");
  await expect(row(page, invoice.id)).toContainText("Paid");
  expect(await topUpGrowth(account.api_key, before)).toBe(330);
});

test("a random hash → 'not found', Remove at once, the invoice stays payable", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  const quote = await openQuote(page, "ETH", 340);
  const random = `0x${"3c".repeat(32)}`;
  await pasteOnCard(page, random);
  const pending = pendingRow(page, quote.invoiceId);
  // One state while it is looked for, and the same words in the row once the window is over.
  await expect(pending.getByRole("status").filter({ hasText: "Not found on" })).toBeVisible();
  await expect(pending).toContainText("Not found yet");
  await expect(pending).not.toContainText("Not credited");
  await expect(pending.getByRole("button", { name: "Remove" })).toBeEnabled();
  await expect(pending.getByRole("button", { name: "Edit hash" })).toBeEnabled();
  // Still payable while that hash is checked: the payment fields are on screen.
  await expect(page.getByRole("button", { name: "Check payment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pay with wallet" })).toBeVisible();
  await expectNoA11yViolations(page);
  await pending.getByRole("button", { name: "Remove" }).click();
  await expect(pending).toHaveCount(0);
  await expect(row(page, quote.invoiceId)).toContainText("Open (not paid yet)");
  // From here only the pasted hash may credit it: the page's own chain watcher would otherwise find the
  // transfer first now and then, and the card it pastes into would already show the receipt.
  await blindChain(page);
  const hash = await wallet.transfer(quote.destination, quote.amount);
  await pasteOnCard(page, hash);
  expect(await expectCredited(page, 340)).toBe(hash);
  expect(await topUpGrowth(account.api_key, before), "credited once, the quote exactly").toBe(340);
});

test("an overpayment credits the quote once, and the hash is not sent again on the next visit", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  // Only the pasted hash may credit it here: the page's own chain reads fail.
  await blindChain(page);
  const quote = await openQuote(page, "ETH", 1000);
  const hash = await wallet.transfer(quote.destination, quote.amount * 2n);
  await pasteOnRow(page, quote.invoiceId, hash);
  // The service credits the quote and answers what was over (`overpaid`, docs/interfaces.md).
  await expect(row(page, quote.invoiceId)).toContainText("Paid", { timeout: 15_000 });
  await expectNoA11yViolations(page);
  expect(await topUpGrowth(account.api_key, before), "credited once, the quote exactly").toBe(1000);
  await page.reload();
  await expect(row(page, quote.invoiceId)).toContainText("Paid");
  expect(await topUpGrowth(account.api_key, before)).toBe(1000);
});

test("a USDC invoice paid in ETH is a wrong token, said in words", async ({ signedIn: page, wallet }) => {
  const quote = await openQuote(page, "USDC", 100);
  const hash = await wallet.transfer(quote.destination, 10n ** 15n);
  await pasteOnRow(page, quote.invoiceId, hash);
  const problem = row(page, quote.invoiceId).getByRole("alert");
  await expect(problem).toContainText("You sent ETH; this invoice is paid in USDC");
  await expect(problem).toContainText("Nothing was credited.");
  await expect(problem).toContainText(/Next: Pay exactly [\d.]+ USDC \(\d+ smallest units\)/);
  await expectNoCompletionAfterReload(page, row(page, quote.invoiceId), "Problem");
});

test("a reused hash says it paid another invoice, once; a paid invoice shows no QR, link or Pay button", async ({
  signedIn: page,
  wallet,
}) => {
  // Only the pasted hash may credit it here: the page's own chain reads fail, so detection cannot win the race.
  await blindChain(page);
  const first = await openQuote(page, "ETH", 350);
  const hash = await wallet.transfer(first.destination, first.amount);
  await pasteOnCard(page, hash);
  await expectCredited(page, 350);
  // The paid invoice: a receipt, never a way to pay again.
  await expect(page.getByRole("heading", { name: `Invoice ${first.invoiceId} is paid` })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Copy payment link" })).toHaveCount(0);
  await expect(page.getByText(/^ethereum:/)).toHaveCount(0);
  await expect(payButton(page)).toHaveCount(0);
  await expect(row(page, first.invoiceId).getByRole("button", { name: "Open invoice" })).toHaveCount(0);

  const second = await getQuote(page, "ETH", 360);
  await pasteOnRow(page, second.invoiceId, hash);
  const problem = row(page, second.invoiceId).getByRole("alert");
  await expect(problem).toContainText(`This transaction already paid invoice ${first.invoiceId}`);
  await expect(problem).toContainText(`Next: Open invoice ${first.invoiceId} to see its receipt.`);
  await problem.getByRole("button", { name: `Show invoice ${first.invoiceId}` }).click();
  await expect(row(page, first.invoiceId)).toBeFocused();
  await expectNoCompletionAfterReload(page, row(page, second.invoiceId), "Problem");
});

test("the receipts CSV has one row per paid invoice with exact amounts", async ({
  signedIn: page,
  wallet,
}) => {
  // Only the pasted hash may credit it here: the page's own chain reads fail, so detection cannot win the race.
  await blindChain(page);
  await openTopUp(page);
  const paid = [];
  for (const credits of [370, 380]) {
    const quote = await getQuote(page, "ETH", credits);
    const hash = await wallet.transfer(quote.destination, quote.amount);
    await pasteOnRow(page, quote.invoiceId, hash);
    await expect(row(page, quote.invoiceId)).toContainText("Paid", { timeout: 30_000 });
    paid.push({ quote, hash, credits });
  }
  await getQuote(page, "ETH", 390); // open, so not a receipt
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download receipts (CSV)" }).click(),
  ]);
  const stream = await download.createReadStream();
  let text = "";
  for await (const chunk of stream) text += String(chunk);
  const lines = text.trim().split("\r\n");
  expect(lines[0]).toBe(
    "date,invoice,credits,amount,amount_smallest_units,currency,chain_id,transaction_hash,overpaid_smallest_units,all_transaction_hashes",
  );
  expect(lines).toHaveLength(3);
  for (const [index, { quote, hash, credits }] of paid.entries()) {
    const cells = lines[index + 1]?.split(",") ?? [];
    expect(cells.slice(1)).toEqual([
      quote.invoiceId,
      String(credits),
      // The human amount is exact decimal digits of the wei amount, never a float's rounding.
      formatEther(quote.amount),
      quote.amount.toString(),
      "ETH",
      "31337",
      hash,
      "0",
      hash,
    ]);
  }
});

test("an invoice id the service does not know is a problem in words, not a pending payment", async ({
  signedIn: page,
  wallet,
}) => {
  await openTopUp(page);
  const hash = await wallet.transfer(wallet.address, 1n);
  await page.getByText("Complete an invoice by id").click();
  await page.getByLabel("Invoice id").fill("inv_nobody_made_this");
  await page.getByLabel("Transaction hash of its payment").fill(hash);
  await page.getByRole("button", { name: "Complete invoice" }).click();
  const problem = row(page, "inv_nobody_made_this").getByRole("alert");
  await expect(problem).toContainText("The service does not know this invoice");
  await expect(problem).toContainText("Next: Check the invoice id");
  await expect(pendingRow(page, "inv_nobody_made_this")).toHaveCount(0);
});
