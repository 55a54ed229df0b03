import type { Address, Hash } from "viem";
import { startChainBilling, stopChainBilling } from "./chain-billing-kit.ts";
import type { TestApp } from "../test-support.ts";
import { PAYER, type TestChain } from "./verify-test-fixtures.ts";
import { freshBilling, wireError } from "../testing/wire-client.ts";
import { expectStatus } from "../../common/expect-status.ts";

/** Anvil's dev account 2: a second real payer, unlocked on every fresh chain. */
const OTHER_PAYER: Address = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";

let chain: TestChain;
let t: TestApp;

beforeAll(async () => ({ chain, t } = await startChainBilling()));
afterAll(() => stopChainBilling(chain, t));

async function pay(from: Address, to: Address, value: bigint): Promise<Hash> {
  const wallet = chain.chain.walletClient;
  const hash = await wallet.sendTransaction({ account: from, chain: wallet.chain, to, value });
  await chain.chain.publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

describe("a payment belongs to exactly one invoice", () => {
  it("B cannot claim A's transfer; A's completion then credits A", async () => {
    const alice = await freshBilling(t);
    const bob = await freshBilling(t);
    // Equal credits, equal amounts: only the destination tells the two invoices apart.
    const aliceInvoice = await alice.createInvoice("eth", 25);
    const bobInvoice = await bob.createInvoice("eth", 25);
    expect(bobInvoice.amount).toBe(aliceInvoice.amount);
    expect(bobInvoice.destination_address).not.toBe(aliceInvoice.destination_address);

    const aliceHash = await pay(PAYER, aliceInvoice.destination_address, BigInt(aliceInvoice.amount));
    const bobHash = await pay(OTHER_PAYER, bobInvoice.destination_address, BigInt(bobInvoice.amount));

    const stolen = await wireError(await bob.complete(bobInvoice.id, aliceHash));
    expect(stolen).toMatchObject({
      status: 409,
      code: "PAYMENT_NOT_COMPLETED",
      details: {
        check: "destination",
        expected: bobInvoice.destination_address,
        found: aliceInvoice.destination_address,
      },
    });
    expect(await bob.topUpBalance()).toBe(0);

    await expectStatus(await alice.complete(aliceInvoice.id, aliceHash), 200);
    expect(await alice.topUpBalance()).toBe(25);
    // Bob's own transfer still completes his invoice.
    await expectStatus(await bob.complete(bobInvoice.id, bobHash), 200);
    expect(await bob.topUpBalance()).toBe(25);
  });

  it("refuses a USDC transfer to another invoice's address", async () => {
    const billing = await freshBilling(t);
    const mine = await billing.createInvoice("usdc", 40);
    const theirs = await billing.createInvoice("usdc", 40);
    const hash = await chain.sendUsdc(theirs.destination_address, BigInt(mine.amount));
    const error = await wireError(await billing.complete(mine.id, hash));
    expect(error).toMatchObject({ status: 409, details: { check: "destination" } });
    expect(await billing.topUpBalance()).toBe(0);
  });
});

describe("sender whitelist", () => {
  it("credits only transfers from a listed sender once the account has a list", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("eth", 10);
    await expectStatus(await billing.addToWhitelist(OTHER_PAYER), 200);
    const hash = await pay(PAYER, invoice.destination_address, BigInt(invoice.amount));

    const refused = await wireError(await billing.complete(invoice.id, hash));
    expect(refused).toMatchObject({
      status: 409,
      code: "PAYMENT_NOT_COMPLETED",
      details: { check: "from", found: PAYER },
    });
    expect(String(refused.details.expected)).toContain(OTHER_PAYER);
    expect(await billing.topUpBalance()).toBe(0);

    // Listing the sender lets the same transfer complete: the refusal claimed nothing.
    await expectStatus(await billing.addToWhitelist(PAYER.toLowerCase()), 200);
    await expectStatus(await billing.complete(invoice.id, hash), 200);
    expect(await billing.topUpBalance()).toBe(10);
  });

  it("lets any sender pay once the list is emptied again", async () => {
    const billing = await freshBilling(t);
    await billing.addToWhitelist(OTHER_PAYER);
    await billing.removeFromWhitelist(OTHER_PAYER);
    const invoice = await billing.createInvoice("eth", 1);
    const hash = await pay(PAYER, invoice.destination_address, BigInt(invoice.amount));
    await expectStatus(await billing.complete(invoice.id, hash), 200);
  });
});
