import { creditEntries, startChainBilling, stopChainBilling } from "./chain-billing-kit.ts";
import type { TestApp } from "../test-support.ts";
import { auditLedger } from "./audit.ts";
import { PAYER, type TestChain } from "./verify-test-fixtures.ts";
import { freshBilling, wireError } from "../testing/wire-client.ts";
import { expectStatus } from "../../common/expect-status.ts";

let chain: TestChain;
let t: TestApp;

beforeAll(async () => ({ chain, t } = await startChainBilling()));
afterAll(() => stopChainBilling(chain, t));

describe("an invoice address summed: under- and overpayment", () => {
  it("answers a half ETH payment with received, required and missing, then credits once when the rest arrives", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("eth", 1000);
    expect(invoice.amount).toBe("10000000000000000");
    const half = await chain.sendEth(invoice.destination_address, 5_000_000_000_000_000n);

    const short = await wireError(await billing.complete(invoice.id, half));
    expect(short).toMatchObject({
      status: 409,
      code: "PAYMENT_NOT_COMPLETED",
      details: {
        check: "amount",
        received: "5000000000000000",
        required: "10000000000000000",
        missing: "5000000000000000",
        transactions: [half],
        not_counted: [],
      },
    });
    expect(await billing.topUpBalance()).toBe(0);
    expect(await creditEntries(t, invoice.id)).toBe(0);

    const rest = await chain.sendEth(invoice.destination_address, 5_000_000_000_000_000n);
    const res = await billing.complete(invoice.id, rest);
    await expectStatus(res, 200);
    const done = (await res.json()) as Record<string, unknown>;
    expect(done).toMatchObject({ id: invoice.id, status: "completed" });
    expect(done).not.toHaveProperty("overpaid");
    expect(await billing.topUpBalance()).toBe(1000);
    // Either hash names the paid invoice again: success, nothing credited twice.
    await expectStatus(await billing.complete(invoice.id, half), 200);
    await expectStatus(await billing.complete(invoice.id, rest), 200);
    expect(await billing.topUpBalance()).toBe(1000);
    expect(await creditEntries(t, invoice.id)).toBe(1);

    // Neither transfer can pay another invoice, of this account or another's.
    const next = await billing.createInvoice("eth", 1000);
    for (const hash of [half, rest]) {
      expect(await wireError(await billing.complete(next.id, hash))).toMatchObject({
        status: 409,
        code: "PAYMENT_ALREADY_USED",
        details: { transaction_hash: hash, credited_invoice_id: invoice.id },
      });
    }
    expect(await billing.topUpBalance()).toBe(1000);
    // The books balance with a credit resting on two transfers.
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it("credits a transfer one wei short once the missing wei arrives, completed with the first hash", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("eth", 100);
    const amount = BigInt(invoice.amount);
    const first = await chain.sendEth(invoice.destination_address, amount - 1n);
    expect((await wireError(await billing.complete(invoice.id, first))).details).toMatchObject({
      check: "amount",
      received: (amount - 1n).toString(),
      required: amount.toString(),
      missing: "1",
    });
    await chain.sendEth(invoice.destination_address, 1n);
    await expectStatus(await billing.complete(invoice.id, first), 200);
    expect(await billing.topUpBalance()).toBe(100);
    expect(await creditEntries(t, invoice.id)).toBe(1);
  });

  it("credits an overpayment with the quote once and says what was over (USDC)", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("usdc", 40);
    expect(invoice.amount).toBe("1000000");
    const over = await chain.sendUsdc(invoice.destination_address, 1_000_001n);
    const res = await billing.complete(invoice.id, over);
    await expectStatus(res, 200);
    expect(await res.json()).toMatchObject({ id: invoice.id, status: "completed", overpaid: "1" });
    expect(await billing.topUpBalance()).toBe(40);
    const again = await billing.complete(invoice.id, over);
    expect(await again.json()).toMatchObject({ overpaid: "1" });
    expect(await billing.topUpBalance()).toBe(40);
    expect(await creditEntries(t, invoice.id)).toBe(1);
  });

  it("counts only transfers from listed senders when the whitelist is not empty, and says which did not count", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("eth", 100);
    const half = BigInt(invoice.amount) / 2n;
    // Anvil's dev account 2, unlocked on every fresh chain: the one listed sender.
    const listed = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
    await expectStatus(await billing.addToWhitelist(listed), 200);
    const unlisted = await chain.sendEth(invoice.destination_address, half);
    const { walletClient: wallet, publicClient } = chain.chain;
    const fromListed = await wallet.sendTransaction({
      account: listed,
      chain: wallet.chain,
      to: invoice.destination_address,
      value: half,
    });
    await publicClient.waitForTransactionReceipt({ hash: fromListed });

    expect((await wireError(await billing.complete(invoice.id, fromListed))).details).toMatchObject({
      check: "amount",
      received: half.toString(),
      missing: half.toString(),
      transactions: [fromListed],
      not_counted: [{ transaction_hash: unlisted, value: half.toString(), reason: "from" }],
    });
    // The unlisted sender's own hash is refused for its sender, as a single transfer always was.
    expect((await wireError(await billing.complete(invoice.id, unlisted))).details).toMatchObject({
      check: "from",
    });
    expect(await billing.topUpBalance()).toBe(0);

    await expectStatus(await billing.addToWhitelist(PAYER), 200);
    await expectStatus(await billing.complete(invoice.id, unlisted), 200);
    expect(await billing.topUpBalance()).toBe(100);
    expect(await creditEntries(t, invoice.id)).toBe(1);
  });
});
