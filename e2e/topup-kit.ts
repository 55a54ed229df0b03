import type { Locator, Page, Request } from "@playwright/test";
import { erc20Abi, getAddress, parseEventLogs, type Address, type Hash } from "viem";
import { baseUrl, control, type Balance } from "./control.ts";
import { expect, test as base } from "./fixtures.ts";
import { storageKeys, storedText } from "./storage-kit.ts";
import {
  chainClient,
  E2E_WALLET_NAME,
  installWallet,
  type TestWallet,
  type WalletOptions,
} from "./wallet.ts";
import { requestsReported } from "./page-clock.ts";
import { paths } from "./routes.ts";

export { expect };

export const ETH = 10n ** 18n;
const FUNDING = { eth: 10n * ETH, usdc: 1_000_000_000n };

interface LocalConfigJson {
  currencies: { id: string; token: Address | null }[];
}

export async function usdcToken(): Promise<Address> {
  const config = (await (await fetch(new URL("/config.json", baseUrl()))).json()) as LocalConfigJson;
  const token = config.currencies.find((c) => c.id === "usdc")?.token;
  if (!token) throw new Error("/config.json has no usdc token");
  return token;
}

/** Funds through the control API, then waits until the chain shows it (a mint waits for a block). */
export async function fundWallet(address: Address): Promise<void> {
  await control.fund(address, { eth: FUNDING.eth.toString(), usdc: FUNDING.usdc.toString() });
  const client = chainClient();
  const token = await usdcToken();
  await expect
    .poll(
      async () =>
        client.readContract({ address: token, abi: erc20Abi, functionName: "balanceOf", args: [address] }),
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(FUNDING.usdc);
}

export async function ledgerBalance(apiKey: string): Promise<Balance> {
  const response = await fetch(new URL("/billing/v1/account/balance", baseUrl()), {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  return (await response.json()) as Balance;
}

/** How much the account's top-up part has grown since `before` was read. */
export async function topUpGrowth(apiKey: string, before: Balance): Promise<number> {
  return (await ledgerBalance(apiKey)).top_up_balance - before.top_up_balance;
}

export interface Quote {
  invoiceId: string;
  amount: bigint;
  destination: Address;
}

function quoteRow(page: Page, term: string): Locator {
  return page
    .locator('dl[aria-label="Quote"] > div')
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
    .locator("dd");
}

export async function getQuote(page: Page, currency: "ETH" | "USDC", credits: number): Promise<Quote> {
  await page.getByLabel("Currency").selectOption({ label: currency });
  await page.getByLabel("Credits", { exact: true }).fill(String(credits));
  // A card from an earlier quote may still be on the page: wait for the new invoice, not any invoice.
  const invoiceRow = quoteRow(page, "Invoice").locator(".font-mono");
  const earlier =
    (await invoiceRow.count()) > 0 ? ((await invoiceRow.first().textContent()) ?? "").trim() : "";
  await page.getByRole("button", { name: "Get quote" }).click();
  if (earlier !== "") await expect(invoiceRow).not.toHaveText(earlier);
  const exact = quoteRow(page, "Exact amount").locator(".font-mono");
  await expect(exact).toHaveText(/^\d+$/);
  const destination = (await quoteRow(page, "Destination").locator(".font-mono").textContent()) ?? "";
  const invoiceId = (await invoiceRow.textContent())?.trim() ?? "";
  return {
    invoiceId,
    amount: BigInt((await exact.textContent()) ?? "0"),
    destination: getAddress(destination),
  };
}

export async function connectWallet(page: Page): Promise<void> {
  await page.getByRole("button", { name: `Connect ${E2E_WALLET_NAME}` }).click();
  await expect(page.getByText("Account", { exact: true })).toBeVisible();
}

export function payButton(page: Page): Locator {
  return page.getByRole("button", { name: /^Pay \d/ });
}

export function successBox(page: Page): Locator {
  return page.getByRole("status", { name: "Top-up completed" });
}

export async function expectCredited(page: Page, credits: number): Promise<Hash> {
  const box = successBox(page);
  await expect(box).toBeVisible({ timeout: 30_000 });
  await expect(box).toContainText(`Credits added: ${new Intl.NumberFormat("en-US").format(credits)} credits`);
  await expect(box.getByTestId("new-balance")).toHaveText(/\d/);
  return ((await box.getByTestId("credited-hash").textContent()) ?? "") as Hash;
}

/** The native transfer of `hash` sent exactly `amount` wei to `to`, and succeeded. */
export async function expectNativeTransfer(hash: Hash, to: Address, amount: bigint): Promise<void> {
  const client = chainClient();
  const [tx, receipt] = await Promise.all([
    client.getTransaction({ hash }),
    client.getTransactionReceipt({ hash }),
  ]);
  expect(receipt.status).toBe("success");
  expect(tx.to && getAddress(tx.to)).toBe(to);
  expect(tx.value).toBe(amount);
}

/** The token Transfer logs of `hash` to `to` sum to exactly `amount`. */
export async function expectTokenTransfer(
  hash: Hash,
  token: Address,
  to: Address,
  amount: bigint,
): Promise<void> {
  const receipt = await chainClient().getTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  const logs = parseEventLogs({ abi: erc20Abi, eventName: "Transfer", logs: receipt.logs }).filter(
    (log) => getAddress(log.address) === getAddress(token) && getAddress(log.args.to) === to,
  );
  expect(logs.reduce((sum, log) => sum + log.args.value, 0n)).toBe(amount);
}

interface TopUpFixtures {
  walletOptions: WalletOptions;
  wallet: TestWallet;
}

/** Every test gets its own account (base fixture) and its own funded wallet key. */
export const test = base.extend<TopUpFixtures>({
  walletOptions: [{}, { option: true }],
  wallet: async ({ signedIn, walletOptions }, use) => {
    const wallet = await installWallet(signedIn, walletOptions);
    await fundWallet(wallet.address);
    await use(wallet);
  },
});

export async function openTopUp(page: Page): Promise<void> {
  await page.goto(paths.topup());
  await expect(page.getByRole("heading", { name: "Top up", level: 1 })).toBeVisible();
}

/** Where most top-up tests begin: Top up opened afresh, and a quote read from it. */
export async function openQuote(page: Page, currency: "ETH" | "USDC", credits: number): Promise<Quote> {
  await openTopUp(page);
  return getQuote(page, currency, credits);
}

/** The usual start of a wallet payment: the page, a quote, and the e2e wallet connected. */
export async function quoteWithWallet(page: Page, currency: "ETH" | "USDC", credits: number): Promise<Quote> {
  const quote = await openQuote(page, currency, credits);
  await connectWallet(page);
  return quote;
}

/** A row of the invoice book ("Your invoices"). */
export function bookRow(page: Page, invoiceId: string) {
  return page.getByRole("listitem", { name: `Invoice ${invoiceId}`, exact: true });
}

/** Pastes a hash on the invoice's own row of the book. */
export async function pasteOnRow(page: Page, invoiceId: string, hash: string): Promise<void> {
  const item = bookRow(page, invoiceId);
  await item.getByRole("button", { name: "Paste a hash" }).click();
  await item.getByLabel(`Transaction hash for invoice ${invoiceId}`).fill(hash);
  await item.getByRole("button", { name: "Check this hash" }).click();
}

/** Pastes a hash into the open invoice's card (not a row of the book) and has it checked. */
export async function pasteOnCard(page: Page, hash: string): Promise<void> {
  await page.getByLabel("Transaction hash", { exact: true }).fill(hash);
  await page.getByRole("button", { name: "Check payment" }).click();
}

/** A payment the page is still checking, under "Pending payments". */
export function pendingRow(page: Page, invoiceId: string): Locator {
  return page.getByRole("listitem", { name: `Payment for invoice ${invoiceId}` });
}

/** The pending payments as the page stored them, unparsed. */
export async function storedPending(page: Page): Promise<string | null> {
  return storedText(page, "local", storageKeys.topupPending.key());
}

/**
 * A final answer is not asked for again: after a reload `where` shows `text`, and by the time the
 * page's requests have all been seen it has posted nothing to /complete.
 */
export async function expectNoCompletionAfterReload(page: Page, where: Locator, text: string): Promise<void> {
  let completions = 0;
  const count = (request: Request) => {
    if (request.method() === "POST" && request.url().endsWith("/complete")) completions++;
  };
  page.on("request", count);
  await page.reload();
  await expect(where).toContainText(text);
  await requestsReported(page);
  page.off("request", count);
  expect(completions).toBe(0);
}

/**
 * The page's reads of the chain fail (503), as with an RPC that is down: the deposit watcher then
 * finds nothing by itself, so a test can show what a pasted hash does on its own.
 */
export async function blindChain(page: Page): Promise<void> {
  await page.route("**/chain", (route) => route.fulfill({ status: 503, body: "down" }));
}
