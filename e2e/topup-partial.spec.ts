import { formatEther } from "viem";
import {
  bookRow,
  connectWallet,
  expect,
  expectCredited,
  expectNativeTransfer,
  ledgerBalance,
  openQuote,
  successBox,
  test,
  topUpGrowth,
} from "./topup-kit.ts";

// Detection reads every 3 s and the service then checks on its own node; 15 s is the promise of
// issue 27 for a transfer to be credited, used here for each answer.
const ANSWERED_WITHIN = 15_000;

test.describe.configure({ timeout: 90_000 });

test("half an ETH payment sent straight to the invoice address says what is missing; the rest credits once", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  const quote = await openQuote(page, "ETH", 34);
  const half = quote.amount / 2n;
  const rest = quote.amount - half;
  let completions = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/complete")) completions++;
  });

  // Sent from another account than any connected wallet: nothing is pasted.
  const first = await wallet.transfer(quote.destination, half);
  const row = bookRow(page, quote.invoiceId);
  await expect(row.getByTestId("short-missing")).toHaveText(`${formatEther(rest)} ETH`, {
    timeout: ANSWERED_WITHIN,
  });
  await expect(row.getByTestId("short-received")).toHaveText(`${formatEther(half)} ETH`);
  // The request for the rest asks for exactly the missing wei, to the same address.
  await expect(row.getByText(`value=${rest}`, { exact: false }).first()).toBeVisible();
  expect(await topUpGrowth(account.api_key, before)).toBe(0);

  const second = await wallet.transfer(quote.destination, rest);
  expect(second).not.toBe(first);
  await expect(successBox(page)).toBeVisible({ timeout: ANSWERED_WITHIN });
  await expect(successBox(page)).toContainText("Credits added: 34 credits");
  await expect(row).toContainText("Paid");
  expect(await topUpGrowth(account.api_key, before)).toBe(34);
  // Credited once: one failed completion for the half, one that credited.
  expect(completions).toBe(2);
});

test("after a short transfer the connected wallet sends only the missing amount, and the invoice is credited once", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  const quote = await openQuote(page, "ETH", 35);
  const sent = quote.amount - 12345n;
  await wallet.transfer(quote.destination, sent);
  const card = page.getByTestId("short-payment").first();
  await expect(page.getByTestId("short-missing").first()).toHaveText(`${formatEther(12345n)} ETH`, {
    timeout: ANSWERED_WITHIN,
  });
  await expect(card).toBeVisible();

  await connectWallet(page);
  const send = page.getByRole("button", { name: `Send the missing ${formatEther(12345n)} ETH` });
  await expect(send).toBeEnabled();
  await send.click();
  const hash = await expectCredited(page, 35);
  // The wallet sent the missing wei only; the service summed both transfers.
  await expectNativeTransfer(hash, quote.destination, 12345n);
  expect(await topUpGrowth(account.api_key, before)).toBe(35);
});

test("a transfer above the quote credits the quote once and says what was over and how it comes back", async ({
  signedIn: page,
  account,
  wallet,
}) => {
  const before = await ledgerBalance(account.api_key);
  const quote = await openQuote(page, "ETH", 36);
  const over = 10n ** 14n;
  await wallet.transfer(quote.destination, quote.amount + over);
  await expect(successBox(page)).toBeVisible({ timeout: ANSWERED_WITHIN });
  await expect(successBox(page)).toContainText("Credits added: 36 credits");
  await expect(successBox(page).getByTestId("overpaid")).toContainText(
    `You sent ${formatEther(over)} ETH more than the quote (${over} smallest units); only the quote was credited.`,
  );
  await expect(successBox(page).getByTestId("overpaid")).toContainText("ask the operator");
  expect(await topUpGrowth(account.api_key, before)).toBe(36);
});
