import { type Address, type Hash } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { createApp } from "../app.ts";
import { defaultConfig, type ServiceConfig } from "../config.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { newPaymentKey, paymentPublicKey } from "./payment-addresses.ts";
import { forwarderAbi, PAYER, startTestChain, type TestChain } from "./verify-test-fixtures.ts";
import { freshBilling, wireError } from "../testing/wire-client.ts";
import { expectStatus } from "../../common/expect-status.ts";

const newAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;
const paymentKey = paymentPublicKey(newPaymentKey());
let chain: TestChain;
let t: TestApp;

beforeAll(async () => {
  chain = await startTestChain();
  t = await makeTestApp({ chain: chain.chain, config: { paymentKey } });
});
afterAll(async () => {
  await t.close();
  await chain.stop();
});

/** The same database served with another configuration: cheaper than a second seeded app. */
function appWith(config: Partial<ServiceConfig>) {
  return createApp({
    db: t.db,
    chain: chain.chain,
    config: defaultConfig({ testMode: true, paymentKey, ...config }),
  });
}

/** Completes and expects PAYMENT_NOT_COMPLETED naming `check`; the balance must stay untouched. */
async function expectNotCompleted(billing: Awaited<ReturnType<typeof freshBilling>>, id: string, hash: Hash) {
  const error = await wireError(await billing.complete(id, hash));
  expect(error).toMatchObject({ status: 409, code: "PAYMENT_NOT_COMPLETED" });
  expect(await billing.topUpBalance()).toBe(0);
  return error.details;
}

async function payViaForwarder(fn: "forward" | "split", to: Address, value: bigint, first = 0n) {
  const forwarder = await chain.deployForwarder();
  const { walletClient: wallet, publicClient } = chain.chain;
  const common = {
    account: PAYER,
    chain: wallet.chain,
    address: forwarder,
    abi: forwarderAbi,
    value,
  } as const;
  const hash =
    fn === "forward"
      ? await wallet.writeContract({ ...common, functionName: "forward", args: [to] })
      : await wallet.writeContract({ ...common, functionName: "split", args: [to, first] });
  await publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

describe("payment validation on chain", () => {
  it("names the amount check with expected and found, and credits an overpayment (ETH and USDC)", async () => {
    const billing = await freshBilling(t);
    const eth = await billing.createInvoice("eth", 100);
    const short = await chain.sendEth(eth.destination_address, BigInt(eth.amount) - 1n);
    expect(await expectNotCompleted(billing, eth.id, short)).toMatchObject({
      check: "amount",
      expected: "1000000000000000",
      found: "999999999999999",
    });
    const usdc = await billing.createInvoice("usdc", 40);
    const over = await chain.sendUsdc(usdc.destination_address, 1_000_001n);
    // An invoice address is summed: what is over the quote is said, the quote credited.
    expect(await (await billing.complete(usdc.id, over)).json()).toMatchObject({ overpaid: "1" });
    expect(await billing.topUpBalance()).toBe(40);
  });

  it("names the destination when the money went elsewhere", async () => {
    const billing = await freshBilling(t);
    const elsewhere = newAddress();
    const eth = await billing.createInvoice("eth", 10);
    const details = await expectNotCompleted(
      billing,
      eth.id,
      await chain.sendEth(elsewhere, BigInt(eth.amount)),
    );
    expect(details).toMatchObject({
      check: "destination",
      expected: eth.destination_address,
      found: elsewhere,
    });
    const usdc = await billing.createInvoice("usdc", 40);
    const sent = await chain.sendUsdc(elsewhere, 1_000_000n);
    expect(await expectNotCompleted(billing, usdc.id, sent)).toMatchObject({
      check: "destination",
      found: elsewhere,
    });
  });

  it("refuses an ETH transfer offered for a USDC invoice", async () => {
    const billing = await freshBilling(t);
    const usdc = await billing.createInvoice("usdc", 40);
    const details = await expectNotCompleted(
      billing,
      usdc.id,
      await chain.sendEth(usdc.destination_address, 1_000_000n),
    );
    // "native coin" lets the dashboard say "you sent ETH; this invoice is paid in USDC".
    expect(details).toMatchObject({ check: "token", found: "native coin" });
  });

  it("refuses a transaction that reverted", async () => {
    const billing = await freshBilling(t);
    const usdc = await billing.createInvoice("usdc", 40);
    // More than the payer holds: mined, but reverted. An explicit gas limit skips the estimate that would refuse it.
    const failed = await chain.sendUsdc(usdc.destination_address, 10n ** 30n, { gas: 100_000n });
    expect(await expectNotCompleted(billing, usdc.id, failed)).toEqual({
      check: "status",
      expected: "success",
      found: "reverted",
      transaction_hash: failed,
    });
  });

  it("waits for a pending transaction, then credits it once mined", async () => {
    const billing = await freshBilling(t);
    const eth = await billing.createInvoice("eth", 20);
    await chain.chain.testClient.setAutomine(false);
    try {
      const pending = await chain.sendEth(eth.destination_address, BigInt(eth.amount));
      expect(await expectNotCompleted(billing, eth.id, pending)).toMatchObject({
        check: "mined",
        found: "pending",
      });
      await chain.chain.testClient.mine({ blocks: 1 });
      await expectStatus(await billing.complete(eth.id, pending), 200);
      expect(await billing.topUpBalance()).toBe(20);
    } finally {
      await chain.chain.testClient.setAutomine(true);
    }
  });

  it("credits a payment whose receipt is out while the node still answers the transaction as pending", async () => {
    // Anvil answers eth_getTransactionByHash from its pool until the pool drops a mined transaction,
    // so right after the receipt appears the transaction may read as pending (no block): about a third
    // of reads taken the moment the receipt is out, on a loaded host. The receipt is what says "mined".
    const { publicClient } = chain.chain;
    const getTransaction = (async (args: Parameters<typeof publicClient.getTransaction>[0]) => ({
      ...(await publicClient.getTransaction(args)),
      blockHash: null,
      blockNumber: null,
      transactionIndex: null,
    })) as unknown as typeof publicClient.getTransaction;
    const app = createApp({
      db: t.db,
      chain: { ...chain.chain, publicClient: { ...publicClient, getTransaction } },
      config: defaultConfig({ testMode: true, paymentKey }),
    });
    const billing = await freshBilling(t, { app });
    const eth = await billing.createInvoice("eth", 25);
    const hash = await chain.sendEth(eth.destination_address, BigInt(eth.amount));
    await expectStatus(await billing.complete(eth.id, hash), 200);
    expect(await billing.topUpBalance()).toBe(25);
  });

  it("says a hash the chain has never seen is not mined", async () => {
    const billing = await freshBilling(t);
    const eth = await billing.createInvoice("eth", 1);
    const details = await expectNotCompleted(billing, eth.id, `0x${"ab".repeat(32)}`);
    expect(details).toMatchObject({ check: "mined", expected: "mined", found: "unknown transaction" });
  });

  it("refuses a transfer mined before the invoice was created", async () => {
    const billing = await freshBilling(t);
    // Timing is checked before the money, so where the early transfer went does not matter.
    const early = await chain.sendEth(newAddress(), 10n ** 13n);
    const eth = await billing.createInvoice("eth", 1);
    expect(eth.amount).toBe("10000000000000");
    expect(await expectNotCompleted(billing, eth.id, early)).toMatchObject({ check: "after_invoice" });
  });

  it("counts confirmations including the block that holds the payment", async () => {
    const billing = await freshBilling(t, {
      app: appWith({ limits: { ...defaultConfig().limits, confirmations: 3 } }),
    });
    const eth = await billing.createInvoice("eth", 30);
    const hash = await chain.sendEth(eth.destination_address, BigInt(eth.amount));
    const details = await expectNotCompleted(billing, eth.id, hash);
    expect(details).toMatchObject({ check: "confirmations", expected: "3", found: "1" });
    await chain.chain.testClient.mine({ blocks: 1 });
    expect(await expectNotCompleted(billing, eth.id, hash)).toMatchObject({ found: "2" });
    await chain.chain.testClient.mine({ blocks: 1 });
    await expectStatus(await billing.complete(eth.id, hash), 200);
    expect(await billing.topUpBalance()).toBe(30);
  });

  it("refuses a payment on another chain than the currency's", async () => {
    const currencies = defaultConfig().currencies.map((c) => ({ ...c, chainId: 1 }));
    const billing = await freshBilling(t, { app: appWith({ currencies }) });
    const eth = await billing.createInvoice("eth", 1);
    const hash = await chain.sendEth(eth.destination_address, BigInt(eth.amount));
    expect(await expectNotCompleted(billing, eth.id, hash)).toMatchObject({
      check: "chain",
      expected: "1",
      found: "31337",
    });
  });

  it("credits ETH that reached the invoice address through a contract's internal transfers", async () => {
    const billing = await freshBilling(t);
    const one = await billing.createInvoice("eth", 50);
    await expectStatus(
      await billing.complete(
        one.id,
        await payViaForwarder("forward", one.destination_address, BigInt(one.amount)),
      ),
      200,
    );
    const two = await billing.createInvoice("eth", 50);
    const split = await payViaForwarder("split", two.destination_address, BigInt(two.amount), 123n);
    await expectStatus(await billing.complete(two.id, split), 200);
    expect(await billing.topUpBalance()).toBe(100);
  });

  it("checks the amount and destination of internal transfers too", async () => {
    const billing = await freshBilling(t);
    const eth = await billing.createInvoice("eth", 50);
    const short = await payViaForwarder("forward", eth.destination_address, BigInt(eth.amount) - 5n);
    expect(await expectNotCompleted(billing, eth.id, short)).toMatchObject({
      check: "amount",
      expected: eth.amount,
      found: (BigInt(eth.amount) - 5n).toString(),
    });
    const away = await payViaForwarder("forward", newAddress(), BigInt(eth.amount));
    expect(await expectNotCompleted(billing, eth.id, away)).toMatchObject({
      check: "destination",
      expected: eth.destination_address,
    });
  });
});
