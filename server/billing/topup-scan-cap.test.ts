import { defaultConfig } from "../config.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { freshBilling, wireError } from "../testing/wire-client.ts";
import { creditEntries, stopChainBilling } from "./chain-billing-kit.ts";
import { newPaymentKey, paymentPublicKey } from "./payment-addresses.ts";
import { startTestChain, type TestChain } from "./verify-test-fixtures.ts";
import { expectStatus } from "../../common/expect-status.ts";

// A small cap, so that a few hundred blocks show it; the service's own is SCAN_BLOCKS_PER_REQUEST.
const SCAN_BLOCKS_PER_REQUEST = 64;
const CAP = BigInt(SCAN_BLOCKS_PER_REQUEST);

let chain: TestChain;
let t: TestApp;

beforeAll(async () => {
  chain = await startTestChain();
  const limits = { ...defaultConfig().limits, scanBlocksPerRequest: SCAN_BLOCKS_PER_REQUEST };
  const paymentKey = paymentPublicKey(newPaymentKey());
  t = await makeTestApp({ chain: chain.chain, config: { paymentKey, limits } });
});
afterAll(() => stopChainBilling(chain, t));

async function createdBlock(invoiceId: string): Promise<bigint> {
  const { rows } = await t.db.query<{ created_block: bigint | number }>(
    "SELECT created_block FROM topup_invoices WHERE id = $1",
    [invoiceId],
  );
  return BigInt(rows[0]?.created_block ?? -1);
}

describe("the sum of an ETH invoice open for many blocks", () => {
  it("reads a capped number of blocks per completion, answers 503 with Retry-After meanwhile, and resumes where it stopped", async () => {
    const billing = await freshBilling(t);
    const invoice = await billing.createInvoice("eth", 1000);
    const created = await createdBlock(invoice.id);
    const quarter = BigInt(invoice.amount) / 4n;
    // One part right after the quote, then two caps' worth of empty blocks, then a second part.
    const early = await chain.sendEth(invoice.destination_address, quarter);
    await chain.chain.testClient.mine({ blocks: 2 * SCAN_BLOCKS_PER_REQUEST });
    const late = await chain.sendEth(invoice.destination_address, quarter);

    const first = await billing.complete(invoice.id, late);
    await expectStatus(first, 503);
    expect(first.headers.get("retry-after")).toBe("1");
    expect(await wireError(first)).toMatchObject({
      code: "CHAIN_UNAVAILABLE",
      details: { scanned_through_block: (created + CAP).toString() },
    });
    const second = await wireError(await billing.complete(invoice.id, late));
    expect(second).toMatchObject({
      status: 503,
      details: { scanned_through_block: (created + 2n * CAP).toString() },
    });

    // The third reads only the last few blocks; the early part, read by the first, is still counted.
    const short = await wireError(await billing.complete(invoice.id, late));
    expect(short).toMatchObject({
      status: 409,
      code: "PAYMENT_NOT_COMPLETED",
      details: {
        check: "amount",
        received: (2n * quarter).toString(),
        transactions: [late, early],
      },
    });
    expect(await creditEntries(t, invoice.id)).toBe(0);

    const rest = await chain.sendEth(invoice.destination_address, 2n * quarter);
    await expectStatus(await billing.complete(invoice.id, rest), 200);
    expect(await billing.topUpBalance()).toBe(1000);
    expect(await creditEntries(t, invoice.id)).toBe(1);
  });
});
