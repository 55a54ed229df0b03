import { readFileSync } from "node:fs";
import { formatEther } from "viem";
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

test("an invoice completed by id on one device shows the same amount, destination and credits as where it was opened, and its receipt has no empty cell", async ({
  signedIn: page,
  browser,
  account,
  wallet,
}) => {
  // Device A has Top up open before the invoice exists, so it learns of it by id first.
  await blindChain(page);
  await openTopUp(page);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signIn(second, account.api_key);
    await blindChain(second);
    const quote = await openQuote(second, "ETH", 42);
    const hash = await wallet.transfer(quote.destination, quote.amount);

    await page.getByText("Complete an invoice by id").click();
    await page.getByLabel("Invoice id").fill(quote.invoiceId);
    await page.getByLabel("Transaction hash of its payment").fill(hash);
    await page.getByRole("button", { name: "Complete invoice" }).click();
    await expectCredited(page, 42);

    const here = bookRow(page, quote.invoiceId);
    const there = bookRow(second, quote.invoiceId);
    await expect(there).toContainText("Paid", { timeout: 20_000 });
    const amount = `for ${formatEther(quote.amount)} ETH`;
    await expect(there).toContainText(amount);
    // What the service lists fills in what the id alone did not say (one list poll, 15 s).
    await expect(here).toContainText(amount, { timeout: 20_000 });
    await expect(here).toContainText("42 credits");
    await expect(here).not.toContainText("not known here");
    await expect(here.getByTestId("row-destination")).toHaveText(quote.destination);
    await expect(there.getByTestId("row-destination")).toHaveText(quote.destination);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download receipts (CSV)" }).click();
    const lines = readFileSync(await (await download).path(), "utf8")
      .trim()
      .split("\r\n");
    const line = lines.find((l) => l.includes(quote.invoiceId))?.split(",") ?? [];
    expect(line.length).toBe(lines[0]?.split(",").length);
    expect(line.filter((cell) => cell === "")).toEqual([]);
  } finally {
    await other.close();
  }
});
