import { expect, test } from "vitest";
import type { PendingPayment } from "./pending-store";
import { waitForPayment } from "./receipt-wait";
import type { ReceiptReader } from "./rpc-reader";

const PAYER = "0x00000000000000000000000000000000000000a1";
const HASH = `0x${"b".repeat(64)}`;
const SPEEDUP = `0x${"e".repeat(64)}`;

const payment = { hash: HASH, from: PAYER, nonce: 3 } as PendingPayment;

test("without a nonce-slot lookup, a speed-up mined in a block that is no longer the head is still found", async () => {
  // The speed-up was mined in block 9; an empty block 10 followed before the first poll.
  const searched: bigint[] = [];
  const reader: ReceiptReader = {
    blockNumber: () => Promise.resolve(10n),
    receipt: (hash) =>
      Promise.resolve(hash === SPEEDUP ? { transactionHash: SPEEDUP, blockNumber: 9n } : null),
    status: () => Promise.resolve("unknown"),
    bySenderAndNonce: () => Promise.resolve(undefined),
    inBlock: (n) => {
      searched.push(n);
      return Promise.resolve(n === 9n ? [SPEEDUP] : []);
    },
  };
  let head = 8n;
  const polled: ReceiptReader = { ...reader, blockNumber: () => Promise.resolve(head++) };
  const sleeps: number[] = [];
  const hash = await waitForPayment(
    payment,
    {
      reader: polled,
      confirmations: 1,
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
    },
    new AbortController().signal,
  );
  expect(hash).toBe(SPEEDUP);
  // Each block once, from the head when the wait began.
  expect(searched).toEqual([8n, 9n]);
});

test("a wait with no receipt gives up after its timeout, so the page can offer Check now", async () => {
  let clock = 0;
  const reader: ReceiptReader = {
    blockNumber: () => Promise.resolve(1n),
    receipt: () => Promise.resolve(null),
    status: () => Promise.resolve("pending"),
    bySenderAndNonce: () => Promise.resolve(HASH),
    inBlock: () => Promise.resolve([]),
  };
  await expect(
    waitForPayment(
      payment,
      {
        reader,
        confirmations: 1,
        now: () => clock,
        sleep: (ms) => {
          clock += ms;
          return Promise.resolve();
        },
      },
      new AbortController().signal,
    ),
  ).rejects.toThrow(/no receipt for 0xb+ within 120 s/);
});
