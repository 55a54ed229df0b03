// Money in flight (issue 44): the routes are measured for an account that tops up, with three open
// invoices and one payment on its way. Everything goes through the reference service's API and the
// chain, never through the browser's storage (the book's schema is the dashboard's business):
//   - three invoices opened with POST /billing/v1/account/topup;
//   - a fourth invoice paid from anvil's dev account: the transfer is mined, and waits for the
//     confirmations the bench's stack asks for (CONFIRMATIONS, more than the one block it is in), so
//     the dashboard's watcher sees "Transfer detected: confirming 1/12" and keeps reading the chain;
//   - the dashboard takes the invoices into its book itself: the Top up page merges the service's list
//     (docs/interfaces.md, "Listing invoices"), so each browser profile visits /topup once first.
import { chromium } from "@playwright/test";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Blocks a payment needs on the bench's stack: its own block and eleven more. */
export const CONFIRMATIONS = 12;
const DEV_ACCOUNT = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const OPEN_INVOICES = 3;

async function rpc(chainUrl, method, params) {
  const response = await fetch(chainUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  const body = await response.json();
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/** Sends `wei` from anvil's unlocked dev account; returns the transaction's hash. */
export function sendEth(chainUrl, to, wei) {
  return rpc(chainUrl, "eth_sendTransaction", [
    { from: DEV_ACCOUNT, to, value: `0x${BigInt(wei).toString(16)}` },
  ]);
}

/** Mines what the payment still needs after its own block, so it can be credited at once. */
export function mineConfirmations(chainUrl) {
  return rpc(chainUrl, "anvil_mine", [`0x${(CONFIRMATIONS - 1).toString(16)}`]);
}

async function openInvoice(stack, apiKey, credits) {
  const response = await fetch(new URL("/billing/v1/account/topup", stack.url), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` },
    body: JSON.stringify({ type: "crypto", currency_id: "eth", credits }),
  });
  if (!response.ok)
    throw new Error(`POST /billing/v1/account/topup → ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The dev key /config.json serves on loopback: the account Lighthouse's signed-out pages use. */
export async function devKey(stack) {
  const response = await fetch(new URL("/config.json", stack.url));
  const { apiKey } = await response.json();
  if (typeof apiKey !== "string") throw new Error("/config.json serves no dev key");
  return apiKey;
}

/**
 * Three open invoices and one paid, its transfer waiting for confirmations, on the account of
 * `apiKey`. Returns the invoices' ids, the paying one last.
 */
export async function setUpMoneyInFlight(stack, apiKey) {
  const invoices = [];
  for (let n = 0; n <= OPEN_INVOICES; n++) invoices.push(await openInvoice(stack, apiKey, 200 + n));
  const paying = invoices[OPEN_INVOICES];
  await sendEth(stack.chainUrl, paying.destination_address, paying.amount);
  return invoices.map((invoice) => invoice.id);
}

/**
 * Opens /topup in `page` and waits until the book lists every invoice of `ids` and the watcher has
 * found the transfer to the last one: the state the measured pages then start from.
 * @param {import("@playwright/test").Page} page
 */
export async function takeIntoBook(page, ids) {
  await page.goto("/topup");
  for (const id of ids)
    await page.getByRole("listitem", { name: `Invoice ${id}` }).waitFor({ timeout: 30_000 });
  await page
    .getByRole("listitem", { name: `Invoice ${ids.at(-1)}` })
    .getByText(/Transfer detected: confirming \d+\//)
    .waitFor({ timeout: 60_000 });
}

/**
 * A Chromium profile whose book holds the dev account's money in flight (Lighthouse audits signed
 * out, with the dev key). Its HTTP and code caches are dropped, so each audit, run on a copy of it
 * (`profileCopy`), loads the page cold as with a fresh profile; only the site's storage is kept.
 */
export async function prepareProfile(stack, executablePath) {
  const ids = await setUpMoneyInFlight(stack, await devKey(stack));
  const dir = mkdtempSync(join(tmpdir(), "bench-profile-"));
  const context = await chromium.launchPersistentContext(dir, { executablePath, baseURL: stack.url });
  try {
    await takeIntoBook(context.pages()[0] ?? (await context.newPage()), ids);
  } finally {
    await context.close();
  }
  for (const cache of ["Cache", "Code Cache", "GPUCache", "Service Worker"])
    rmSync(join(dir, "Default", cache), { recursive: true, force: true });
  return {
    dir,
    ids,
    /** A throwaway copy for one audit; the caller removes it. */
    copy() {
      const copy = mkdtempSync(join(tmpdir(), "bench-profile-run-"));
      cpSync(dir, copy, { recursive: true });
      return copy;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
