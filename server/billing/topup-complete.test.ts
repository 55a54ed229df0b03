import { erc20Abi } from "viem";
import { createAccount } from "../auth/accounts.ts";
import { creditEntries, startChainBilling, stopChainBilling } from "./chain-billing-kit.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { payTwoAbi, payTwoBytecode } from "./pay-two-fixture.ts";
import { newPaymentKey, paymentPublicKey } from "./payment-addresses.ts";
import { PAYER, type TestChain } from "./verify-test-fixtures.ts";
import { billingAs, freshBilling, wireError } from "../testing/wire-client.ts";
import { expectStatus } from "../../common/expect-status.ts";

const paymentKey = paymentPublicKey(newPaymentKey());
let chain: TestChain;
let t: TestApp;

beforeAll(async () => ({ chain, t } = await startChainBilling(paymentKey)));
afterAll(() => stopChainBilling(chain, t));

describe("POST /account/topup/{id}/complete", () => {
  it("credits an ETH payment once and answers the completed invoice", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("eth", 1000);
    const before = await chain.chain.publicClient.getBalance({ address: invoice.destination_address });
    const hash = await chain.sendEth(invoice.destination_address, BigInt(invoice.amount));

    const res = await billing.complete(invoice.id, hash);
    await expectStatus(res, 200);
    const done = (await res.json()) as Record<string, unknown>;
    expect(done).toMatchObject({
      ...invoice,
      status: "completed",
      purchased_at: expect.any(Number) as unknown,
    });
    expect(await billing.topUpBalance()).toBe(1000);
    expect(await chain.chain.publicClient.getBalance({ address: invoice.destination_address })).toBe(
      before + 10n ** 16n,
    );

    // Same invoice, same hash: success again, nothing credited twice.
    const again = await billing.complete(invoice.id, hash.toUpperCase().replace("0X", "0x"));
    await expectStatus(again, 200);
    expect(await again.json()).toEqual(done);
    expect(await billing.topUpBalance()).toBe(1000);
    expect(await creditEntries(t, invoice.id)).toBe(1);
  });

  it("credits a USDC payment", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("usdc", 80);
    expect(invoice.amount).toBe("2000000");
    const hash = await chain.sendUsdc(invoice.destination_address, 2_000_000n);
    await expectStatus(await billing.complete(invoice.id, hash), 200);
    expect(await billing.topUpBalance()).toBe(80);
    const held = await chain.chain.publicClient.readContract({
      address: chain.token,
      abi: erc20Abi,
      functionName: "balanceOf",
      args: [invoice.destination_address],
    });
    expect(held).toBe(2_000_000n);
  });

  it("answers an empty body in the production dialect", async () => {
    const billing = await freshBilling(t, { dialect: "production" });
    const invoice = await billing.createInvoice("eth", 5);
    const res = await billing.complete(
      invoice.id,
      await chain.sendEth(invoice.destination_address, BigInt(invoice.amount)),
    );
    await expectStatus(res, 200);
    expect(await res.text()).toBe("");
    expect(await billing.topUpBalance()).toBe(5);
  });

  it("refuses a hash that already paid another invoice, crediting nothing", async () => {
    const billing = await freshBilling(t);
    const first = await billing.createInvoice("eth", 7);
    const hash = await chain.sendEth(first.destination_address, BigInt(first.amount));
    await expectStatus(await billing.complete(first.id, hash), 200);
    const second = await billing.createInvoice("eth", 7);

    const error = await wireError(await billing.complete(second.id, hash));
    expect(error).toMatchObject({
      status: 409,
      code: "PAYMENT_ALREADY_USED",
      details: { transaction_hash: hash },
    });
    // Also when another account tries the same hash.
    const other = await freshBilling(t);
    const theirs = await other.createInvoice("eth", 7);
    expect((await wireError(await other.complete(theirs.id, hash))).code).toBe("PAYMENT_ALREADY_USED");
    expect(await billing.topUpBalance()).toBe(7);
    expect(await other.topUpBalance()).toBe(0);
  });

  it("credits one invoice of a transaction that pays two, and names it to the second", async () => {
    const billing = await freshBilling(t);
    const a = await billing.createInvoice("eth", 13);
    const b = await billing.createInvoice("eth", 17);
    const { walletClient: wallet, publicClient } = chain.chain;
    const deployed = await publicClient.waitForTransactionReceipt({
      hash: await wallet.deployContract({
        account: PAYER,
        chain: wallet.chain,
        abi: payTwoAbi,
        bytecode: payTwoBytecode,
      }),
    });
    const hash = await wallet.writeContract({
      account: PAYER,
      chain: wallet.chain,
      address: deployed.contractAddress!,
      abi: payTwoAbi,
      functionName: "payTwo",
      args: [a.destination_address, b.destination_address, BigInt(a.amount)],
      value: BigInt(a.amount) + BigInt(b.amount),
    });
    await publicClient.waitForTransactionReceipt({ hash });

    await expectStatus(await billing.complete(a.id, hash), 200);
    const error = await wireError(await billing.complete(b.id, hash));
    expect(error).toMatchObject({
      status: 409,
      code: "PAYMENT_ALREADY_USED",
      details: { transaction_hash: hash, credited_invoice_id: a.id },
    });
    expect(error.message).toContain(a.id);
    // Another account learns that the hash is taken, not which invoice took it.
    const other = await freshBilling(t);
    const theirs = await other.createInvoice("eth", 17);
    const foreign = await wireError(await other.complete(theirs.id, hash));
    expect(foreign).toMatchObject({ code: "PAYMENT_ALREADY_USED", details: { credited_invoice_id: null } });
    expect(foreign.message).not.toContain(a.id);
    expect(await billing.topUpBalance()).toBe(13);
  });

  it("credits nothing, 503, when the chain's state cannot be saved first; the same hash completes later", async () => {
    let saving: () => Promise<void> = () => Promise.reject(new Error("ENOSPC /data/chain-state.json.tmp"));
    const logged: string[] = [];
    const app = await makeTestApp({
      chain: { ...chain.chain, persistState: () => saving() },
      config: { paymentKey },
      log: (line) => logged.push(line),
    });
    try {
      const { apiKey } = await createAccount(app.db, { name: "p", balance: { subscription: 0n, topUp: 0n } });
      const billing = billingAs(app.app, apiKey);
      const invoice = await billing.createInvoice("eth", 6);
      const hash = await chain.sendEth(invoice.destination_address, BigInt(invoice.amount));
      const error = await wireError(await billing.complete(invoice.id, hash));
      expect(error).toMatchObject({ status: 503, code: "CHAIN_UNAVAILABLE" });
      expect(JSON.stringify(error)).not.toContain("ENOSPC");
      expect(logged.join("\n")).toContain("ENOSPC");
      expect(await billing.topUpBalance()).toBe(0);
      saving = () => Promise.resolve();
      await expectStatus(await billing.complete(invoice.id, hash), 200);
      expect(await billing.topUpBalance()).toBe(6);
    } finally {
      await app.close();
    }
  });

  it("refuses a second payment for an invoice already completed", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("eth", 3);
    const paid = await chain.sendEth(invoice.destination_address, BigInt(invoice.amount));
    await expectStatus(await billing.complete(invoice.id, paid), 200);
    const extra = await chain.sendEth(invoice.destination_address, BigInt(invoice.amount));
    const error = await wireError(await billing.complete(invoice.id, extra));
    expect(error).toMatchObject({ status: 409, code: "INVOICE_ALREADY_COMPLETED" });
    expect(await billing.topUpBalance()).toBe(3);
  });

  it("answers 404 INVOICE_NOT_FOUND for an unknown invoice and for another account's", async () => {
    const owner = await freshBilling(t);
    const invoice = await owner.createInvoice("eth", 9);
    const hash = await chain.sendEth(invoice.destination_address, BigInt(invoice.amount));
    const stranger = await freshBilling(t);

    expect(await wireError(await stranger.complete(invoice.id, hash))).toMatchObject({
      status: 404,
      code: "INVOICE_NOT_FOUND",
    });
    expect((await wireError(await owner.complete("inv_nope", hash))).code).toBe("INVOICE_NOT_FOUND");
    expect(await stranger.topUpBalance()).toBe(0);
    await expectStatus(await owner.complete(invoice.id, hash), 200);
  });

  it.each(["", "0x1234", `0x${"g".repeat(64)}`, `${"a".repeat(66)}`, `0x${"a".repeat(65)}`])(
    "rejects the malformed hash %j with INVALID_REQUEST",
    async (hash) => {
      const billing = await freshBilling(t);
      const invoice = await billing.createInvoice("eth", 1);
      const error = await wireError(await billing.complete(invoice.id, hash));
      expect(error).toMatchObject({
        status: 400,
        code: "INVALID_REQUEST",
        details: { field: "transaction_hash" },
      });
    },
  );

  it("credits exactly once when 50 completions of one payment race", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("eth", 500);
    const hash = await chain.sendEth(invoice.destination_address, BigInt(invoice.amount));
    const responses = await Promise.all(Array.from({ length: 50 }, () => billing.complete(invoice.id, hash)));
    expect(responses.map((r) => r.status)).toEqual(Array<number>(50).fill(200));
    expect(await billing.topUpBalance()).toBe(500);
    expect(await creditEntries(t, invoice.id)).toBe(1);
  });

  it("completes only the invoice whose address the 50 racing completions' payment went to", async () => {
    const billing = await freshBilling(t);
    const a = await billing.createInvoice("eth", 11);
    const b = await billing.createInvoice("eth", 11);
    const hash = await chain.sendEth(a.destination_address, BigInt(a.amount));
    const ids = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a.id : b.id));
    const responses = await Promise.all(ids.map((id) => billing.complete(id, hash)));
    const codes = await Promise.all(
      responses.map(async (r) => (r.status === 200 ? "ok" : (await wireError(r)).code)),
    );
    // Invoice b has its own address: the payment to a's address never completes it.
    expect(codes.filter((_, i) => i % 2 === 0)).toEqual(Array<string>(25).fill("ok"));
    expect(codes.filter((_, i) => i % 2 === 1).every((c) => c !== "ok")).toBe(true);
    expect(await billing.topUpBalance()).toBe(11);
    expect((await creditEntries(t, a.id)) + (await creditEntries(t, b.id))).toBe(1);
  });
});
