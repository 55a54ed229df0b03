import { erc20Abi, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEV_ACCOUNT_0 } from "../chain/bootstrap.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { newPaymentKey, paymentPublicKey } from "./payment-addresses.ts";
import { sweepInvoiceAddress } from "./sweep.ts";
import { startTestChain, type TestChain } from "./verify-test-fixtures.ts";
import { billingAs } from "../testing/wire-client.ts";

const paymentKey = newPaymentKey();
const treasury: Address = privateKeyToAccount(generatePrivateKey()).address;
let chain: TestChain;
let t: TestApp;

beforeAll(async () => {
  chain = await startTestChain();
  t = await makeTestApp({ chain: chain.chain, config: { paymentKey: paymentPublicKey(paymentKey) } });
});
afterAll(async () => {
  await t.close();
  await chain.stop();
});

const usdcOf = (address: Address) =>
  chain.chain.publicClient.readContract({
    address: chain.token,
    abi: erc20Abi,
    functionName: "balanceOf",
    args: [address],
  });
const ethOf = (address: Address) => chain.chain.publicClient.getBalance({ address });

async function indexOf(invoiceId: string): Promise<number> {
  const res = await t.db.query<{ address_index: number }>(
    "SELECT address_index FROM topup_invoices WHERE id = $1",
    [invoiceId],
  );
  const index = res.rows[0]?.address_index;
  if (index === undefined) throw new Error("invoice has no address index");
  return index;
}

it("moves an invoice address's TestUSD and ETH to the treasury, leaving it empty", async () => {
  const billing = billingAs(t.app, t.key);
  const invoice = await billing.createInvoice("usdc", 80);
  const address = invoice.destination_address;
  await chain.sendUsdc(address, BigInt(invoice.amount));
  await chain.sendEth(address, 10n ** 15n);
  // The treasury is the file's: the other test may have swept into it first.
  const before = { usdc: await usdcOf(treasury), eth: await ethOf(treasury) };

  const swept = await sweepInvoiceAddress(chain.chain, {
    paymentKey,
    index: await indexOf(invoice.id),
    treasury,
    tokens: [chain.token],
    gasFunder: DEV_ACCOUNT_0,
  });

  expect(swept.from).toBe(address);
  expect(swept.tokens).toEqual([{ token: chain.token, amount: 2_000_000n }]);
  expect(await usdcOf(address)).toBe(0n);
  expect(await ethOf(address)).toBe(0n);
  expect(await usdcOf(treasury)).toBe(before.usdc + 2_000_000n);
  expect(await ethOf(treasury)).toBe(before.eth + swept.eth);
  // The token transfer's gas came out of the ETH on the address; the rest reached the treasury.
  expect(swept.eth).toBeGreaterThan(0n);
  expect(swept.eth).toBeLessThan(10n ** 15n);
});

it("funds the gas from the funder when the address holds only tokens", async () => {
  const billing = billingAs(t.app, t.key);
  const invoice = await billing.createInvoice("usdc", 40);
  await chain.sendUsdc(invoice.destination_address, BigInt(invoice.amount));
  const before = await usdcOf(treasury);

  const swept = await sweepInvoiceAddress(chain.chain, {
    paymentKey,
    index: await indexOf(invoice.id),
    treasury,
    tokens: [chain.token],
    gasFunder: DEV_ACCOUNT_0,
  });
  expect(await usdcOf(treasury)).toBe(before + 1_000_000n);
  expect(await usdcOf(invoice.destination_address)).toBe(0n);
  expect(swept.hashes.length).toBeGreaterThanOrEqual(2);
});
