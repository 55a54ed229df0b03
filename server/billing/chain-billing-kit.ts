import { makeTestApp, type TestApp } from "../test-support.ts";
import { newPaymentKey, paymentPublicKey } from "./payment-addresses.ts";
import { startTestChain, type TestChain } from "./verify-test-fixtures.ts";

/** A real chain and a service on it that quotes every invoice to an address of its own. */
export async function startChainBilling(
  paymentKey = paymentPublicKey(newPaymentKey()),
): Promise<{ chain: TestChain; t: TestApp }> {
  const chain = await startTestChain();
  return { chain, t: await makeTestApp({ chain: chain.chain, config: { paymentKey } }) };
}

export async function stopChainBilling(chain: TestChain, t: TestApp): Promise<void> {
  await t.close();
  await chain.stop();
}

/** How many ledger entries credit the invoice (one after a completion, however often it is asked). */
export async function creditEntries(t: TestApp, invoiceId: string): Promise<number> {
  const res = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1",
    [`topup:${invoiceId}`],
  );
  return res.rows[0]?.n ?? -1;
}
