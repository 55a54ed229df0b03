import { createPublicClient, createWalletClient, http, parseEther, type Address } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { expect, test } from "vitest";
import { chainRpcUrl } from "../../../test/chain";
import { forwarderAbi, forwarderBytecode } from "../../../../common/forwarder-test-kit";
import { fundEth } from "../../../test/reference-service";
import type { Detected, ScanCursor, WatchTarget } from "./deposit-scan";
import { internalValueTo } from "./deposit-trace";
import { runDepositWatch } from "./deposit-watcher";
import { jsonRpc } from "./json-rpc";
import { rpcReader } from "./rpc-reader";

// The local chain of the reference service (anvil): a real relay contract pays a fresh invoice
// address through an internal call, and the watcher's reader finds that transaction by tracing.
test("ETH relayed by a contract to an invoice address is found on the local chain and handed over with the relay's hash", async () => {
  const transport = http(await chainRpcUrl());
  const client = createPublicClient({ chain: foundry, transport, cacheTime: 0 });
  const account = privateKeyToAccount(generatePrivateKey());
  await fundEth(account.address, parseEther("1"));
  const wallet = createWalletClient({ account, chain: foundry, transport });
  const deployed = await client.waitForTransactionReceipt({
    hash: await wallet.deployContract({ abi: forwarderAbi, bytecode: forwarderBytecode }),
  });
  const relay = deployed.contractAddress as Address;
  const destination = privateKeyToAccount(generatePrivateKey()).address;
  const createdAt = Date.now() - 1_000;
  const value = 12_345n;
  const hash = await wallet.writeContract({
    address: relay,
    abi: forwarderAbi,
    functionName: "forward",
    args: [destination],
    value,
  });
  const mined = await client.waitForTransactionReceipt({ hash });

  const reader = rpcReader(jsonRpc(await chainRpcUrl()));
  const traced = await reader.traceBlock(mined.blockNumber);
  const own = traced.find((t) => t.hash.toLowerCase() === hash.toLowerCase());
  expect(own && internalValueTo(own.frame, destination)).toBe(value);

  const target: WatchTarget = {
    invoiceId: "inv_relay",
    destination,
    token: null,
    createdAt,
    skip: new Set(),
  };
  const handed: Detected[] = [];
  const controller = new AbortController();
  let rounds = 0;
  await runDepositWatch(
    {
      reader,
      chainId: foundry.id,
      required: 1,
      targets: () => [target],
      publish: () => undefined,
      onConfirmed: (_t, found) => {
        handed.push(found);
        controller.abort();
      },
      hidden: () => false,
      cursors: new Map<string, ScanCursor | null>(),
      // No waiting between rounds; a bounded number of them.
      sleep: () => {
        if (++rounds > 200) controller.abort();
        return Promise.resolve();
      },
    },
    controller.signal,
  );
  expect(handed).toEqual([{ hash, block: mined.blockNumber, value }]);
});
