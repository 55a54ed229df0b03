import type { Hash, Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { createAccount } from "../auth/accounts.ts";
import { lowestRunningBalance } from "../resilience/ledger-checks.ts";
import { startChainBilling, stopChainBilling } from "./chain-billing-kit.ts";
import type { TestApp } from "../test-support.ts";
import { auditLedger } from "./audit.ts";
import { charge } from "./ledger.ts";
import { reconcilePayments, reconcilePeriodically } from "./reconcile.ts";
import { type TestChain } from "./verify-test-fixtures.ts";
import { billingAs, wireError } from "../testing/wire-client.ts";
import { expectStatus } from "../../common/expect-status.ts";

/** Anvil's dev key #2 (public): a signed transaction can be sent again after the chain forgot it. */
const signer = privateKeyToAccount("0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a");

let chain: TestChain;
let t: TestApp;

beforeAll(async () => ({ chain, t } = await startChainBilling()));
afterAll(() => stopChainBilling(chain, t));

async function signedPayment(to: Hex, value: bigint): Promise<Hex> {
  const { publicClient, walletClient } = chain.chain;
  const block = await publicClient.getBlock();
  return walletClient.signTransaction({
    account: signer,
    chain: walletClient.chain,
    to,
    value,
    nonce: await publicClient.getTransactionCount({ address: signer.address }),
    gas: 21_000n,
    maxFeePerGas: (block.baseFeePerGas ?? 0n) * 2n + 1_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });
}

async function send(raw: Hex): Promise<Hash> {
  const hash = await chain.chain.walletClient.sendRawTransaction({ serializedTransaction: raw });
  await chain.chain.publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

const reconcile = () => reconcilePayments(t.db, chain.chain.publicClient, { chainId: 31337 });

async function entries(accountId: string) {
  const { rows } = await t.db.query<{ kind: string; top_up_delta: bigint; note: string | null }>(
    "SELECT kind, top_up_delta, note FROM ledger_entries WHERE account_id = $1 AND kind <> 'adjustment' ORDER BY id",
    [accountId],
  );
  return rows.map((r) => ({ ...r, top_up_delta: Number(r.top_up_delta) }));
}

describe("reconciling credited payments with the chain", () => {
  it("reverses a credit whose transaction the chain lost, and credits the hash again once it is mined", async () => {
    const zero = { subscription: 0n, topUp: 0n };
    const { accountId, apiKey } = await createAccount(t.db, { name: "lost", balance: zero });
    const billing = billingAs(t.app, apiKey);
    const invoice = await billing.createInvoice("eth", 40);
    const raw = await signedPayment(invoice.destination_address, BigInt(invoice.amount));
    const snapshot = await chain.chain.testClient.snapshot();
    const hash = await send(raw);
    await expectStatus(await billing.complete(invoice.id, hash), 200);
    // 30 of the 40 credits are spent before the loss is found.
    await charge(t.db, accountId, 30n, "spent");
    expect(await reconcile()).toMatchObject({ reversed: [] });

    // What a crash without the state on disk, or a reorg, does to the chain.
    await chain.chain.testClient.revert({ id: snapshot });
    const { reversed } = await reconcile();
    expect(reversed).toEqual([
      {
        invoiceId: invoice.id,
        accountId,
        transactionHash: hash,
        credits: 40n,
        cause: expect.stringMatching(/no longer on the chain/) as unknown,
      },
    ]);
    expect(await entries(accountId)).toEqual([
      { kind: "top_up", top_up_delta: 40, note: null },
      { kind: "charge", top_up_delta: -30, note: null },
      {
        kind: "reversal",
        top_up_delta: -40,
        note: expect.stringMatching(/no longer on the chain/) as unknown,
      },
    ]);
    // The full reversal: what was already spent shows as a debt.
    expect(await billing.topUpBalance()).toBe(-30);
    expect(await auditLedger(t.db)).toEqual([]);
    // A debt left by a reversal is no overdraft: no charge ever took more than there was.
    expect(await lowestRunningBalance(t.db, accountId)).toEqual({ subscription: 0n, topUp: 10n });
    // Nothing is reversed twice.
    expect(await reconcile()).toMatchObject({ checked: 0, reversed: [] });

    // Not mined: the hash pays nothing yet. Mined again: it credits the reopened invoice once.
    expect((await wireError(await billing.complete(invoice.id, hash))).details).toMatchObject({
      check: "mined",
    });
    expect(await send(raw)).toBe(hash);
    await expectStatus(await billing.complete(invoice.id, hash), 200);
    await expectStatus(await billing.complete(invoice.id, hash), 200);
    expect(await billing.topUpBalance()).toBe(10);
    const other = await billing.createInvoice("eth", 40);
    expect((await wireError(await billing.complete(other.id, hash))).code).toBe("PAYMENT_ALREADY_USED");
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it("reverses a credit whose transaction moved to another block (a reorg)", async () => {
    const zero = { subscription: 0n, topUp: 0n };
    const { apiKey } = await createAccount(t.db, { name: "moved", balance: zero });
    const billing = billingAs(t.app, apiKey);
    const invoice = await billing.createInvoice("eth", 25);
    const raw = await signedPayment(invoice.destination_address, BigInt(invoice.amount));
    const snapshot = await chain.chain.testClient.snapshot();
    const hash = await send(raw);
    await expectStatus(await billing.complete(invoice.id, hash), 200);

    await chain.chain.testClient.revert({ id: snapshot });
    await chain.chain.testClient.mine({ blocks: 1 });
    expect(await send(raw)).toBe(hash);
    const { reversed } = await reconcile();
    expect(reversed).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        cause: expect.stringMatching(/moved from block/) as unknown,
      }),
    ]);
    expect(await billing.topUpBalance()).toBe(0);
    // Verified again where it now is, it credits once more.
    await expectStatus(await billing.complete(invoice.id, hash), 200);
    expect(await billing.topUpBalance()).toBe(25);
    expect(await reconcile()).toMatchObject({ reversed: [] });
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it("reverses a credit resting on two transfers once when one of them is lost, freeing both hashes", async () => {
    const zero = { subscription: 0n, topUp: 0n };
    const { accountId, apiKey } = await createAccount(t.db, { name: "summed", balance: zero });
    const billing = billingAs(t.app, apiKey);
    const invoice = await billing.createInvoice("eth", 60);
    const half = BigInt(invoice.amount) / 2n;
    const kept = await chain.sendEth(invoice.destination_address, half);
    const raw = await signedPayment(invoice.destination_address, half);
    const snapshot = await chain.chain.testClient.snapshot();
    const lost = await send(raw);
    await expectStatus(await billing.complete(invoice.id, kept), 200);
    expect(await billing.topUpBalance()).toBe(60);

    await chain.chain.testClient.revert({ id: snapshot });
    const { reversed } = await reconcile();
    expect(reversed).toEqual([
      expect.objectContaining({ invoiceId: invoice.id, transactionHash: lost, credits: 60n }),
    ]);
    expect(await entries(accountId)).toEqual([
      { kind: "top_up", top_up_delta: 60, note: null },
      {
        kind: "reversal",
        top_up_delta: -60,
        note: expect.stringMatching(/no longer on the chain/) as unknown,
      },
    ]);
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM topup_payments WHERE invoice_id = $1 AND reversed_at IS NULL",
      [invoice.id],
    );
    expect(rows[0]?.n).toBe(0);
    // The kept transfer alone is short again; mined anew, the lost one completes the sum once.
    expect((await wireError(await billing.complete(invoice.id, kept))).details).toMatchObject({
      check: "amount",
      received: half.toString(),
      missing: half.toString(),
    });
    expect(await send(raw)).toBe(lost);
    await expectStatus(await billing.complete(invoice.id, kept), 200);
    expect(await billing.topUpBalance()).toBe(60);
    expect(await reconcile()).toMatchObject({ reversed: [] });
    expect(await auditLedger(t.db)).toEqual([]);
  });

  it("checks recent payments periodically while the service runs", async () => {
    const zero = { subscription: 0n, topUp: 0n };
    const { apiKey } = await createAccount(t.db, { name: "periodic", balance: zero });
    const billing = billingAs(t.app, apiKey);
    const invoice = await billing.createInvoice("eth", 9);
    const snapshot = await chain.chain.testClient.snapshot();
    const hash = await send(await signedPayment(invoice.destination_address, BigInt(invoice.amount)));
    await expectStatus(await billing.complete(invoice.id, hash), 200);
    const lines: string[] = [];
    const stop = reconcilePeriodically(t.db, chain.chain.publicClient, {
      chainId: 31337,
      everyMs: 50,
      windowMs: 60_000,
      log: (line) => lines.push(line),
    });
    try {
      await chain.chain.testClient.revert({ id: snapshot });
      for (let i = 0; i < 200 && lines.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await stop();
    }
    expect(lines).toEqual([expect.stringContaining(`Reversed 9 credits of invoice ${invoice.id}`)]);
    expect(await billing.topUpBalance()).toBe(0);
  });
});
