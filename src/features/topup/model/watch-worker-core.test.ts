import { expect, test } from "vitest";
import type { RpcCall } from "./json-rpc";
import { RECEIPT_POLL_MS } from "./receipt-wait";
import type { FromWorker, WireTarget } from "./watch-protocol";
import { watchWorkerCore } from "./watch-worker-core";

// The worker's logic without a Worker: the page's messages in, events out, over a fake node.

const DEST = "0x00000000000000000000000000000000000000d1";
const PAYER = "0x00000000000000000000000000000000000000a1";
const HASH = `0x${"b".repeat(64)}`;
const SPEEDUP = `0x${"e".repeat(64)}`;
const hex = (n: bigint) => `0x${n.toString(16)}`;

const target: WireTarget = { invoiceId: "inv_1", destination: DEST, token: null, createdAt: 0, skip: [] };

/** A chain of 10 blocks where block 7 pays the invoice address, and a speed-up of the payment mined in block 9. */
function node(methods: string[]): RpcCall {
  return <T>(method: string, params: unknown[]) => {
    methods.push(method);
    const answers: Record<string, unknown> = {
      eth_chainId: hex(31337n),
      eth_blockNumber: hex(10n),
      eth_getBalance: hex(5n),
      // The node still knows the original, pending, as anvil does after a speed-up was mined.
      eth_getTransactionByHash: { hash: HASH, blockNumber: null },
      eth_getTransactionBySenderAndNonce: { hash: SPEEDUP },
    };
    if (method === "eth_getBlockByNumber") {
      const n = BigInt(params[0] as string);
      const transactions =
        n === 7n ? [{ hash: HASH, to: DEST, from: PAYER, nonce: "0x3", value: hex(5n) }] : [];
      return Promise.resolve({ timestamp: hex(n), transactions } as T);
    }
    if (method === "eth_getTransactionReceipt")
      return Promise.resolve(
        (params[0] === SPEEDUP ? { transactionHash: SPEEDUP, blockNumber: hex(9n) } : null) as T,
      );
    return Promise.resolve(answers[method] as T);
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

test("the invoices handed in are watched and a transfer found comes out as events; an empty list stops all reads", async () => {
  const events: FromWorker[] = [];
  const methods: string[] = [];
  const handle = watchWorkerCore(
    (m) => events.push(m),
    () => node(methods),
  );
  handle({ type: "chain", rpcUrl: "http://127.0.0.1/chain", chainId: 31337, required: 1 });
  expect(methods).toEqual([]);
  handle({ type: "targets", targets: [target] });
  await until(() => events.some((e) => e.type === "confirmed"));
  expect(events).toContainEqual({
    type: "state",
    invoiceId: "inv_1",
    state: { state: "detected", hash: HASH, confirmations: 4, required: 1 },
  });
  expect(events).toContainEqual({
    type: "confirmed",
    invoiceId: "inv_1",
    destination: DEST,
    hash: HASH,
    value: "5",
  });
  handle({ type: "targets", targets: [] });
  const read = methods.length;
  handle({ type: "hidden", hidden: false });
  await new Promise((r) => setTimeout(r, 50));
  expect(methods.length).toBe(read);
});

test("a payment sent from the page is waited for in the worker and answered with the speed-up mined in its nonce slot", async () => {
  const events: FromWorker[] = [];
  const methods: string[] = [];
  const handle = watchWorkerCore(
    (m) => events.push(m),
    () => node(methods),
  );
  handle({
    type: "wait",
    id: 1,
    rpcUrl: "http://127.0.0.1/chain",
    confirmations: 1,
    payment: {
      invoice: {
        id: "inv_1",
        credits: "5",
        amount: "5",
        currencyId: "eth",
        decimals: 18,
        destination: DEST,
        amountKnown: true,
      },
      billingBaseUrl: "http://127.0.0.1",
      chainId: 31337,
      hash: HASH,
      from: PAYER,
      nonce: 3,
      to: DEST,
      value: "5",
      input: "0x",
      token: null,
      time: 0,
    },
  });
  // The first poll finds the original gone and the slot's speed-up mined; the next reads its receipt.
  await new Promise((r) => setTimeout(r, RECEIPT_POLL_MS + 200));
  await until(() => events.length > 0);
  expect(events).toEqual([{ type: "receipt", id: 1, hash: SPEEDUP }]);
  expect(methods).toContain("eth_getTransactionBySenderAndNonce");
});
